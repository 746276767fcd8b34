import { Injectable, Logger } from '@nestjs/common';
import { Between, DataSource, In } from 'typeorm';
import {
  HOUR_MS,
  ORDER_METRICS,
  VISIT_METRICS,
  hourBucket,
  localHour,
  type RollupRow,
} from '@bestellwerk/domain';
import { AppConfig } from '../../config/app-config';
import { StatisticsRollupState } from './entities/statistics-rollup-state.entity';
import { StatisticsRollup } from './entities/statistics-rollup.entity';
import { StatisticsSource } from './statistics-source';

export type RollupSource = 'visits' | 'orders';

/**
 * A round rolls up to this long before now (to the minute): an event stamped 10:59:59.9 may
 * commit a moment after 11:00, and must not miss its hour's rollup.
 */
export const SETTLE_MS = 2 * 60_000;
const MINUTE_MS = 60_000;
/** Hours per source and round; a long backlog (a fresh install's demo data) takes rounds. */
export const MAX_HOURS_PER_ROUND = 24 * 120;
const HOURS_PER_TRANSACTION = 24;

const METRICS: Record<RollupSource, readonly string[]> = {
  visits: VISIT_METRICS,
  orders: ORDER_METRICS,
};

/**
 * The worker's half of the statistics: folds raw events and orders hour by hour into
 * statistics_rollup. Each hour is one transaction that deletes and rewrites its rows and
 * moves the watermark, so a round that runs twice or dies half-way never double-counts.
 */
@Injectable()
export class StatisticsRollupService {
  private readonly logger = new Logger(StatisticsRollupService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly source: StatisticsSource,
    private readonly config: AppConfig,
  ) {}

  /** Every hour of the source before this is in the rollup table. */
  async rolledUntil(source: RollupSource): Promise<number | null> {
    const state = await this.dataSource.getRepository(StatisticsRollupState).findOneBy({ source });
    return state ? state.rolledUntil.getTime() : null;
  }

  /**
   * One round: both sources up to the last settled minute, then the raw events' retention.
   * The current hour is rolled up as far as it has gone, and rewritten whole by the next
   * round: a report reads raw rows only since the last round (the interval and the settle
   * time), not since the last full hour — its cost no longer grows with an hour's traffic.
   */
  async round(now = Date.now(), options: { maxHours?: number } = {}): Promise<void> {
    const limit = Math.floor((now - SETTLE_MS) / MINUTE_MS) * MINUTE_MS;
    for (const source of ['visits', 'orders'] as const) {
      await this.rollSource(source, limit, now, options.maxHours ?? MAX_HOURS_PER_ROUND);
    }
    await this.prune(now);
  }

  private async rollSource(
    source: RollupSource,
    limit: number,
    now: number,
    maxHours: number,
  ): Promise<void> {
    const state = await this.dataSource.getRepository(StatisticsRollupState).findOneBy({ source });
    const rolled = state?.rolledUntil.getTime() ?? (await this.source.firstHour(source)) ?? limit;
    // A partly rolled hour is rolled again from its start (its rows are rewritten whole).
    let next = hourBucket(rolled);
    if (source === 'orders' && state) {
      // Orders change after their hour (cancelled, paid, edited): those hours again (the
      // partly rolled one follows below anyway).
      const since = (state.checkedAt?.getTime() ?? 0) - SETTLE_MS;
      for (const hour of await this.source.changedOrderHours(since, next)) {
        await this.rollHours(source, hour, hour + HOUR_MS, false);
      }
    }
    let hours = 0;
    while (next < limit && hours < maxHours) {
      // A day's hours per transaction: one read and one write instead of 24.
      const end = Math.min(
        limit,
        next + Math.min(HOURS_PER_TRANSACTION, maxHours - hours) * HOUR_MS,
      );
      await this.rollHours(source, next, end, true);
      hours += Math.ceil((end - next) / HOUR_MS);
      next = end;
      // Let the process answer requests between days (SQLite's driver is synchronous).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.dataSource.getRepository(StatisticsRollupState).save({
      source,
      // Untouched (no hour to roll, or none allowed), the watermark stays where it was.
      rolledUntil: new Date(hours > 0 ? next : rolled),
      checkedAt: new Date(now),
    });
    if (hours > 0) this.logger.log(`Statistik: ${hours} Stunde(n) ${source} zusammengefasst.`);
  }

  /**
   * Rewrites the rows of the hours [from, to) from the raw rows, in one transaction; moves
   * the watermark to `to` in it when asked. Running it again writes the same rows. `from` is
   * an hour's start; `to` may lie inside an hour, whose rows then hold its events before `to`.
   */
  async rollHours(source: RollupSource, from: number, to: number, advance: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows =
        source === 'visits'
          ? await this.source.visitRows(from, to, manager)
          : await this.source.orderRows(from, to, manager);
      const repo = manager.getRepository(StatisticsRollup);
      await repo.delete({
        hour: Between(new Date(from), new Date(to - 1)),
        metric: In([...METRICS[source]]),
      });
      const cells = this.cells(rows, from, to);
      for (let index = 0; index < cells.length; index += 500) {
        await repo.insert(cells.slice(index, index + 500));
      }
      if (advance) {
        await manager
          .getRepository(StatisticsRollupState)
          .save({ source, rolledUntil: new Date(to) });
      }
    });
  }

  /** The rows as table cells; dimensions cut to the column's 191 characters and merged. */
  private cells(rows: RollupRow[], from: number, to: number) {
    const merged = new Map<
      string,
      { hour: Date; branchId: number; metric: string; dimension: string; value: number }
    >();
    for (const row of rows) {
      if (row.hour < from || row.hour >= to) continue;
      const dimension = row.dimension.slice(0, 191);
      const key = `${row.hour}|${row.branchId}|${row.metric}|${dimension}`;
      const cell = merged.get(key);
      if (cell) cell.value += row.value;
      else merged.set(key, { ...row, hour: new Date(row.hour), dimension });
    }
    return [...merged.values()];
  }

  /** Raw events older than the retention, and only those already rolled up, are deleted. */
  private async prune(now: number): Promise<void> {
    const rolled = await this.rolledUntil('visits');
    if (rolled === null) return;
    const keepFrom = now - this.config.env.ANALYTICS_RAW_RETENTION_DAYS * 24 * HOUR_MS;
    const cutoff = new Date(Math.min(rolled, keepFrom));
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('analytics_event')
      .where('createdAt < :cutoff', { cutoff })
      .execute();
    // The visitor hash's salts of past days (VisitorSaltService deletes them as well).
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('analytics_salt')
      .where('day < :today', { today: localHour(hourBucket(now)).day })
      .execute();
  }
}
