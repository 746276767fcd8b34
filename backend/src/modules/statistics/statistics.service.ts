import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PERMISSIONS,
  hasPermission,
  buildReport,
  isStatisticsName,
  localHour,
  metricsOf,
  parseStatisticsRange,
  previousPeriodCutoff,
  REPORT_DEFINITIONS,
  STATISTICS_ERROR,
  VISIT_METRICS,
  viennaDayStart,
  type RollupRow,
  type StatisticsRange,
  type StatisticsReport,
} from '@bestellwerk/domain';
import { Actor, isAdmin } from '../../common/auth/actor';
import { SingleFlight } from '../../common/concurrency/single-flight';
import { ApiError } from '../../common/http/api-error';
import { MinutesPerDay, WorkingTimeReader } from '../time-tracking/contracts/working-time-reader';
import { StatisticsQueryDto, UserProfileQueryDto } from './dto/statistics-query.dto';
import { epochOf, StatisticsSource } from './statistics-source';
import { StatisticsRollupService, type RollupSource } from './statistics-rollup.service';

const DIGITS = /^[1-9]\d{0,9}$/;
/** Folded visit tails kept: a few ranges (a dashboard's, a report page's) at a time. */
const VISIT_TAILS_KEPT = 8;

/** Where a report's rows come from: day rows before `days`, hour rows before `rolled`, then raw. */
interface ReadBasis {
  days: number;
  rolled: number;
  tail: RollupRow[];
}

export function statisticsError(reason: string, field?: string): ApiError {
  return ApiError.badRequest(`${STATISTICS_ERROR} ${reason}`, field);
}

/**
 * The statistics catalogue: rollup rows up to the worker's watermark plus the raw tail it
 * has not rolled up yet (the minutes since its last round), folded by the same libs/domain
 * functions, shaped by buildReport.
 */
@Injectable()
export class StatisticsService {
  /**
   * The visits' raw tail folded, by window and mark (StatisticsSource.visitMark): the reports
   * of a dashboard ask for the same tail, at once or one after the other, and it is folded
   * once. A new visit changes the mark; a new rollup round the window.
   */
  private readonly visitTails = new Map<string, RollupRow[]>();
  private readonly visitFolds = new SingleFlight<RollupRow[]>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly source: StatisticsSource,
    private readonly rollups: StatisticsRollupService,
    // Bound by the time-tracking module once it exists; until then working time is empty.
    @Optional() private readonly workingTime?: WorkingTimeReader,
  ) {}

  async report(
    name: string,
    query: StatisticsQueryDto,
    actor: Actor | null,
  ): Promise<StatisticsReport> {
    if (!isStatisticsName(name)) {
      throw statisticsError(`Unbekannte Statistik „${name.slice(0, 60)}“.`, 'name');
    }
    // Money needs „revenue“ (libs/domain PERMISSIONS): employees count, they see no takings.
    if (
      REPORT_DEFINITIONS[name].unit === 'cents' &&
      !hasPermission(actor?.roles ?? [], 'revenue')
    ) {
      throw ApiError.forbidden(PERMISSIONS.revenue.refusal);
    }
    const range = this.rangeOf(query.from, query.to);
    const branches = this.branchesFor(actor, query.branch);
    if (name === 'working-activities' || name === 'working-schedules') {
      const rows = await this.workingRows(
        name === 'working-activities' ? 'worked' : 'planned',
        range,
        branches,
      );
      return buildReport(name, range, rows);
    }
    const metrics = metricsOf(name);
    const source: RollupSource = (VISIT_METRICS as readonly string[]).includes(metrics[0])
      ? 'visits'
      : 'orders';
    if (branches?.length === 0) return buildReport(name, range, []);
    const { shape, accept } = REPORT_DEFINITIONS[name];
    const previousUntil = previousPeriodCutoff(range, Date.now());
    // Reports by day read day rows; the *-times heat maps and a running day need the hours.
    const basis = await this.basis(source, range, shape !== 'times' && previousUntil === null);
    if ((shape === 'breakdown' || shape === 'flow') && !accept) {
      // Hours × dimensions grow with the traffic (a referrer long tail: thousands of rows a
      // day); the series needs the hours without dimensions, the breakdown the dimensions
      // of each period without hours — two small reads instead of one large one.
      const [series, dimensions] = await Promise.all([
        this.rows(basis, metrics, range, branches, 'hours'),
        this.rows(basis, metrics, range, branches, 'dimensions'),
      ]);
      const { breakdown, flow } = buildReport(name, range, dimensions);
      return { ...buildReport(name, range, series, previousUntil), breakdown, flow };
    }
    return buildReport(
      name,
      range,
      await this.rows(basis, metrics, range, branches),
      previousUntil,
    );
  }

  private rangeOf(from: string | undefined, to: string | undefined): StatisticsRange {
    const range = parseStatisticsRange(from, to);
    if ('reason' in range) throw statisticsError(range.reason, 'from');
    return range;
  }

  /** null = every branch (administrators without a filter); [] = none. */
  private branchesFor(actor: Actor | null, branch: string | undefined): number[] | null {
    let id: number | null = null;
    if (branch !== undefined && branch !== '') {
      if (!DIGITS.test(branch)) {
        throw statisticsError('„branch“ muss eine Filialnummer sein.', 'branch');
      }
      id = Number(branch);
    }
    if (isAdmin(actor) || actor?.branchIds === 'all') return id === null ? null : [id];
    const allowed = actor?.branchIds ?? [];
    if (id === null) return allowed;
    if (!allowed.includes(id)) throw ApiError.forbidden();
    return [id];
  }

  /**
   * What a report reads, fixed once for all its reads: up to `days` the day rows (complete
   * days), up to `rolled` the hour rows, after it the raw tail — both watermarks in one read
   * and clamped to the range, the tail folded once.
   */
  private async basis(
    source: RollupSource,
    range: StatisticsRange,
    byDay: boolean,
  ): Promise<ReadBasis> {
    const from = range.previousStart.getTime();
    const to = range.end.getTime();
    const clamp = (at: number | null) => Math.max(from, Math.min(to, at ?? from));
    const marks = await this.rollups.watermarks(source);
    const rolled = clamp(marks.rolled);
    // Day rows never reach past the hour rows (a day is built once its hours are).
    const days = byDay ? Math.min(rolled, clamp(marks.days)) : from;
    let tail: RollupRow[] = [];
    if (rolled < to) {
      tail =
        source === 'visits'
          ? await this.visitTail(rolled, to)
          : await this.source.orderRows(rolled, to);
    }
    return { days, rolled, tail };
  }

  /**
   * The visits of [from, to) folded, each visitor continued from their earlier events of the
   * day: the costly part of a report while the last rollup round is minutes old. Orders are
   * read each time: they change (a cancellation) without a new row.
   */
  private async visitTail(from: number, to: number): Promise<RollupRow[]> {
    const key = `${from}-${to}-${await this.source.visitMark(from, to)}`;
    const folded = this.visitTails.get(key);
    if (folded) return folded;
    return this.visitFolds.run(key, async () => {
      const rows = await this.source.visitRows(from, to);
      this.visitTails.set(key, rows);
      for (const old of this.visitTails.keys()) {
        if (this.visitTails.size <= VISIT_TAILS_KEPT) break;
        this.visitTails.delete(old);
      }
      return rows;
    });
  }

  /**
   * The rollup rows of both periods plus the raw tail's. `hours`: without dimensions (every
   * row's dimension ''); `dimensions`: one row per dimension and period, at the period's
   * first hour (its series then means nothing — only its breakdown and flow are used).
   */
  private async rows(
    { days, rolled, tail }: ReadBasis,
    metrics: string[],
    range: StatisticsRange,
    branches: number[] | null,
    collapse?: 'hours' | 'dimensions',
  ): Promise<RollupRow[]> {
    const from = range.previousStart.getTime();
    const start = range.start.getTime();
    const read = { metrics, branches, collapse, previousStart: from, start };
    const rows: RollupRow[] = [
      ...(days > from ? await this.rolledRows('day', from, days, read) : []),
      ...(rolled > days ? await this.rolledRows('hour', days, rolled, read) : []),
    ];
    for (const row of tail) {
      if (!metrics.includes(row.metric)) continue;
      if (branches && !branches.includes(row.branchId)) continue;
      if (collapse === 'hours') rows.push({ ...row, dimension: '' });
      else if (collapse === 'dimensions')
        rows.push({ ...row, hour: row.hour >= start ? start : from });
      else rows.push(row);
    }
    return rows;
  }

  /** Rollup rows of [from, until) from the day or the hour table, grouped as `collapse` asks. */
  private async rolledRows(
    table: 'day' | 'hour',
    from: number,
    until: number,
    read: {
      metrics: string[];
      branches: number[] | null;
      collapse?: 'hours' | 'dimensions';
      previousStart: number;
      start: number;
    },
  ): Promise<RollupRow[]> {
    const { metrics, branches, collapse, previousStart, start } = read;
    const time = `r.${table}`;
    const qb = this.dataSource
      .createQueryBuilder()
      .select('r.metric', 'metric')
      .from(table === 'day' ? 'statistics_rollup_day' : 'statistics_rollup', 'r')
      .where('r.metric IN (:...metrics)', { metrics })
      .andWhere(`${time} >= :from AND ${time} < :until`, {
        from: new Date(from),
        until: new Date(until),
      });
    if (collapse === 'dimensions') {
      // The rows as they lie, summed below: grouping by the dimension text in the database
      // costs a temporary table and a sort, three times the read itself.
      qb.addSelect('r.value', 'value')
        .addSelect(`CASE WHEN ${time} >= :start THEN 1 ELSE 0 END`, 'period')
        .addSelect('r.dimension', 'dimension')
        .setParameter('start', new Date(start));
    } else {
      qb.addSelect('SUM(r.value)', 'value')
        .addSelect(time, 'hour')
        .groupBy('r.metric')
        .addGroupBy(time);
      if (collapse === 'hours') qb.addSelect("''", 'dimension');
      else qb.addSelect('r.dimension', 'dimension').addGroupBy('r.dimension');
    }
    if (branches) qb.andWhere('r.branchId IN (:...branches)', { branches });
    const raw = await qb.getRawMany<{
      hour?: unknown;
      period?: unknown;
      metric: string;
      dimension: string;
      value: unknown;
    }>();
    if (collapse === 'dimensions') {
      // Summed per metric, period and dimension here: the period's first hour stands for it.
      const sums = new Map<string, RollupRow>();
      for (const row of raw) {
        const hour = Number(row.period) === 1 ? start : previousStart;
        const key = `${row.metric}\u0000${hour}\u0000${row.dimension}`;
        const sum = sums.get(key);
        if (sum) sum.value += Number(row.value);
        else
          sums.set(key, {
            hour,
            branchId: 0,
            metric: row.metric,
            dimension: row.dimension,
            value: Number(row.value),
          });
      }
      return [...sums.values()];
    }
    // A day row's hour is its midnight.
    return raw.map((row) => ({
      hour: epochOf(row.hour),
      branchId: 0,
      metric: row.metric,
      dimension: row.dimension,
      value: Number(row.value),
    }));
  }

  private async workingRows(
    kind: 'worked' | 'planned',
    range: StatisticsRange,
    branches: number[] | null,
    userId?: number,
  ): Promise<RollupRow[]> {
    if (!this.workingTime || branches?.length === 0) return [];
    const query = {
      from: range.previousFrom,
      to: range.to,
      ...(branches ? { branchIds: branches } : {}),
      ...(userId !== undefined ? { userId } : {}),
    };
    const days: MinutesPerDay[] =
      kind === 'worked'
        ? await this.workingTime.workedMinutesByDay(query)
        : await this.workingTime.plannedMinutesByDay(query);
    return days.map((day) => ({
      hour: viennaDayStart(day.day).getTime(),
      branchId: 0,
      metric: kind,
      dimension: '',
      value: day.minutes,
    }));
  }

  private userOf(actor: Actor | null, user: string | undefined): number {
    if (!user || !DIGITS.test(user)) {
      throw statisticsError('„user“ muss eine Benutzernummer sein.', 'user');
    }
    const id = Number(user);
    if (!isAdmin(actor) && actor?.id !== id) throw ApiError.forbidden();
    return id;
  }

  /** Time worked and planned of one user, start…end and start…now (the balance). */
  async userProfile(query: UserProfileQueryDto, actor: Actor | null) {
    const user = this.userOf(actor, query.user);
    const range = this.rangeOf(query.start, query.end);
    const now = query.now ?? range.to;
    const untilNow = parseStatisticsRange(range.from, now < range.to ? now : range.to);
    if ('reason' in untilNow || now < range.from) {
      throw statisticsError('„now“ muss zwischen „start“ und „end“ liegen.', 'now');
    }
    const sum = (days: MinutesPerDay[], to: string) =>
      days
        .filter((day) => day.day >= range.from && day.day <= to)
        .reduce((s, d) => s + d.minutes, 0);
    const [[worked, planned], ordersHandled] = await Promise.all([
      this.userDays(user, range),
      this.ordersHandled(user, range),
    ]);
    const workedUntilNow = sum(worked, untilNow.to);
    const plannedUntilNow = sum(planned, untilNow.to);
    return {
      user,
      start: range.from,
      now: untilNow.to,
      end: range.to,
      workedMinutes: sum(worked, range.to),
      plannedMinutes: sum(planned, range.to),
      workedUntilNow,
      plannedUntilNow,
      balanceMinutes: workedUntilNow - plannedUntilNow,
      ordersHandled,
    };
  }

  /**
   * The orders the user handled start…end: distinct orders with a back-office write of theirs
   * (status actions, edits, payments, deletions — each audited with its author).
   */
  private async ordersHandled(user: number, range: StatisticsRange): Promise<number> {
    const row = await this.handledOrders(user, range)
      .select('COUNT(DISTINCT a.entityId)', 'orders')
      .getRawOne<{ orders: unknown }>();
    return Number(row?.orders ?? 0);
  }

  /** The user's audited back-office writes on orders, start…end. */
  private handledOrders(user: number, range: StatisticsRange) {
    return this.dataSource
      .createQueryBuilder()
      .from('audit_log', 'a')
      .where('a.userId = :user', { user })
      .andWhere("a.entity = 'orders'")
      .andWhere('a.createdAt >= :start AND a.createdAt < :end', {
        start: range.start,
        end: range.end,
      });
  }

  /**
   * The orders the user handled per Vienna day (as ordersHandled, counted per day: an order
   * handled on two days counts on both). Grouped here, not in SQL: the day boundary is
   * Vienna's, which neither SQLite nor a MariaDB without time-zone tables can convert.
   */
  private async ordersHandledByDay(
    user: number,
    range: StatisticsRange,
  ): Promise<Map<string, number>> {
    const rows = await this.handledOrders(user, range)
      .select('a.entityId', 'entityId')
      .addSelect('a.createdAt', 'createdAt')
      .getRawMany<{ entityId: unknown; createdAt: unknown }>();
    const orders = new Map<string, Set<string>>();
    for (const row of rows) {
      const day = localHour(epochOf(row.createdAt)).day;
      const set = orders.get(day) ?? new Set<string>();
      set.add(String(row.entityId));
      orders.set(day, set);
    }
    return new Map([...orders].map(([day, set]) => [day, set.size]));
  }

  /** The user's working time and the orders they handled per day, start…end. */
  async userProfileWorkingActivities(query: UserProfileQueryDto, actor: Actor | null) {
    const user = this.userOf(actor, query.user);
    const range = this.rangeOf(query.start, query.end);
    const [[worked, planned], handled] = await Promise.all([
      this.userDays(user, range),
      this.ordersHandledByDay(user, range),
    ]);
    const series = (byDay: Map<string, number>) =>
      buildReport('working-activities', range, []).series.map((point) => ({
        key: point.key,
        value: byDay.get(point.key) ?? 0,
        net: null,
      }));
    const minutes = (days: MinutesPerDay[]) => new Map(days.map((day) => [day.day, day.minutes]));
    const workedSeries = series(minutes(worked));
    const plannedSeries = series(minutes(planned));
    const total = (points: { value: number }[]) => points.reduce((s, p) => s + p.value, 0);
    return {
      user,
      start: range.from,
      end: range.to,
      workedMinutes: total(workedSeries),
      plannedMinutes: total(plannedSeries),
      worked: workedSeries,
      planned: plannedSeries,
      handled: series(handled),
    };
  }

  private async userDays(
    user: number,
    range: StatisticsRange,
  ): Promise<[MinutesPerDay[], MinutesPerDay[]]> {
    if (!this.workingTime) return [[], []];
    const query = { from: range.from, to: range.to, userId: user };
    return Promise.all([
      this.workingTime.workedMinutesByDay(query),
      this.workingTime.plannedMinutesByDay(query),
    ]);
  }
}
