import { Body, Controller, Get, Res, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Access } from '../../common/auth/access';
import { AppConfig } from '../../config/app-config';
import { sendTerminalPage } from '../storefront-host';
import { Ctx, RequestContext, SkipCsrf } from '../../common/auth/actor';
import { ApiDataResponse, ApiTextResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { LoginThrottleService } from '../auth';
import { ApiKeysService, INVALID_API_KEY_MESSAGE } from '../organisation';
import { User } from '../users';
import { ActivityService } from './activity.service';
import { TerminalLoginDto } from './dto/terminal.dto';
import { TerminalEmployeeResponse, TerminalLoginResponse } from './dto/time-tracking.response';
import { TerminalAuthService } from './terminal-auth.service';
import { activityStateOf } from '@bestellwerk/domain';
import { timesOf } from './time-sheet.service';

/**
 * A branch's clock-in tablet at the staff entrance, opened by one of the branch's API keys
 * (the same keys as the order feeds): the page, the branch's employees, and PIN entry,
 * which answers the employee's token for the calls under /time-tracking/{token}/{username}.
 */
@ApiTags('time-tracking')
@Controller('time-tracking-terminal/:branchId/:apiKey')
@Access('apiKey')
@SkipCsrf()
export class BranchTerminalController {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: ApiKeysService,
    private readonly auth: TerminalAuthService,
    private readonly activities: ActivityService,
    private readonly dataSource: DataSource,
    private readonly throttle: LoginThrottleService,
  ) {}

  private async open(branchId: number, apiKey: string) {
    if (!(await this.keys.verify(branchId, apiKey)))
      throw ApiError.forbidden(INVALID_API_KEY_MESSAGE);
  }

  private employees(branchId: number) {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.branches', 'branch', 'branch.id = :branchId', { branchId })
      .where('user.isEnabled = :enabled', { enabled: true })
      .orderBy('user.firstName', 'ASC')
      .addOrderBy('user.lastName', 'ASC')
      .getMany();
  }

  @Get()
  @ApiTextResponse('text/html', { description: 'Die Stempelseite für das Tablet der Filiale' })
  async page(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Param('apiKey') apiKey: string,
    @Res() reply: FastifyReply,
  ) {
    await this.open(branchId, apiKey);
    return sendTerminalPage(reply, this.config.storefrontDir);
  }

  @Get('employees')
  @ApiDataResponse([TerminalEmployeeResponse])
  async list(@Param('branchId', ParseIdPipe) branchId: number, @Param('apiKey') apiKey: string) {
    await this.open(branchId, apiKey);
    const users = await this.employees(branchId);
    const ids = users.map((user) => user.id);
    const [withPin, open] = await Promise.all([
      this.auth.usersWithPin(ids),
      this.activities.currentOf(ids),
    ]);
    return users.map((user) => {
      const current = open.get(user.id);
      return {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        state: activityStateOf(current ? timesOf(current) : null),
        hasPin: withPin.has(user.id),
      };
    });
  }

  @Post('login')
  @HttpCode(200)
  @ApiDataResponse(TerminalLoginResponse)
  async login(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Param('apiKey') apiKey: string,
    @Body() body: TerminalLoginDto,
    @Ctx() ctx: RequestContext,
  ) {
    await this.open(branchId, apiKey);
    const user = (await this.employees(branchId)).find((u) => u.username === body.username);
    if (!user) throw ApiError.unauthorized('Name oder PIN ist falsch.');
    // A four-digit PIN is guessed in minutes without a limit: wrong PINs lock as logins do.
    const ticket = await this.throttle.enterAccount(null, user.id, user.username, 'pin');
    if (!(await this.auth.checkPin(user.id, body.pin))) {
      await this.throttle.failed(ticket);
      throw ApiError.unauthorized('Name oder PIN ist falsch.');
    }
    await this.throttle.succeeded(ticket);
    const issued = await this.auth.issue(user.id, `Terminal Filiale ${branchId}`, ctx);
    return { token: issued.token, username: user.username };
  }
}
