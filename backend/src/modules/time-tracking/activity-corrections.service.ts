import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { RequestContext, canAccessBranch, isAdmin } from '../../common/auth/actor';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { User } from '../users';
import { ActivityInputDto, CorrectActivityDto, CreateActivityDto } from './dto/activity.dto';
import { WorkingActivity } from './entities/working-activity.entity';
import { presentActivity } from './activity.presenter';

const ms = (iso: string) => new Date(iso).getTime();

/** The times of an entry must make sense: end after start, pauses inside, not overlapping. */
export function checkTimes(input: ActivityInputDto, now: Date): void {
  const errors: ApiErrorEntry[] = [];
  const start = ms(input.startedAt);
  const end = input.endedAt ? ms(input.endedAt) : null;
  if (start > now.getTime())
    errors.push({ field: 'startedAt', message: '„Beginn“ darf nicht in der Zukunft liegen.' });
  if (end !== null && end <= start)
    errors.push({ field: 'endedAt', message: '„Ende“ muss nach dem Beginn liegen.' });
  const pauses = [...(input.pauses ?? [])].sort((a, b) => ms(a.startedAt) - ms(b.startedAt));
  let previousEnd = start;
  for (const pause of pauses) {
    const pauseStart = ms(pause.startedAt);
    const pauseEnd = ms(pause.endedAt);
    if (pauseEnd <= pauseStart || pauseStart < previousEnd || (end !== null && pauseEnd > end)) {
      errors.push({
        field: 'pauses',
        message:
          'Die Pausen müssen innerhalb der Aktivität liegen und dürfen sich nicht überschneiden.',
      });
      break;
    }
    previousEnd = pauseEnd;
  }
  if (errors.length) throw ApiError.validation(errors);
}

/**
 * Back-office entries and corrections. A correction never overwrites: the original stays,
 * marked as superseded by a new activity of source 'correction' that names who and why;
 * both are in the audit log. Voiding supersedes an activity by nothing (itself).
 */
@Injectable()
export class ActivityCorrectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private async overlapping(
    manager: EntityManager,
    userId: number,
    input: ActivityInputDto,
    ignoreId: number | null,
  ): Promise<boolean> {
    const others = await manager.getRepository(WorkingActivity).find({
      where: { user: { id: userId }, supersededById: IsNull() },
    });
    const start = ms(input.startedAt);
    const end = input.endedAt ? ms(input.endedAt) : Number.POSITIVE_INFINITY;
    return others.some((other) => {
      if (other.id === ignoreId) return false;
      const otherEnd = other.endedAt ? new Date(other.endedAt).getTime() : Number.POSITIVE_INFINITY;
      return new Date(other.startedAt).getTime() < end && start < otherEnd;
    });
  }

  private entity(
    manager: EntityManager,
    userId: number,
    branchId: number,
    input: ActivityInputDto,
    extra: Partial<WorkingActivity>,
  ) {
    return manager.getRepository(WorkingActivity).create({
      user: { id: userId },
      branch: { id: branchId },
      project: input.project ? { id: input.project.id } : null,
      task: input.task ? { id: input.task.id } : null,
      startedAt: new Date(input.startedAt),
      endedAt: input.endedAt ? new Date(input.endedAt) : null,
      openFor: input.endedAt ? null : userId,
      note: input.note ?? '',
      pauses: (input.pauses ?? []).map((pause) => ({
        startedAt: new Date(pause.startedAt),
        endedAt: new Date(pause.endedAt),
      })),
      ...extra,
    });
  }

  private lockUser(manager: EntityManager, userId: number) {
    const type = manager.connection.options.type;
    if (type === 'mysql' || type === 'mariadb')
      return manager.query('SELECT id FROM `user` WHERE id = ? FOR UPDATE', [userId]);
    return Promise.resolve();
  }

  async create(input: CreateActivityDto, ctx: RequestContext) {
    const now = new Date();
    checkTimes(input, now);
    if (!isAdmin(ctx.actor) && !canAccessBranch(ctx.actor, input.branch.id))
      throw ApiError.forbidden('Sie haben keine Berechtigung für diese Filiale.');
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, input.user.id);
      const user = await manager
        .getRepository(User)
        .findOne({ where: { id: input.user.id }, relations: { branches: true } });
      if (!user)
        throw ApiError.validation([
          { field: 'user', message: '„Benutzer“ verweist auf einen Eintrag, der nicht existiert.' },
        ]);
      if (!user.branches.some((branch) => branch.id === input.branch.id))
        throw ApiError.validation([
          { field: 'branch', message: 'Der Benutzer ist dieser Filiale nicht zugeordnet.' },
        ]);
      if (await this.overlapping(manager, user.id, input, null))
        throw ApiError.conflict(
          'Aktivität konnte nicht erstellt werden. Sie überschneidet sich mit einer anderen Aktivität.',
        );
      const repo = manager.getRepository(WorkingActivity);
      const { id } = await repo.save(
        this.entity(manager, user.id, input.branch.id, input, { source: 'backoffice' }),
      );
      const fresh = await repo.findOneByOrFail({ id });
      await this.audit.record(
        ctx,
        {
          action: 'create',
          entity: 'working-activities',
          entityId: id,
          after: presentActivity(fresh, now),
        },
        manager,
      );
      return fresh;
    });
    return presentActivity(saved, now);
  }

  /** Replaces an activity by a corrected one; the original is kept and marked superseded. */
  async correct(id: number, input: CorrectActivityDto, ctx: RequestContext) {
    const now = new Date();
    checkTimes(input, now);
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(WorkingActivity);
      // The claim comes first and never waits: of corrections sent at once, one takes the
      // row and the others are answered at once (no queue of connections waiting on a lock).
      const claimed = await this.claim(manager, id, 0, 'aktualisiert');
      const locked = await this.visible(manager, id, ctx);
      if (!claimed)
        throw ApiError.conflict(
          'Aktivität konnte nicht aktualisiert werden. Sie wurde bereits korrigiert.',
        );
      if (await this.overlapping(manager, locked.user.id, input, id))
        throw ApiError.conflict(
          'Aktivität konnte nicht aktualisiert werden. Sie überschneidet sich mit einer anderen Aktivität.',
        );
      const correction = await repo.save(
        this.entity(
          manager,
          locked.user.id,
          locked.branch.id,
          { project: locked.project, task: locked.task, ...input } as ActivityInputDto,
          {
            source: 'correction',
            correctionReason: input.correctionReason.trim(),
            correctsId: id,
            correctedBy: ctx.actor ? ({ id: ctx.actor.id } as User) : null,
          },
        ),
      );
      await repo.update(id, { supersededById: correction.id });
      const fresh = await repo.findOneByOrFail({ id: correction.id });
      await this.audit.record(
        ctx,
        {
          action: 'correct',
          entity: 'working-activities',
          entityId: id,
          before: presentActivity(locked, now),
          after: { ...presentActivity(fresh, now), reason: input.correctionReason },
        },
        manager,
      );
      return fresh;
    });
    return presentActivity(saved, now);
  }

  /** Takes an activity out of the balances (kept, superseded by itself), with a reason. */
  async void(id: number, reason: string, ctx: RequestContext) {
    const now = new Date();
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(WorkingActivity);
      // One conditional write: of a void and a correction at once, exactly one takes it.
      const claimed = await this.claim(manager, id, id, 'gelöscht');
      const activity = await this.visible(manager, id, ctx);
      if (!claimed)
        throw ApiError.conflict(
          'Aktivität konnte nicht gelöscht werden. Sie wurde bereits korrigiert.',
        );
      await repo.update(id, { correctionReason: reason.trim() });
      const fresh = await repo.findOneByOrFail({ id });
      await this.audit.record(
        ctx,
        {
          action: 'void',
          entity: 'working-activities',
          entityId: id,
          before: presentActivity(activity, now),
          after: { reason },
        },
        manager,
      );
      return fresh;
    });
    return presentActivity(saved, now);
  }

  /**
   * Marks the activity superseded (by `by`) if nobody did yet; whether this call did. On
   * MariaDB the row is taken with NOWAIT first: a row another correction holds right now
   * answers 409 at once instead of keeping a pooled connection waiting for its lock.
   */
  private async claim(
    manager: EntityManager,
    id: number,
    by: number,
    verb: 'aktualisiert' | 'gelöscht',
  ): Promise<boolean> {
    const type = manager.connection.options.type;
    if (type === 'mysql' || type === 'mariadb') {
      try {
        await manager.query('SELECT id FROM working_activity WHERE id = ? FOR UPDATE NOWAIT', [id]);
      } catch (error) {
        const code = (error as { driverError?: { code?: string }; code?: string }).driverError
          ?.code;
        if (code !== 'ER_LOCK_WAIT_TIMEOUT') throw error;
        throw ApiError.conflict(
          `Aktivität konnte nicht ${verb} werden. Sie wird gerade von jemand anderem korrigiert.`,
        );
      }
    }
    const result = await manager
      .createQueryBuilder()
      .update(WorkingActivity)
      .set({ supersededById: by, openFor: null })
      .where('id = :id AND supersededById IS NULL', { id })
      .execute();
    return !!result.affected;
  }

  async visible(manager: EntityManager, id: number, ctx: RequestContext) {
    const activity = await manager.getRepository(WorkingActivity).findOneBy({ id });
    if (!activity || (!isAdmin(ctx.actor) && !canAccessBranch(ctx.actor, activity.branch.id)))
      throw ApiError.notFound('Die Aktivität wurde nicht gefunden.');
    return activity;
  }
}
