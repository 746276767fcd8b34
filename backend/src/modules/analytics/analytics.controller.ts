import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext, SkipCsrf } from '../../common/auth/actor';
import { AnalyticsService } from './analytics.service';
import { AnalyticsEventDto } from './dto/analytics-event.dto';
import { ApiDataResponse } from '../../common/http/api-response';
import { RefResponse } from '../../common/http/response-refs';

@ApiTags('analytics')
@Controller('analytics-log')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /** One event of the storefront's queue (sent only after cookie consent); bots answer id 0. */
  @Post()
  @Access('public')
  @SkipCsrf()
  @HttpCode(201)
  @ApiDataResponse(RefResponse, { status: 201 })
  log(
    @Body() event: AnalyticsEventDto,
    @Ctx() ctx: RequestContext,
    @Headers('user-agent') userAgent: string | undefined,
    @Headers('host') host: string | undefined,
  ) {
    const site = (host ?? '').toLowerCase().replace(/:\d+$/, '');
    return this.analytics.record(event, { ip: ctx.ip, userAgent: userAgent ?? '', site });
  }
}
