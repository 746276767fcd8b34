import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { issueCsrfToken } from '../../common/auth/csrf';
import { AppConfig } from '../../config/app-config';
import { sendReadyBytes } from '../public-cache';
import { StartDataService } from './start-data.service';
import { ApiDataResponse } from '../../common/http/api-response';
import { InitResponse } from './dto/init.response';

/**
 * GET /api/init: what the storefront and the back-office shell need before the first
 * screen, in one request. Built by StartDataService.
 */
@ApiTags('init')
@Controller('init')
export class InitController {
  constructor(
    private readonly appConfig: AppConfig,
    private readonly startData: StartDataService,
  ) {}

  /**
   * Visitors get the start data as ready bytes, the same for all of them, with an ETag;
   * staff get theirs built for them (their user, the hidden records, their branches).
   */
  @Get()
  @ApiDataResponse(InitResponse)
  @Access('public')
  async init(
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!ctx.actor) return sendReadyBytes(request, reply, await this.startData.forVisitors());
    const data = await this.startData.forStaff(ctx);
    // As GET /users/me does: a logged-in shell gets its CSRF token with its first request.
    if (data.user) issueCsrfToken(request, reply, this.appConfig.env.COOKIE_SECURE);
    return reply.send({ data });
  }
}
