import { Injectable } from '@nestjs/common';
import { ABSENCE_KIND_LABELS, daysBetween } from '@bestellwerk/domain';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { RequestContext, isAdmin } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { JobQueue } from '../jobs';
import { User } from '../users';
import { AbsenceQueryDto, CreateAbsenceDto, UpdateAbsenceDto } from './dto/planning.dto';
import { Absence } from './entities/absence.entity';
import { person } from './planning.controller';

const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export function presentAbsence(absence: Absence) {
  return {
    ...absence,
    user: person(absence.user),
    decidedBy: absence.decidedBy ? person(absence.decidedBy) : null,
    decidedAt: absence.decidedAt ? new Date(absence.decidedAt).toISOString() : null,
    createdAt: new Date(absence.createdAt).toISOString(),
  };
}

/**
 * Absence requests: an employee asks for their own days, an administrator (the manager)
 * approves or rejects; both steps send an e-mail through the job outbox in the same
 * transaction. Only approved absences count in the balances.
 */
@Injectable()
export class AbsencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly jobs: JobQueue,
  ) {}

  async list(query: AbsenceQueryDto, ctx: RequestContext) {
    const where: FindOptionsWhere<Absence> = {};
    if (!isAdmin(ctx.actor)) where.user = { id: ctx.actor!.id };
    else if (query.user) where.user = { id: query.user };
    if (query.status) where.status = query.status as Absence['status'];
    if (query.kind) where.kind = query.kind as Absence['kind'];
    const absences = await this.dataSource.getRepository(Absence).find({
      where,
      order: { fromDay: 'DESC', id: 'DESC' },
      take: query.perPage ?? 500,
      skip: ((query.page ?? 1) - 1) * (query.perPage ?? 500),
    });
    return absences.map(presentAbsence);
  }

  async one(id: number, ctx: RequestContext, manager = this.dataSource.manager) {
    const absence = await manager.getRepository(Absence).findOneBy({ id });
    if (!absence || (!isAdmin(ctx.actor) && absence.user.id !== ctx.actor?.id))
      throw ApiError.notFound('Die Abwesenheit wurde nicht gefunden.');
    return absence;
  }

  private check(input: { fromDay?: string; toDay?: string; halfDay?: boolean }) {
    if (input.fromDay && input.toDay && input.fromDay > input.toDay)
      throw ApiError.validation([
        { field: 'toDay', message: '„Bis“ darf nicht vor „Von“ liegen.' },
      ]);
    if (input.fromDay && input.toDay && daysBetween(input.fromDay, input.toDay) > 366)
      throw ApiError.validation([
        { field: 'toDay', message: 'Eine Abwesenheit darf höchstens ein Jahr dauern.' },
      ]);
  }

  private async managersMail(
    manager: EntityManager,
    absence: Absence,
    subject: string,
    text: string,
  ) {
    const admins = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.roles LIKE :role', { role: '%ROLE_ADMIN%' })
      .andWhere('user.isEnabled = :enabled', { enabled: true })
      .getMany();
    for (const admin of admins.filter((candidate) => candidate.email)) {
      await this.jobs.addInTransaction(
        manager,
        'email',
        'absence-requested',
        { to: admin.email!, subject, text },
        {
          key: `absence:${absence.id}:requested:${admin.id}`,
        },
      );
    }
  }

  private describe(absence: Absence) {
    const days =
      absence.fromDay === absence.toDay
        ? germanDate(absence.fromDay)
        : `${germanDate(absence.fromDay)} – ${germanDate(absence.toDay)}`;
    return `${ABSENCE_KIND_LABELS[absence.kind]}${absence.halfDay ? ' (halber Tag)' : ''} ${days}`;
  }

  async create(input: CreateAbsenceDto, ctx: RequestContext) {
    this.check(input);
    if (!isAdmin(ctx.actor) && input.user.id !== ctx.actor?.id)
      throw ApiError.forbidden('Sie können nur für sich selbst Abwesenheiten beantragen.');
    const saved = await this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ id: input.user.id });
      if (!user)
        throw ApiError.validation([
          { field: 'user', message: '„Benutzer“ verweist auf einen Eintrag, der nicht existiert.' },
        ]);
      const repo = manager.getRepository(Absence);
      // A manager entering someone's absence (a sick call, agreed holidays) decides it too:
      // it counts at once; the employee gets word instead of the managers a request.
      const entered = isAdmin(ctx.actor) && input.user.id !== ctx.actor?.id;
      const { id } = await repo.save(
        repo.create({
          ...input,
          user,
          note: input.note ?? '',
          ...(entered
            ? {
                status: 'approved' as const,
                decidedBy: { id: ctx.actor!.id },
                decidedAt: new Date(),
              }
            : { status: 'requested' as const }),
        }),
      );
      const fresh = await repo.findOneByOrFail({ id });
      await this.audit.record(
        ctx,
        { action: 'create', entity: 'absences', entityId: id, after: presentAbsence(fresh) },
        manager,
      );
      if (entered) {
        if (user.email)
          await this.jobs.addInTransaction(
            manager,
            'email',
            'absence-entered',
            {
              to: user.email,
              subject: 'Abwesenheit eingetragen',
              text: `Für Sie wurde eingetragen: ${this.describe(fresh)}.${fresh.note ? `\nBemerkung: ${fresh.note}` : ''}`,
            },
            { key: `absence:${id}:entered` },
          );
        return fresh;
      }
      const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
      await this.managersMail(
        manager,
        fresh,
        `Abwesenheitsantrag von ${name}`,
        `${name} beantragt: ${this.describe(fresh)}.\n${fresh.note ? `Bemerkung: ${fresh.note}\n` : ''}\nBitte im Back Office unter Zeiterfassung › Abwesenheiten genehmigen oder ablehnen.`,
      );
      return fresh;
    });
    await this.jobs.flush().catch(() => undefined);
    return presentAbsence(saved);
  }

  async update(id: number, input: UpdateAbsenceDto, ctx: RequestContext) {
    const saved = await this.dataSource.transaction(async (manager) => {
      const absence = await this.one(id, ctx, manager);
      if (absence.status !== 'requested' && !isAdmin(ctx.actor))
        throw ApiError.conflict(
          'Abwesenheit konnte nicht aktualisiert werden. Sie wurde bereits entschieden.',
        );
      const before = presentAbsence(absence);
      const { user: _ignored, ...changes } = input;
      this.check({
        fromDay: changes.fromDay ?? absence.fromDay,
        toDay: changes.toDay ?? absence.toDay,
      });
      await manager.getRepository(Absence).update(id, changes);
      const fresh = await manager.getRepository(Absence).findOneByOrFail({ id });
      await this.audit.record(
        ctx,
        {
          action: 'update',
          entity: 'absences',
          entityId: id,
          before,
          after: presentAbsence(fresh),
        },
        manager,
      );
      return fresh;
    });
    return presentAbsence(saved);
  }

  async remove(id: number, ctx: RequestContext) {
    await this.dataSource.transaction(async (manager) => {
      const absence = await this.one(id, ctx, manager);
      if (absence.status === 'approved' && !isAdmin(ctx.actor))
        throw ApiError.conflict(
          'Abwesenheit konnte nicht gelöscht werden. Sie ist bereits genehmigt.',
        );
      await manager.getRepository(Absence).delete(id);
      await this.audit.record(
        ctx,
        { action: 'delete', entity: 'absences', entityId: id, before: presentAbsence(absence) },
        manager,
      );
    });
    return { id };
  }

  /** The manager's answer; the employee gets an e-mail. A decided request is not decided again. */
  async decide(id: number, status: 'approved' | 'rejected', ctx: RequestContext) {
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Absence);
      const absence = await this.one(id, ctx, manager);
      // The conditional update decides once, however many managers click at the same time.
      const result = await repo
        .createQueryBuilder()
        .update(Absence)
        .set({ status, decidedBy: { id: ctx.actor!.id }, decidedAt: new Date() })
        .where('id = :id AND status = :requested', { id, requested: 'requested' })
        .execute();
      if (!result.affected)
        throw ApiError.conflict(
          'Abwesenheit konnte nicht aktualisiert werden. Sie wurde bereits entschieden.',
        );
      const fresh = await repo.findOneByOrFail({ id });
      await this.audit.record(
        ctx,
        {
          action: status === 'approved' ? 'approve' : 'reject',
          entity: 'absences',
          entityId: id,
          before: presentAbsence(absence),
          after: presentAbsence(fresh),
        },
        manager,
      );
      if (fresh.user.email) {
        const verdict = status === 'approved' ? 'genehmigt' : 'abgelehnt';
        await this.jobs.addInTransaction(
          manager,
          'email',
          `absence-${status}`,
          {
            to: fresh.user.email,
            subject: `Ihr Antrag wurde ${verdict}`,
            text: `Ihr Antrag „${this.describe(fresh)}“ wurde ${verdict}.`,
          },
          { key: `absence:${id}:${status}` },
        );
      }
      return fresh;
    });
    await this.jobs.flush().catch(() => undefined);
    return presentAbsence(saved);
  }
}
