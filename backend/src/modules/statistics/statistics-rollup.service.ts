import { Injectable, Logger } from '@nestjs/common';
import { Between, DataSource, EntityManager, In } from 'typeorm';
import {
  addDays,
  HOUR_MS,
  ORDER_METRICS,
  VISIT_METRICS,
  hourBucket,
  localHour,
  type RollupRow,
  viennaDayStart,
} from '@bestellwerk/domain';
import { AppConfig } from '../../config/app-config';
import { StatisticsRollupDay } from './entities/statistics-rollup-day.entity';
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

/** The state row of a source's day rows: every complete day before its `rolledUntil`. */
const daysState = (source: RollupSource) => `${source}-days`;

/** Midnight in Vienna of the day after the one starting at `day` (23 or 25 hours on DST days). */
export function nextViennaDay(day: number): number {
  return viennaDayStart(addDays(localHour(day).day, 1)).getTime();
}

/** Midnight in Vienna of the day an instant lies in. */
export function viennaDayOf(at: number): number {
  return viennaDayStart(localHour(hourBucket(at)).day).getTime();
}

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

  /** Both watermarks of a source in one read: its hour rows and its day rows. */
  async watermarks(source: RollupSource): Promise<{ rolled: number | null; days: number | null }> {
    const states = await this.dataSource
      .getRepository(StatisticsRollupState)
      .findBy({ source: In([source, daysState(source)]) });
    const mark = (name: string) =>
      states.find((state) => state.source === name)?.rolledUntil.getTime() ?? null;
    return { rolled: mark(source), days: mark(daysState(source)) };
  }

  /** Every complete Vienna day before this has its rows in statistics_rollup_day. */
  async daysUntil(
    source: RollupSource,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number | null> {
    const state = await manager
      .getRepository(StatisticsRollupState)
      .findOneBy({ source: daysState(source) });
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
    await this.rollDays(source, hours > 0 ? next : rolled);
  }

  /**
   * Builds the day rows of every day that the hour rows now hold completely, each day in
   * one transaction with the day watermark: a round that dies between two days resumes at
   * the first one without rows.
   */
  private async rollDays(source: RollupSource, rolled: number): Promise<void> {
    let day = await this.daysUntil(source);
    if (day === null) {
      const [first] = await this.dataSource
        .getRepository(StatisticsRollup)
        .find({ where: { metric: In([...METRICS[source]]) }, order: { hour: 'ASC' }, take: 1 });
      if (!first) return;
      day = viennaDayOf(first.hour.getTime());
    }
    let days = 0;
    for (let end = nextViennaDay(day); end <= rolled; day = end, end = nextViennaDay(day)) {
      const start = day;
      await this.dataSource.transaction(async (manager) => {
        await this.rewriteDay(manager, source, start);
        await manager
          .getRepository(StatisticsRollupState)
          .save({ source: daysState(source), rolledUntil: new Date(end) });
      });
      days += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (days > 0) this.logger.log(`Statistik: ${days} Tag(e) ${source} zusammengefasst.`);
  }

  /** The day's rows as the sums of its hour rows (deleted and written again: repeatable). */
  private async rewriteDay(
    manager: EntityManager,
    source: RollupSource,
    day: number,
  ): Promise<void> {
    const metrics = [...METRICS[source]];
    await manager
      .getRepository(StatisticsRollupDay)
      .delete({ day: new Date(day), metric: In(metrics) });
    const [select, parameters] = manager
      .createQueryBuilder()
      .select('r.metric', 'metric')
      .addSelect(':day', 'day')
      .addSelect('r.branchId', 'branchId')
      .addSelect('r.dimension', 'dimension')
      .addSelect('SUM(r.value)', 'value')
      .from(StatisticsRollup, 'r')
      .where('r.metric IN (:...metrics)', { metrics })
      .andWhere('r.hour >= :day AND r.hour < :end', {
        day: new Date(day),
        end: new Date(nextViennaDay(day)),
      })
      .groupBy('r.metric')
      .addGroupBy('r.branchId')
      .addGroupBy('r.dimension')
      .getQueryAndParameters();
    // The query builder orders the selected columns its own way: taken by name.
    const escape = (name: string) => manager.connection.driver.escape(name);
    const columns = ['metric', 'day', 'branchId', 'dimension', 'value'].map(escape);
    const picked = columns.map((column) => `${escape('s')}.${column}`).join(', ');
    await manager.query(
      `INSERT INTO ${escape('statistics_rollup_day')} (${columns.join(', ')}) SELECT ${picked} FROM (${select}) ${escape('s')}`,
      parameters,
    );
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
      // Hours of a day that already has day rows (an order changed after its day): the day
      // follows in the same transaction.
      const built = await this.daysUntil(source, manager);
      if (built !== null) {
        for (let day = viennaDayOf(from); day < Math.min(to, built); day = nextViennaDay(day)) {
          await this.rewriteDay(manager, source, day);
        }
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
