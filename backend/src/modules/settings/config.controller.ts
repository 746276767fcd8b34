import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { germanValidationPipe } from '../../common/validation/validation.pipe';
import { UpdateConfigDto } from './dto/update-config.dto';
import { Config, SettingsService } from './settings.service';
import { ApiDataResponse } from '../../common/http/api-response';
import { ConfigResponse } from './dto/config.response';

/** GET and POST /api/config (backoffice-api.md §7): the shop configuration as one object. */
@ApiTags('config')
@Controller('config')
export class ConfigController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiDataResponse(ConfigResponse)
  @Access('public')
  get(): Promise<Config> {
    return this.settings.get();
  }

  /** Merges the sent fields into the configuration and answers with the whole of it. */
  @Post()
  @ApiDataResponse(ConfigResponse)
  @Access({ role: 'admin', permission: 'settings' })
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: UpdateConfigDto })
  update(
    @Body(germanValidationPipe(UpdateConfigDto)) body: UpdateConfigDto,
    @Ctx() ctx: RequestContext,
  ): Promise<Config> {
    return this.settings.update(body, ctx);
  }
}
