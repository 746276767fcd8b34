import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addDays } from '@bestellwerk/domain';
import { DataSource, In, IsNull } from 'typeorm';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext, isAdmin } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { ActivityCorrectionsService } from './activity-corrections.service';
import { presentActivity } from './activity.presenter';
import {
  ActivityQueryDto,
  CorrectActivityDto,
  CreateActivityDto,
  VoidActivityDto,
} from './dto/activity.dto';
import { PresentEmployeeResponse, WorkingActivityResponse } from './dto/time-tracking.response';
import { WorkingActivity } from './entities/working-activity.entity';
import { TimeSheetService, timesOf, today } from './time-sheet.service';
import { activityStateOf } from '@bestellwerk/domain';

/**
 * Working activities in the back office (generic CRUD names of backoffice-api.md §7): the
 * list filtered by user, branch and days; PUT is a correction (the original is kept), DELETE
 * voids with a reason. Employees see their branches' activities only.
 */
@ApiTags('time-tracking')
@Controller('working-activities')
export class WorkingActivitiesController {
  constructor(
    private readonly sheets: TimeSheetService,
    private readonly corrections: ActivityCorrectionsService,
    private readonly dataSource: DataSource,
  ) {}

  private branchFilter(ctx: RequestContext, branch?: number): number[] | undefined {
    const allowed = ctx.actor?.branchIds;
    if (branch) {
      if (allowed !== 'all' && !allowed?.includes(branch)) return [];
      return [branch];
    }
    return allowed === 'all' ? undefined : (allowed ?? []);
  }

  @Get()
  @Access({ role: 'employee', branchScoped: true })
  @ApiDataResponse([WorkingActivityResponse])
  async list(@Query() query: ActivityQueryDto, @Ctx() ctx: RequestContext) {
    const to = query.to ?? today();
    const from = query.from ?? addDays(to, -31);
    if (from > to)
      throw ApiError.validation([{ field: 'from', message: '„Von“ muss vor „Bis“ liegen.' }]);
    const branchIds = this.branchFilter(ctx, query.branch);
    let activities = await this.sheets.activities(from, to, {
      userIds: query.user ? [query.user] : undefined,
      branchIds,
    });
    if (query.history === 'true') {
      const ids = activities.map((activity) => activity.id);
      const originals = ids.length
        ? await this.dataSource
            .getRepository(WorkingActivity)
            .find({ where: { supersededById: In(ids) } })
        : [];
      activities = [...activities, ...originals];
    }
    const now = new Date();
    return activities
      .sort((a, b) => new Date(b.startedAt).getTime() - new Date(a.startedAt).getTime())
      .map((activity) => presentActivity(activity, now));
  }

  /** Who is in now: every open activity, per branch. */
  @Get('present')
  @Access({ role: 'employee', branchScoped: true })
  @ApiDataResponse([PresentEmployeeResponse])
  async present(@Query('branch') branch: string | undefined, @Ctx() ctx: RequestContext) {
    const branchIds = this.branchFilter(ctx, branch ? Number(branch) : undefined);
    const open = await this.dataSource.getRepository(WorkingActivity).find({
      where: {
        endedAt: IsNull(),
        supersededById: IsNull(),
        ...(branchIds ? { branch: { id: In(branchIds) } } : {}),
      },
      order: { startedAt: 'ASC' },
    });
    const now = new Date();
    return open.map((activity) => {
      const view = presentActivity(activity, now);
      return {
        user: view.user,
        branch: view.branch,
        state: activityStateOf(timesOf(activity)),
        since: view.startedAt,
        workedMinutes: view.workedMinutes,
      };
    });
  }

  @Get(':id')
  @Access({ role: 'employee', branchScoped: true })
  @ApiDataResponse(WorkingActivityResponse)
  async one(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return presentActivity(await this.corrections.visible(this.dataSource.manager, id, ctx));
  }

  @Post()
  @Access({ role: 'employee', branchScoped: true })
  @ApiDataResponse(WorkingActivityResponse, { status: 201 })
  create(@Body() body: CreateActivityDto, @Ctx() ctx: RequestContext) {
    if (!isAdmin(ctx.actor) && body.user.id !== ctx.actor?.id)
      throw ApiError.forbidden('Nur Administratoren erfassen Zeiten für andere.');
    return this.corrections.create(body, ctx);
  }

  @Put(':id')
  @Access({ role: 'admin' })
  @ApiDataResponse(WorkingActivityResponse)
  correct(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CorrectActivityDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.corrections.correct(id, body, ctx);
  }

  /** Voids the activity (kept in the history, out of the balances); the reason is required. */
  @Delete(':id')
  @Access({ role: 'admin' })
  @ApiDataResponse(WorkingActivityResponse)
  remove(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: VoidActivityDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.corrections.void(id, query.correctionReason, ctx);
  }
}
