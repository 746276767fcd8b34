import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  emptyVisitorContext,
  HOUR_MS,
  localHour,
  rollUpOrders,
  rollUpVisits,
  viennaDayStart,
  type OrderFact,
  type RollupRow,
  type VisitEvent,
} from '@bestellwerk/domain';

/** A datetime as the driver returns it: a Date (mysql2, timezone 'Z') or UTC text (SQLite). */
export function epochOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  const text = String(value);
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

const json = <T>(value: unknown, fallback: T): T => {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

interface RawVisit {
  createdAt: unknown;
  visitorHash: string;
  branchId: number | null;
  type: string;
  path: string | null;
  browser: string | null;
  os: string | null;
  referrerGroup: string | null;
  referrerSource: string | null;
  screen: string | null;
  pixelRatio: string | null;
  colorScheme: string | null;
}

/**
 * The raw rows the statistics fold: analytics_event and customer_order, read by table name
 * (the orders module's entity stays its own; this module only reads the table). Each reader
 * returns rollup rows for [from, to), by the same libs/domain functions the worker uses.
 */
@Injectable()
export class StatisticsSource {
  constructor(private readonly dataSource: DataSource) {}

  private async visits(
    manager: EntityManager,
    from: number,
    to: number,
    visitors?: string[],
  ): Promise<VisitEvent[]> {
    if (visitors && visitors.length === 0) return [];
    const qb = manager
      .createQueryBuilder()
      .select([
        'e.createdAt AS "createdAt"',
        'e.visitorHash AS "visitorHash"',
        'e.branchId AS "branchId"',
        'e.type AS "type"',
        'e.path AS "path"',
        'e.browser AS "browser"',
        'e.os AS "os"',
        'e.referrerGroup AS "referrerGroup"',
        'e.referrerSource AS "referrerSource"',
        'e.screen AS "screen"',
        'e.pixelRatio AS "pixelRatio"',
        'e.colorScheme AS "colorScheme"',
      ])
      .from('analytics_event', 'e')
      .where('e.createdAt >= :from AND e.createdAt < :to', {
        from: new Date(from),
        to: new Date(to),
      })
      .andWhere('e.visitorHash IS NOT NULL')
      .orderBy('e.createdAt', 'ASC')
      .addOrderBy('e.id', 'ASC');
    if (visitors) qb.andWhere('e.visitorHash IN (:...visitors)', { visitors });
    const rows = await qb.getRawMany<RawVisit>();
    return rows.map((row) => ({
      at: epochOf(row.createdAt),
      visitor: row.visitorHash,
      branchId: row.branchId ?? 0,
      type: row.type,
      path: row.path,
      browser: row.browser,
      os: row.os,
      referrerGroup: row.referrerGroup,
      referrerSource: row.referrerSource,
      screen: row.screen,
      pixelRatio: row.pixelRatio,
      colorScheme: row.colorScheme,
    }));
  }

  /**
   * Rollup rows of the visits in [from, to). A visitor's earlier events of the same Vienna
   * day (the hash changes daily, so a visitor and a visit never span two days) are replayed
   * first, so visits and first-of-day visitors continue correctly across the cut.
   */
  async visitRows(
    from: number,
    to: number,
    manager = this.dataSource.manager,
  ): Promise<RollupRow[]> {
    const events = await this.visits(manager, from, to);
    if (events.length === 0) return [];
    const dayStart = viennaDayStart(localHour(from).day).getTime();
    const context = emptyVisitorContext();
    if (dayStart < from) {
      const visitors = [...new Set(events.map((event) => event.visitor))];
      const earlier: VisitEvent[] = [];
      for (let index = 0; index < visitors.length; index += 500) {
        earlier.push(
          ...(await this.visits(manager, dayStart, from, visitors.slice(index, index + 500))),
        );
      }
      earlier.sort((a, b) => a.at - b.at);
      rollUpVisits(earlier, context);
    }
    return rollUpVisits(events, context);
  }

  /**
   * What the visits in [from, to) are at this moment, in a few characters: how many there are
   * and the last one's id. Events are only ever added, with ids never used twice, so any
   * change to the visits of the window changes this mark.
   */
  async visitMark(from: number, to: number): Promise<string> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'count')
      .addSelect('MAX(e.id)', 'last')
      .from('analytics_event', 'e')
      .where('e.createdAt >= :from AND e.createdAt < :to', {
        from: new Date(from),
        to: new Date(to),
      })
      .getRawOne<{ count: unknown; last: unknown }>();
    return `${Number(row?.count ?? 0)}/${Number(row?.last ?? 0)}`;
  }

  /** Rollup rows of the orders placed in [from, to). */
  async orderRows(
    from: number,
    to: number,
    manager = this.dataSource.manager,
  ): Promise<RollupRow[]> {
    const rows = await manager
      .createQueryBuilder()
      .select([
        'o.createdAt AS "createdAt"',
        'o.branchId AS "branchId"',
        'o.status AS "status"',
        'o.kind AS "kind"',
        'o.isFailed AS "isFailed"',
        'o.items AS "items"',
        'o.totals AS "totals"',
        'o.totalGrossCents AS "totalGrossCents"',
      ])
      .from('customer_order', 'o')
      .where('o.createdAt >= :from AND o.createdAt < :to', {
        from: new Date(from),
        to: new Date(to),
      })
      .getRawMany<Record<string, unknown>>();
    const facts: OrderFact[] = rows.map((row) => {
      const totals = json<{ taxes?: Record<string, { net: number; gross: number }> }>(
        row.totals,
        {},
      );
      const items = json<{ productId: number; name: string; amount: number }[]>(row.items, []);
      return {
        at: epochOf(row.createdAt),
        branchId: Number(row.branchId),
        status: String(row.status),
        kind: String(row.kind),
        isFailed: Boolean(Number(row.isFailed)),
        items: items.map((item) => ({
          productId: item.productId,
          name: item.name,
          amount: Number(item.amount),
        })),
        taxes: Object.fromEntries(
          Object.entries(totals.taxes ?? {}).map(([rate, line]) => [
            rate,
            { net: Number(line.net), gross: Number(line.gross) },
          ]),
        ),
        grossCents: Number(row.totalGrossCents),
      };
    });
    return rollUpOrders(facts);
  }

  /** The hours (UTC hour starts) of orders changed since `since` and placed before `before`. */
  async changedOrderHours(since: number, before: number): Promise<number[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('o.createdAt', 'createdAt')
      .from('customer_order', 'o')
      .where('o.updatedAt >= :since AND o.createdAt < :before', {
        since: new Date(since),
        before: new Date(before),
      })
      .getRawMany<{ createdAt: unknown }>();
    const hours = new Set(
      rows.map((row) => Math.floor(epochOf(row.createdAt) / HOUR_MS) * HOUR_MS),
    );
    return [...hours].sort((a, b) => a - b);
  }

  /** The first hour with raw data of a source, or null. */
  async firstHour(source: 'visits' | 'orders'): Promise<number | null> {
    const table = source === 'visits' ? 'analytics_event' : 'customer_order';
    const row = await this.dataSource
      .createQueryBuilder()
      .select('MIN(t.createdAt)', 'first')
      .from(table, 't')
      .getRawOne<{ first: unknown }>();
    if (!row?.first) return null;
    return Math.floor(epochOf(row.first) / HOUR_MS) * HOUR_MS;
  }
}
