/**
 * 6. Every report of the statistics catalogue over the last 30 days at 10M analytics events
 * and 1M orders, against the same report at 100k events and 10k orders: the median time of
 * GET /api/statistics/{name} on the large database over the median on the small one, ≤ 2
 * (a report that reads the hourly rollups barely grows with the raw tables; one that reads
 * raw rows grows with them).
 *
 * Both databases hold 90 days. The small one is the demo shop's own history generator
 * (insertDemoStatistics: lunch and evening peaks, weekends, browsers, screens, referrers,
 * 1–3 items an order over the whole menu, cancelled and rejected orders), tuned to the small
 * size, plus today's orders (copies of yesterday's, shifted by a day); the large one is the
 * same rows copied by INSERT … SELECT over MariaDB's sequence engine, each copy with visitor
 * hashes, ticket numbers and order uids of its own. Then the product's rollup job
 * (StatisticsRollupService.round, what the worker's 'statistics' job runs) folds both into
 * statistics_rollup as the last round left it, `BENCH_STATS_TAIL_MINUTES` (default 5, the
 * worker's STATISTICS_ROLLUP_INTERVAL_SECONDS) ago: the events and orders since (that, plus
 * the round's 2 minutes of settle time) stay raw, as just before the next round, and every
 * report reads them from analytics_event / customer_order.
 */
/** How long ago the last rollup round ran (the worker runs one every 5 minutes by default). */
const TAIL_MINUTES = Number(process.env.BENCH_STATS_TAIL_MINUTES ?? 5);
import {
  backendModule,
  connect,
  Connection,
  createDatabase,
  dropDatabase,
  modules,
  rows,
} from '../lib/database.mts';
import { QUICK, REDIS_URL, RUN_ID, median } from '../lib/env.mts';
import { benchAdmin } from '../lib/http.mts';
import { productEnv, startApi, Started } from '../lib/processes.mts';
import { fmt, ratioRow, Row, SectionResult } from '../lib/report.mts';

const SECTION = 'statistics';
const SMALL = {
  events: Number(process.env.BENCH_STATS_SMALL_EVENTS ?? 100_000),
  orders: Number(process.env.BENCH_STATS_SMALL_ORDERS ?? 10_000),
};
/** The large side is the small one copied this many times (100: 10M events, 1M orders). */
const COPIES = Number(process.env.BENCH_STATS_COPIES ?? (QUICK ? 10 : 100));
const RUNS = QUICK ? 3 : 5;
const DAYS = 90;
/** Rows per INSERT … SELECT when copying (one statement, one transaction). */
const CHUNK = 500_000;
/** Raw events stay this long (the default is 30): the raw table keeps all it was filled with. */
const RETENTION_DAYS = '365';

interface Domain {
  STATISTICS_NAMES: readonly string[];
  addDays(day: string, days: number): string;
  toLocal(at: Date, zone: string): { date: string };
}
const domain = () => backendModule<Domain>('@bestellwerk/domain');

const env = (url: string, label: string) =>
  productEnv(url, {
    REDIS_URL,
    REDIS_PREFIX: `bench_${RUN_ID}_statistics_${label}`,
    ANALYTICS_RAW_RETENTION_DAYS: RETENTION_DAYS,
  });

/** Runs `work` with a TypeORM data source of the product on the database at `url`. */
async function withDataSource<T>(url: string, work: (source: unknown) => Promise<T>): Promise<T> {
  const { config: configModule, dataSource, typeorm } = modules();
  const config = configModule.AppConfig.fromProcess({ DATABASE_URL: url, NODE_ENV: 'test' });
  const source = new typeorm.DataSource(dataSource.dataSourceOptions(config));
  await source.initialize();
  try {
    return await work(source);
  } finally {
    await source.destroy();
  }
}

/** The demo shop's 90-day history generator, sized to `SMALL`. */
async function generate(url: string, db: Connection, now: number) {
  const [{ branches }] = await rows<{ branches: number }>(
    db,
    'SELECT COUNT(*) AS branches FROM branch',
  );
  const { insertDemoStatistics } = backendModule<{
    insertDemoStatistics(
      manager: unknown,
      options: Record<string, number>,
    ): Promise<{ orders: number; events: number }>;
  }>('./database/seeds/demo-statistics.seed.js');
  // The generator averages ~4.2 events a visit and ~1.06 for the weekday mix; it writes no
  // orders for today (they are added below).
  const visitsPerDay = Math.max(1, Math.round(SMALL.events / (Number(branches) * DAYS * 4.45)));
  const ordersPerDay = Math.max(1, Math.round(SMALL.orders / (Number(branches) * DAYS * 1.06)));
  await withDataSource(url, (source) =>
    (source as { transaction<T>(run: (manager: unknown) => Promise<T>): Promise<T> }).transaction(
      (manager) => insertDemoStatistics(manager, { days: DAYS, now, visitsPerDay, ordersPerDay }),
    ),
  );
  // Today's orders so far: yesterday's up to this time of day, a day later.
  const columns = await columnsOf(db, 'customer_order');
  const shifted: Record<string, string> = {
    uid: 'UUID()',
    hash: "REPLACE(UUID(), '-', '')",
    idempotencyKey: 'NULL',
    ticketDate: "DATE_FORMAT(STR_TO_DATE(t.ticketDate, '%Y-%m-%d') + INTERVAL 1 DAY, '%Y-%m-%d')",
    createdAt: 't.createdAt + INTERVAL 1 DAY',
    updatedAt: 't.updatedAt + INTERVAL 1 DAY',
    slotStart: 't.slotStart + INTERVAL 1 DAY',
    announcedAt: 't.announcedAt + INTERVAL 1 DAY',
  };
  const today = domain().toLocal(new Date(now), 'Europe/Vienna').date;
  await db.query(
    `INSERT INTO customer_order (${list(columns)})
     SELECT ${columns.map((c) => shifted[c] ?? `t.\`${c}\``).join(', ')} FROM customer_order t
     WHERE t.ticketDate = ? AND t.createdAt + INTERVAL 1 DAY < ?`,
    [domain().addDays(today, -1), new Date(now)],
  );
}

const list = (columns: string[]) => columns.map((c) => `\`${c}\``).join(', ');

async function columnsOf(db: Connection, table: string): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      db,
      "SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME <> 'id' ORDER BY ORDINAL_POSITION",
      [table],
    )
  ).map((r) => r.name);
}

/**
 * Adds `copies − 1` copies of every row of `table` (as it is now), `overrides` giving the
 * columns that must differ per copy (`s.seq` = 1…copies − 1), in statements of ~CHUNK rows.
 */
async function multiply(
  db: Connection,
  table: string,
  copies: number,
  overrides: Record<string, string>,
): Promise<void> {
  const [{ n, maxId }] = await rows<{ n: number; maxId: number }>(
    db,
    `SELECT COUNT(*) AS n, MAX(id) AS maxId FROM \`${table}\``,
  );
  if (Number(n) === 0 || copies < 2) return;
  const columns = await columnsOf(db, table);
  const select = columns.map((c) => overrides[c] ?? `t.\`${c}\``).join(', ');
  const per = Math.max(1, Math.floor(CHUNK / Number(n)));
  for (let from = 1; from < copies; from += per) {
    const to = Math.min(copies - 1, from + per - 1);
    await db.query(
      `INSERT INTO \`${table}\` (${list(columns)})
       SELECT ${select} FROM \`${table}\` t JOIN seq_${from}_to_${to} s WHERE t.id <= ?`,
      [maxId],
    );
  }
}

interface RollupModules {
  rollup: {
    StatisticsRollupService: new (
      dataSource: unknown,
      source: unknown,
      config: unknown,
    ) => {
      round(now?: number, options?: { maxHours?: number }): Promise<void>;
      rolledUntil(source: 'visits' | 'orders'): Promise<number | null>;
    };
  };
  source: { StatisticsSource: new (dataSource: unknown) => unknown };
}

/** The round of the worker's rollup job (what its 'statistics' job runs) of TAIL_MINUTES ago. */
async function rollUp(url: string, now: number): Promise<{ seconds: number; rolled: number }> {
  const started = Date.now();
  const rollup = backendModule<RollupModules['rollup']>(
    './modules/statistics/statistics-rollup.service.js',
  );
  const source = backendModule<RollupModules['source']>(
    './modules/statistics/statistics-source.js',
  );
  const { config: configModule } = modules();
  const config = configModule.AppConfig.fromProcess({
    DATABASE_URL: url,
    NODE_ENV: 'test',
    ANALYTICS_RAW_RETENTION_DAYS: RETENTION_DAYS,
  });
  const rolled = await withDataSource(url, async (dataSource) => {
    const service = new rollup.StatisticsRollupService(
      dataSource,
      new source.StatisticsSource(dataSource),
      config,
    );
    await service.round(now - TAIL_MINUTES * 60_000, { maxHours: 24 * (DAYS + 2) });
    return (await service.rolledUntil('visits')) ?? 0;
  });
  return { seconds: (Date.now() - started) / 1000, rolled };
}

async function prepare(label: string, copies: number, now: number) {
  const database = await createDatabase(`stats_${label}`);
  const db = await connect(database.url);
  const t0 = Date.now();
  await generate(database.url, db, now);
  await multiply(db, 'analytics_event', copies, {
    visitorHash: "LEFT(MD5(CONCAT(t.visitorHash, '-', s.seq)), 32)",
    // More traffic brings more referring websites (a long tail), not only more of the same.
    referrerSource:
      "IF(t.referrerGroup = 'website', CONCAT('seite-', s.seq MOD 50, '.at'), t.referrerSource)",
  });
  await multiply(db, 'customer_order', copies, {
    uid: 'UUID()',
    hash: "REPLACE(UUID(), '-', '')",
    idempotencyKey: 'NULL',
    ticketNumber: 't.ticketNumber + 1000 * s.seq',
  });
  await db.query('ANALYZE TABLE analytics_event, customer_order');
  const fillSeconds = (Date.now() - t0) / 1000;
  const roll = await rollUp(database.url, now);
  const [counts] = await rows<{ events: number; orders: number; cells: number }>(
    db,
    `SELECT (SELECT COUNT(*) FROM analytics_event) AS events,
            (SELECT COUNT(*) FROM customer_order) AS orders,
            (SELECT COUNT(*) FROM statistics_rollup) AS cells`,
  );
  const [tail] = await rows<{ events: number; orders: number }>(
    db,
    `SELECT (SELECT COUNT(*) FROM analytics_event WHERE createdAt >= ?) AS events,
            (SELECT COUNT(*) FROM customer_order WHERE createdAt >= ?) AS orders`,
    [new Date(roll.rolled), new Date(roll.rolled)],
  );
  await db.query('ANALYZE TABLE statistics_rollup');
  await db.end();
  const api = await startApi(`statistics-api-${label}`, env(database.url, label));
  const admin = await benchAdmin(api.url, database.url);
  return {
    database,
    api,
    fillSeconds,
    rollSeconds: roll.seconds,
    rolledUntil: roll.rolled,
    events: Number(counts.events),
    orders: Number(counts.orders),
    cells: Number(counts.cells),
    tailEvents: Number(tail.events),
    tailOrders: Number(tail.orders),
    cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/** One request, timed to its last byte; NaN when it fails or times out. */
async function timeOne(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { cookie },
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    if (response.status !== 200) return Number.NaN;
  } catch {
    return Number.NaN;
  }
  return performance.now() - started;
}

export async function runStatistics(): Promise<SectionResult> {
  const rows_: Row[] = [];
  const notes: string[] = [];
  const started: { database: { name: string }; api: Started }[] = [];
  // Both sides are filled against the same clock, so "the last 30 days" are the same days.
  const now = Date.now();
  const { STATISTICS_NAMES, addDays, toLocal } = domain();
  const to = toLocal(new Date(now), 'Europe/Vienna').date;
  const from = addDays(to, -29);
  try {
    const small = await prepare('small', 1, now);
    started.push(small);
    const large = await prepare('large', COPIES, now);
    started.push(large);
    for (const [label, side] of [
      ['small', small],
      ['large', large],
    ] as const) {
      notes.push(
        `${label}: ${side.events} analytics events and ${side.orders} orders over ${DAYS} days ` +
          `(filled in ${fmt(side.fillSeconds, 0)} s), rolled up by StatisticsRollupService.round in ` +
          `${fmt(side.rollSeconds, 0)} s into ${side.cells} rollup rows up to ${new Date(side.rolledUntil).toISOString()}; ` +
          `raw tail after it: ${side.tailEvents} events, ${side.tailOrders} orders.`,
      );
    }
    for (const name of STATISTICS_NAMES) {
      const path = `/api/statistics/${name}?from=${from}&to=${to}`;
      const times = { small: [] as number[], large: [] as number[] };
      // One request each first: the first call of a report warms its code and MariaDB's pages.
      await timeOne(`${small.api.url}${path}`, small.cookie);
      await timeOne(`${large.api.url}${path}`, large.cookie);
      for (let run = 0; run < RUNS; run++) {
        for (const [label, side] of [
          ['small', small],
          ['large', large],
        ] as const) {
          times[label].push(await timeOne(`${side.api.url}${path}`, side.cookie));
        }
      }
      rows_.push(
        ratioRow(
          SECTION,
          `GET /api/statistics/${name}, 30 days, median at ${large.events} events / ${large.orders} orders over at ${small.events} / ${small.orders}`,
          median(times.large),
          median(times.small),
          'ms',
          { atMost: 2 },
        ),
      );
      notes.push(
        `${name}: ${times.small.map((v) => fmt(v, 0)).join(' / ')} ms (small), ${times.large.map((v) => fmt(v, 0)).join(' / ')} ms (large).`,
      );
    }
    notes.push(
      `Each report: from=${from}&to=${to} (and with it the previous 30 days) as the administrator, ` +
        `every branch; the last rollup round as of ${TAIL_MINUTES} min before the data ends (BENCH_STATS_TAIL_MINUTES); ` +
        `one warm-up request per side, then ${RUNS} runs, small and large alternating, medians taken. ` +
        'working-activities and working-schedules read time tracking, which neither side has (they measure the fixed cost).',
    );
  } finally {
    for (const side of started) {
      await side.api.stop();
      await dropDatabase(side.database.name);
    }
  }
  return { rows: rows_, notes };
}
