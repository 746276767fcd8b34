import { Body, Controller, Delete, Get, Param, Put, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse, DoneResponse } from '../../common/http/api-response';
import { IssueTokenDto, SetPinDto, TokenQueryDto } from './dto/terminal.dto';
import { TerminalTokenResponse } from './dto/time-tracking.response';
import { TerminalAuthService } from './terminal-auth.service';

/** The back office issues and revokes the employees' terminal tokens and sets their PINs. */
@ApiTags('time-tracking')
@Controller('terminal-tokens')
@Access({ role: 'admin' })
export class TerminalTokensController {
  constructor(private readonly auth: TerminalAuthService) {}

  @Get()
  @ApiDataResponse([TerminalTokenResponse])
  list(@Query() query: TokenQueryDto) {
    return this.auth.list(query.user);
  }

  /** The token is in this answer only, with the employee's terminal address. */
  @Post()
  @ApiDataResponse(TerminalTokenResponse, { status: 201 })
  issue(@Body() body: IssueTokenDto, @Ctx() ctx: RequestContext) {
    return this.auth.issue(body.user.id, body.label?.trim() || 'Back Office', ctx);
  }

  @Delete(':id')
  @ApiDataResponse(TerminalTokenResponse)
  revoke(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.auth.revoke(id, ctx);
  }

  @Put('pin/:id')
  @ApiDataResponse(DoneResponse)
  async setPin(
    @Param('id', ParseIdPipe) userId: number,
    @Body() body: SetPinDto,
    @Ctx() ctx: RequestContext,
  ) {
    await this.auth.setPin(userId, body.pin, ctx);
    return { ok: true as const };
  }
}
