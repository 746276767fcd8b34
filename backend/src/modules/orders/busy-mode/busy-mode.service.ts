import { Injectable, Logger } from '@nestjs/common';
import {
  BUSY_MESSAGES,
  BusyModeFields,
  automaticBusyChange,
  busyBoardLabel,
  busyExtraError,
  busyPauseError,
  busyStateAt,
} from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContext, canAccessBranch } from '../../../common/auth/actor';
import { ApiError } from '../../../common/http/api-error';
import { AuditService } from '../../audit';
import { LiveEvents } from '../../live-events';
import { Branch, presentPublicBusy } from '../../organisation';
import { Clock } from '../clock';
import { OrderSubmitContextLoader } from '../order-submit-context';
import { BranchPromise } from './branch-promise';
import type { BusyModeResponse } from './busy-mode.dto';

const BUSY_COLUMNS = [
  'busyExtraMinutes',
  'busyPausedUntil',
  'busyAutoSince',
  'busyLimitMinutes',
] as const;
type BusyColumns = Pick<Branch, (typeof BUSY_COLUMNS)[number]>;

const isMariaDb = (manager: EntityManager) =>
  ['mysql', 'mariadb'].includes(manager.connection.options.type);

const NO_ACCESS = 'Sie haben keinen Zugriff auf diese Filiale.';
const NOT_FOUND = 'Die Filiale wurde nicht gefunden.';

/** What a switch asks for: „+N min“, a pause until an instant, or the end of both. */
export type BusySwitch =
  { kind: 'extra'; extraMinutes: number } | { kind: 'pause'; pausedUntil: Date } | { kind: 'off' };

/**
 * Busy mode of a branch (libs/domain busy-mode.ts): the board's switch, the automatic pause,
 * and the state the order check and the storefront read. Stored on the branch row, so the
 * public start data, the order check's branch memo and the page cache drop with it (the
 * 'catalog' topic: CacheChangeSubscriber). Every change is audited in its transaction and
 * announced as the live event 'branch.busy' after the commit.
 */
@Injectable()
export class BusyModeService {
  private readonly logger = new Logger(BusyModeService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly live: LiveEvents,
    private readonly clock: Clock,
    private readonly context: OrderSubmitContextLoader,
    private readonly promise: BranchPromise,
  ) {}

  /** The branch's busy mode for the board; 404 unknown, 403 another branch's. */
  async get(branchId: number, ctx: RequestContext): Promise<BusyModeResponse> {
    const branch = await this.dataSource.getRepository(Branch).findOne({
      where: { id: branchId },
      select: {
        id: true,
        timezone: true,
        ...Object.fromEntries(BUSY_COLUMNS.map((c) => [c, true])),
      },
      loadEagerRelations: false,
    });
    if (!branch) throw ApiError.notFound(NOT_FOUND);
    this.assertAccess(branchId, ctx);
    return this.view(branch, this.clock.now());
  }

  /** Parses the body of PUT …/busy-mode into a switch, or the German 422. */
  parse(body: { extraMinutes?: unknown; pausedUntil?: unknown }, now: Date): BusySwitch {
    const hasExtra = body.extraMinutes !== undefined && body.extraMinutes !== null;
    const hasPause = body.pausedUntil !== undefined && body.pausedUntil !== null;
    if (hasExtra && hasPause) throw ApiError.validation([{ message: BUSY_MESSAGES.oneOfBoth }]);
    if (hasExtra) {
      const problem = busyExtraError(body.extraMinutes);
      if (problem) throw ApiError.validation([{ field: 'extraMinutes', message: problem }]);
      return { kind: 'extra', extraMinutes: body.extraMinutes as number };
    }
    if (hasPause) {
      const raw = body.pausedUntil;
      // An instant: ISO 8601 with Z or an offset; anything else is no time.
      const until =
        typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(raw.trim())
          ? new Date(raw)
          : null;
      const problem = busyPauseError(until, now);
      if (problem) throw ApiError.validation([{ field: 'pausedUntil', message: problem }]);
      return { kind: 'pause', pausedUntil: until! };
    }
    throw ApiError.validation([{ message: BUSY_MESSAGES.noneGiven }]);
  }

  /**
   * Sets (or ends) the manual busy mode. The branch row is locked for the read-modify-write,
   * so parallel switches apply one after another and each audit row's before is the state
   * the one before left; the audit row commits with the change. Ending it also ends an
   * automatic pause (it comes back with the next order event while the wait is still high).
   */
  async set(branchId: number, wanted: BusySwitch, ctx: RequestContext): Promise<BusyModeResponse> {
    this.assertAccess(branchId, ctx);
    const now = this.clock.now();
    const { after, changed } = await this.dataSource.transaction(async (manager) => {
      const before = await this.lockedBusyColumns(manager, branchId);
      if (!before) throw ApiError.notFound(NOT_FOUND);
      const next: BusyColumns = {
        ...before,
        busyExtraMinutes: wanted.kind === 'extra' ? wanted.extraMinutes : null,
        busyPausedUntil: wanted.kind === 'pause' ? wanted.pausedUntil : null,
        busyAutoSince: wanted.kind === 'off' ? null : before.busyAutoSince,
      };
      const changed = !sameBusy(before, next);
      if (changed) {
        await manager.getRepository(Branch).update(
          { id: branchId },
          {
            busyExtraMinutes: next.busyExtraMinutes,
            busyPausedUntil: next.busyPausedUntil,
            busyAutoSince: next.busyAutoSince,
          },
        );
        await this.audit.record(
          ctx,
          {
            action:
              wanted.kind === 'extra'
                ? 'busy-extra'
                : wanted.kind === 'pause'
                  ? 'busy-pause'
                  : 'busy-off',
            entity: 'branches',
            entityId: branchId,
            name: before.name,
            before: auditView(before),
            after: auditView(next),
          },
          manager,
        );
      }
      return { after: { ...next, id: branchId, timezone: before.timezone }, changed };
    });
    const view = this.view(after, now);
    if (changed) await this.announce(view, after);
    return view;
  }

  /**
   * The automatic rule, after an order of the branch was placed or changed: reads the
   * branch (the order check's memo: no statement while nothing changed) and its current
   * promise; switches the automatic pause on or off when the rule says so. A conditional
   * UPDATE decides between processes: only the one that changes the row audits and announces.
   */
  async reconsider(branchId: number): Promise<void> {
    try {
      const branch = await this.context.branch(branchId);
      if (!branch || (!branch.busyLimitMinutes && !branch.busyAutoSince)) return;
      const now = this.clock.now();
      const promised = await this.promise.promisedMinutes(branch, now);
      await this.applyAutomatic(branch, promised, now);
    } catch (error) {
      this.logger.error(`Filiale ${branchId}: Viel-los-Automatik fehlgeschlagen: ${String(error)}`);
    }
  }

  /** Applies the automatic rule for a promise (the seam the tests and the promise use). */
  async applyAutomatic(branch: Branch, promisedMinutes: number, now: Date): Promise<boolean> {
    const change = automaticBusyChange(branch, promisedMinutes);
    if (!change) return false;
    const after = await this.dataSource.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder()
        .update(Branch)
        .set({ busyAutoSince: change === 'on' ? now : null })
        .where('id = :id', { id: branch.id })
        .andWhere(change === 'on' ? 'busyAutoSince IS NULL' : 'busyAutoSince IS NOT NULL');
      const result = await query.execute();
      if (!result.affected) return null;
      const next = { ...pickBusy(branch), busyAutoSince: change === 'on' ? now : null };
      await this.audit.record(
        { actor: null, ip: '' },
        {
          action: change === 'on' ? 'busy-auto-on' : 'busy-auto-off',
          entity: 'branches',
          entityId: branch.id,
          name: branch.name,
          before: { ...auditView(pickBusy(branch)), promisedMinutes },
          after: { ...auditView(next), promisedMinutes },
        },
        manager,
      );
      return { ...next, id: branch.id, timezone: branch.timezone };
    });
    if (!after) return false;
    await this.announce(this.view(after, now), after);
    return true;
  }

  /** Staff of the branch and administrators; anyone else 403 (before the body is read). */
  assertAccess(branchId: number, ctx: RequestContext): void {
    if (!canAccessBranch(ctx.actor, branchId)) throw ApiError.forbidden(NO_ACCESS);
  }

  private async lockedBusyColumns(
    manager: EntityManager,
    branchId: number,
  ): Promise<(BusyColumns & { name: string; timezone: string }) | null> {
    const query = manager
      .getRepository(Branch)
      .createQueryBuilder('branch')
      .select([
        'branch.id',
        'branch.name',
        'branch.timezone',
        ...BUSY_COLUMNS.map((column) => `branch.${column}`),
      ])
      .where('branch.id = :branchId', { branchId });
    // SQLite has one writer at a time anyway.
    return (isMariaDb(manager) ? query.setLock('pessimistic_write') : query).getOne();
  }

  private view(
    branch: BusyModeFields & { id: number; timezone?: string | null },
    now: Date,
  ): BusyModeResponse {
    const state = busyStateAt(branch, now);
    return {
      branchId: branch.id,
      timezone: branch.timezone || 'Europe/Vienna',
      kind: state.kind,
      extraMinutes: state.extraMinutes,
      pausedUntil: state.pausedUntil ? state.pausedUntil.toISOString() : null,
      automatic: state.automatic,
      limitMinutes: branch.busyLimitMinutes ?? null,
      label: busyBoardLabel(state, now, branch.timezone || 'Europe/Vienna'),
    };
  }

  /**
   * The live event `branch.busy`: the board's view for staff, and under `public` what the
   * storefront may show (the same presenter as the branch in /api/init).
   */
  private async announce(view: BusyModeResponse, columns: BusyColumns): Promise<void> {
    try {
      await this.live.publish({
        type: 'branch.busy',
        branchId: view.branchId,
        data: { ...view, public: presentPublicBusy(columns) },
      });
    } catch (error) {
      this.logger.error(`Filiale ${view.branchId}: Live-Ereignis branch.busy: ${String(error)}`);
    }
  }
}

function pickBusy(branch: BusyColumns): BusyColumns {
  return {
    busyExtraMinutes: branch.busyExtraMinutes ?? null,
    busyPausedUntil: branch.busyPausedUntil ?? null,
    busyAutoSince: branch.busyAutoSince ?? null,
    busyLimitMinutes: branch.busyLimitMinutes ?? null,
  };
}

const time = (value: Date | string | null | undefined) =>
  value ? new Date(value).getTime() : null;

function sameBusy(a: BusyColumns, b: BusyColumns): boolean {
  return (
    (a.busyExtraMinutes ?? null) === (b.busyExtraMinutes ?? null) &&
    time(a.busyPausedUntil) === time(b.busyPausedUntil) &&
    time(a.busyAutoSince) === time(b.busyAutoSince)
  );
}

/** The audit row's fields (the log shows them under libs/domain's German field names). */
function auditView(branch: BusyColumns) {
  return {
    busyExtraMinutes: branch.busyExtraMinutes ?? null,
    busyPausedUntil: branch.busyPausedUntil ? new Date(branch.busyPausedUntil).toISOString() : null,
    busyAutoSince: branch.busyAutoSince ? new Date(branch.busyAutoSince).toISOString() : null,
  };
}
