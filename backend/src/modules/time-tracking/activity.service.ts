import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_FAILURES,
  type ActivityAction,
  activityRefusal,
  activityStateOf,
  nextActivityState,
} from '@bestellwerk/domain';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { SingleFlight } from '../../common/concurrency/single-flight';
import { ApiError } from '../../common/http/api-error';
import { isUniqueViolation } from '../../common/http/api-exception.filter';
import { AuditService } from '../audit';
import { User } from '../users';
import { ActivityPause } from './entities/activity-pause.entity';
import { ActivityStamp } from './entities/activity-stamp.entity';
import { ActivitySource, WorkingActivity } from './entities/working-activity.entity';

/** How far back a queued stamp may reach (a terminal's offline queue after an outage). */
const MAX_STAMP_AGE_MS = 48 * 3_600_000;
/** Clock skew allowed between a terminal and the server. */
const MAX_STAMP_AHEAD_MS = 2 * 60_000;

export interface StepRequest {
  action: ActivityAction;
  /** When it happened; now if not given (a queued stamp carries its real time). */
  at?: Date;
  /** A stamp sent again with the same key is not applied twice. */
  idempotencyKey?: string;
  /** The branch of a new activity; the user's first branch if not given. */
  branchId?: number;
  projectId?: number;
  taskId?: number;
  source: ActivitySource;
}

const isLocking = (manager: EntityManager) =>
  manager.connection.options.type === 'mysql' || manager.connection.options.type === 'mariadb';

/**
 * The state machine of libs/domain applied to the database: one step at a time per user
 * (a row lock on the user on MariaDB; SQLite has one writer), a unique open-activity index
 * as the last guard against two running activities, idempotency keys per stamp.
 */
@Injectable()
export class ActivityService {
  /**
   * Steps under way in this process by user and stamp key. A terminal on a flaky line sends
   * the same stamp many times at once: the copies wait for the first one's answer instead of
   * each taking a pool connection to wait on its row lock (other processes: the key's
   * unique index).
   */
  private readonly inFlight = new SingleFlight<WorkingActivity>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The user's open activity (running or paused), if any. */
  current(userId: number, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(WorkingActivity).findOne({
      where: { user: { id: userId }, endedAt: IsNull(), supersededById: IsNull() },
      order: { startedAt: 'DESC' },
    });
  }

  /** The open activity of each of these users, in one read (the branch terminal's names). */
  async currentOf(userIds: number[]): Promise<Map<number, WorkingActivity>> {
    const open = userIds.length
      ? await this.dataSource.getRepository(WorkingActivity).find({
          where: { user: { id: In(userIds) }, endedAt: IsNull(), supersededById: IsNull() },
          order: { startedAt: 'ASC' },
        })
      : [];
    // The latest one wins, as in current().
    return new Map(open.map((activity) => [activity.user.id, activity]));
  }

  /**
   * Applies one stamp. Answers the activity as it is afterwards (for an end, the ended one:
   * the caller's current activity is then none). An illegal step is a 409 in German.
   */
  async step(userId: number, request: StepRequest, ctx: RequestContext): Promise<WorkingActivity> {
    if (!request.idempotencyKey) return this.stepOnce(userId, request, ctx);
    return this.inFlight.run(`${userId}\u0000${request.idempotencyKey}`, () =>
      this.stepOnce(userId, request, ctx),
    );
  }

  private async stepOnce(
    userId: number,
    request: StepRequest,
    ctx: RequestContext,
  ): Promise<WorkingActivity> {
    const now = new Date();
    const at = request.at ?? now;
    const failure = ACTIVITY_FAILURES[request.action];
    if (Number.isNaN(at.getTime()))
      throw ApiError.badRequest(`${failure} Die Zeit ist ungültig.`, 'at');
    if (at.getTime() > now.getTime() + MAX_STAMP_AHEAD_MS)
      throw ApiError.badRequest(`${failure} Die Zeit liegt in der Zukunft.`, 'at');
    if (at.getTime() < now.getTime() - MAX_STAMP_AGE_MS)
      throw ApiError.badRequest(`${failure} Die Zeit liegt mehr als 48 Stunden zurück.`, 'at');
    if (request.idempotencyKey) {
      // A stamp already applied (an offline queue sent again) costs one read.
      const replayed = await this.replayed(this.dataSource.manager, userId, request.idempotencyKey);
      if (replayed) return replayed;
    }
    try {
      const attempt = () =>
        this.dataSource.transaction((manager) =>
          this.stepInTransaction(manager, userId, request, at, ctx),
        );
      // InnoDB rolls a deadlock victim back whole (stamps of one user at the same moment
      // meet in the unique indexes' gap locks): the step is safe to run again.
      return await attempt().catch((error: unknown) =>
        isDeadlock(error)
          ? attempt().catch((again: unknown) =>
              isDeadlock(again) ? attempt() : Promise.reject(again),
            )
          : Promise.reject(error),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A parallel request won the race: a second start, or the same stamp twice.
      const replayed = request.idempotencyKey
        ? await this.replayed(this.dataSource.manager, userId, request.idempotencyKey)
        : null;
      if (replayed) return replayed;
      throw ApiError.conflict(activityRefusal('running', request.action) ?? failure);
    }
  }

  private async stepInTransaction(
    manager: EntityManager,
    userId: number,
    request: StepRequest,
    at: Date,
    ctx: RequestContext,
  ): Promise<WorkingActivity> {
    const stamps = manager.getRepository(ActivityStamp);
    // The stamp's key is written first: the same stamp sent again at the same time waits
    // for this one transaction only, then finds its key taken (and answers as replayed).
    const stampKey = request.idempotencyKey ?? `server:${randomUUID()}`;
    await stamps.insert({
      idempotencyKey: stampKey,
      userId,
      action: request.action,
      at,
      activityId: null,
    });

    const user = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.branches', 'branch')
      .where('user.id = :id', { id: userId })
      .getOne();
    if (!user) throw ApiError.notFound('Der Benutzer wurde nicht gefunden.');
    if (request.action !== 'start' && isLocking(manager)) {
      // Pause, resume and end of one activity one after the other: a lock on its row. A
      // start needs none: the unique open-activity index refuses the second one.
      await manager.query('SELECT id FROM working_activity WHERE openFor = ? FOR UPDATE', [userId]);
    }

    const repo = manager.getRepository(WorkingActivity);
    const current = await this.current(userId, manager);
    const state = activityStateOf(
      current && {
        start: current.startedAt,
        end: current.endedAt,
        pauses: current.pauses.map((p) => ({ start: p.startedAt, end: p.endedAt })),
      },
    );
    const next = nextActivityState(state, request.action);
    if (!next) throw ApiError.conflict(activityRefusal(state, request.action)!);
    const failure = ACTIVITY_FAILURES[request.action];
    if (current && at.getTime() < lastEventTime(current))
      throw ApiError.conflict(`${failure} Die Zeit liegt vor dem letzten Stempel.`, 'at');

    let activity: WorkingActivity;
    if (request.action === 'start') {
      const branchId = request.branchId ?? user.branches[0]?.id;
      if (!branchId || !user.branches.some((branch) => branch.id === branchId))
        throw ApiError.validation([
          {
            field: 'branch',
            message: `${failure} Der Benutzer ist dieser Filiale nicht zugeordnet.`,
          },
        ]);
      const saved = await repo.save(
        repo.create({
          user: { id: userId },
          branch: { id: branchId },
          project: request.projectId ? { id: request.projectId } : null,
          task: request.taskId ? { id: request.taskId } : null,
          startedAt: at,
          endedAt: null,
          openFor: userId,
          source: request.source,
          pauses: [],
        }),
      );
      activity = await repo.findOneByOrFail({ id: saved.id });
    } else {
      activity = current!;
      const pauses = manager.getRepository(ActivityPause);
      const openPause = activity.pauses.find((pause) => !pause.endedAt);
      if (request.action === 'pause') {
        await pauses.save(pauses.create({ activity: { id: activity.id }, startedAt: at }));
      } else if (openPause) {
        await pauses.update(openPause.id, { endedAt: at });
      }
      if (request.action === 'end') {
        await repo.update(activity.id, { endedAt: at, openFor: null });
      }
      activity = await repo.findOneByOrFail({ id: activity.id });
    }
    await stamps.update({ idempotencyKey: stampKey }, { activityId: activity.id });
    await this.audit.record(
      ctx,
      {
        action: request.action,
        entity: 'working-activities',
        entityId: activity.id,
        after: { at, source: request.source, state: next },
      },
      manager,
    );
    return activity;
  }

  /** The activity a stamp with this key already touched (the stamp is then not repeated). */
  private async replayed(
    manager: EntityManager,
    userId: number,
    key: string,
  ): Promise<WorkingActivity | null> {
    const stamp = await manager.getRepository(ActivityStamp).findOneBy({ idempotencyKey: key });
    // Another user's key is no replay of this one's stamp (and shows nothing of theirs).
    if (!stamp?.activityId || stamp.userId !== userId) return null;
    return manager.getRepository(WorkingActivity).findOneBy({ id: stamp.activityId });
  }
}

/** The latest moment recorded on an activity: a new stamp may not lie before it. */
function lastEventTime(activity: WorkingActivity): number {
  let last = new Date(activity.startedAt).getTime();
  for (const pause of activity.pauses) {
    last = Math.max(last, new Date(pause.startedAt).getTime());
    if (pause.endedAt) last = Math.max(last, new Date(pause.endedAt).getTime());
  }
  return last;
}

function isDeadlock(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } })?.driverError;
  return (driverError?.code ?? (error as { code?: string })?.code) === 'ER_LOCK_DEADLOCK';
}
