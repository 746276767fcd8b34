import { Body, Controller, Get, Res, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ACTIVITY_ACTIONS, type ActivityAction, addDays } from '@bestellwerk/domain';
import { Access } from '../../common/auth/access';
import { AppConfig } from '../../config/app-config';
import { sendTerminalPage } from '../storefront-host';
import { Ctx, RequestContext, SkipCsrf } from '../../common/auth/actor';
import { ApiDataResponse, ApiTextResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { ActivityService } from './activity.service';
import { presentActivity } from './activity.presenter';
import { StampDto } from './dto/activity.dto';
import {
  HolidayAccountResponse,
  ShiftResponse,
  TerminalMeResponse,
  UserBalanceResponse,
  WorkingActivityResponse,
} from './dto/time-tracking.response';
import { EmployeeDayService } from './employee-day.service';
import { TerminalAuthService } from './terminal-auth.service';
import { TimeSheetService, today } from './time-sheet.service';

/**
 * The employee's own calls, opened by their token and username (backoffice-api.md §7
 * „Time tracking“: /time-tracking/{a}/{b}/…). No login, no CSRF: the token is the secret.
 */
@ApiTags('time-tracking')
@Controller('time-tracking/:token/:username')
@Access('public')
@SkipCsrf()
export class TerminalController {
  constructor(
    private readonly config: AppConfig,
    private readonly auth: TerminalAuthService,
    private readonly activities: ActivityService,
    private readonly day: EmployeeDayService,
    private readonly sheets: TimeSheetService,
  ) {}

  /** The employee's own clock-in page (the address the README names). */
  @Get()
  @ApiTextResponse('text/html', { description: 'Die Stempelseite des Mitarbeiters' })
  async page(
    @Param('token') token: string,
    @Param('username') username: string,
    @Res() reply: FastifyReply,
  ) {
    await this.auth.verify(token, username);
    return sendTerminalPage(reply, this.config.storefrontDir);
  }

  @Get('me')
  @ApiDataResponse(TerminalMeResponse)
  async me(@Param('token') token: string, @Param('username') username: string) {
    const user = await this.auth.verify(token, username);
    return this.day.me(user.id);
  }

  @Get('working-schedules')
  @ApiDataResponse([ShiftResponse])
  async schedules(@Param('token') token: string, @Param('username') username: string) {
    const user = await this.auth.verify(token, username);
    const from = today();
    return this.day.shifts(user.id, from, addDays(from, 13));
  }

  @Get('working-activities')
  @ApiDataResponse([WorkingActivityResponse])
  async list(@Param('token') token: string, @Param('username') username: string) {
    const user = await this.auth.verify(token, username);
    const to = today();
    const activities = await this.sheets.activities(addDays(to, -31), to, { userIds: [user.id] });
    const now = new Date();
    return activities.reverse().map((activity) => presentActivity(activity, now));
  }

  @Get('balances')
  @ApiDataResponse(UserBalanceResponse)
  async balances(@Param('token') token: string, @Param('username') username: string) {
    const user = await this.auth.verify(token, username);
    const to = today();
    return this.sheets.balance(user, `${to.slice(0, 7)}-01`, to);
  }

  /** This year's holiday account (entitlement, carried over, taken, planned, left); empty without a contract. */
  @Get('holiday-balances')
  @ApiDataResponse([HolidayAccountResponse])
  async holidayBalances(@Param('token') token: string, @Param('username') username: string) {
    const user = await this.auth.verify(token, username);
    return this.sheets.holidayAccounts([user], Number(today().slice(0, 4)));
  }

  @Post('working-activities/:action')
  @HttpCode(200)
  @ApiBody({ type: StampDto, required: false })
  @ApiDataResponse(WorkingActivityResponse)
  async step(
    @Param('token') token: string,
    @Param('username') username: string,
    @Param('action') action: string,
    @Body() body: StampDto,
    @Ctx() ctx: RequestContext,
  ) {
    const user = await this.auth.verify(token, username);
    if (!(ACTIVITY_ACTIONS as readonly string[]).includes(action))
      throw ApiError.notFound('Diese Aktion gibt es nicht.');
    const activity = await this.activities.step(
      user.id,
      {
        action: action as ActivityAction,
        at: body?.at ? new Date(body.at) : undefined,
        idempotencyKey: body?.idempotencyKey,
        branchId: body?.branch?.id,
        projectId: body?.project?.id,
        taskId: body?.task?.id,
        source: 'terminal',
      },
      {
        ...ctx,
        actor: ctx.actor ?? {
          id: user.id,
          username: user.username,
          roles: [],
          branchIds: [],
          via: 'session',
        },
      },
    );
    return presentActivity(activity);
  }
}
