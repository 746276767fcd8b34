/**
 * 5. Order lists and the front-desk feed at 10k and at 1M orders: p50 latency on the large
 * database over p50 on the small one, ≤ 2 (a list that reads every order grows with the
 * table; one that uses an index does not). Orders are copies of one order placed through
 * the API, inserted with INSERT … SELECT over MariaDB's sequence engine in chunks; 300 a day
 * over three branches, today's mixed pending/confirmed/ready, older ones completed.
 */
import { connect, Connection, createDatabase, dropDatabase, rows } from '../lib/database.mts';
import { QUICK, REDIS_URL, RUN_ID, median } from '../lib/env.mts';
import { benchAdmin } from '../lib/http.mts';
import { load } from '../lib/load.mts';
import { productEnv, startApi, Started } from '../lib/processes.mts';
import { fmt, ratioRow, Row, SectionResult } from '../lib/report.mts';
import { openAroundTheClock } from '../lib/shop.mts';
import { draft } from '../orders/draft.mts';

const SECTION = 'lists';
const SMALL = Number(process.env.BENCH_LIST_SMALL ?? 10_000);
const LARGE = Number(process.env.BENCH_LIST_LARGE ?? (QUICK ? 100_000 : 1_000_000));
const SECONDS = QUICK ? 3 : 6;
const ROUNDS = 3;
const PER_DAY = 300;
const CHUNK = 100_000;

const env = (url: string, label: string) =>
  productEnv(url, {
    REDIS_URL,
    REDIS_PREFIX: `bench_${RUN_ID}_lists_${label}`,
    TRUSTED_PROXIES: '127.0.0.1',
  });

/** Places the template order through the API and copies it until the table holds `count` orders. */
async function fill(db: Connection, count: number): Promise<number> {
  const [template] = await rows<{ id: number }>(
    db,
    'SELECT id FROM customer_order ORDER BY id LIMIT 1',
  );
  const branches = (
    await rows<{ id: number }>(
      db,
      "SELECT id FROM branch WHERE identifier IN ('graz-hauptplatz','wien-neubau','linz-landstrasse') ORDER BY id",
    )
  ).map((r) => Number(r.id));
  const columns = (
    await rows<{ name: string }>(
      db,
      "SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'customer_order' AND COLUMN_NAME <> 'id' ORDER BY ORDINAL_POSITION",
    )
  ).map((r) => r.name);
  // s: 0-based number of the copy; its day back from today, its branch, its ticket.
  const overrides: Record<string, string> = {
    uid: 'UUID()',
    hash: 'SHA2(CONCAT(UUID(), s.seq), 256)',
    idempotencyKey: 'NULL',
    branchId: `ELT(s.seq MOD 3 + 1, ${branches.join(', ')})`,
    ticketDate: `DATE_FORMAT(STR_TO_DATE(t.ticketDate, '%Y-%m-%d') - INTERVAL (s.seq DIV ${PER_DAY}) DAY, '%Y-%m-%d')`,
    ticketNumber: `(s.seq MOD ${PER_DAY}) DIV 3 + 2`,
    status: `IF(s.seq < ${PER_DAY}, ELT(s.seq MOD 4 + 1, 'pending', 'confirmed', 'confirmed', 'in-delivery'), 'completed')`,
    createdAt: `t.createdAt - INTERVAL (s.seq DIV ${PER_DAY}) DAY - INTERVAL (s.seq MOD ${PER_DAY}) MINUTE`,
    updatedAt: `t.updatedAt - INTERVAL (s.seq DIV ${PER_DAY}) DAY`,
    slotStart: `t.slotStart - INTERVAL (s.seq DIV ${PER_DAY}) DAY - INTERVAL (s.seq MOD ${PER_DAY}) MINUTE`,
  };
  const select = columns.map((c) => overrides[c] ?? `t.\`${c}\``).join(', ');
  const started = Date.now();
  for (let from = 0; from < count - 1; from += CHUNK) {
    const to = Math.min(count - 1, from + CHUNK) - 1;
    await db.query(
      `INSERT INTO customer_order (${columns.map((c) => `\`${c}\``).join(', ')})
       SELECT ${select} FROM customer_order t JOIN seq_${from}_to_${to} s WHERE t.id = ?`,
      [template.id],
    );
  }
  return (Date.now() - started) / 1000;
}

async function prepare(label: string, count: number) {
  const database = await createDatabase(`lists_${label}`);
  const db = await connect(database.url);
  await openAroundTheClock(db);
  const api = await startApi(`lists-api-${label}`, env(database.url, label));
  const [branch] = await rows<{ id: number }>(
    db,
    "SELECT id FROM branch WHERE identifier = 'graz-hauptplatz'",
  );
  const [espresso] = await rows<{ id: number }>(
    db,
    "SELECT id FROM product WHERE name = 'Espresso'",
  );
  const placed = await fetch(`${api.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.3' },
    body: JSON.stringify(
      draft(branch.id, [{ id: espresso.id, amount: 2 }], {
        email: 'lena.gruber@example.at',
        comment: null,
      }),
    ),
  });
  if (placed.status !== 201)
    throw new Error(`template order → ${placed.status} ${await placed.text()}`);
  const seconds = await fill(db, count);
  const [{ n }] = await rows<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM customer_order');
  await db.query('ANALYZE TABLE customer_order');
  await db.end();
  const admin = await benchAdmin(api.url, database.url);
  const { key } = await admin.ok<{ key: string }>('POST', `/api/branches/${branch.id}/api-keys`, {
    name: 'Bench-Abholanzeige',
  });
  const cookie = admin.cookies;
  return {
    database,
    api,
    count: Number(n),
    seconds,
    branchId: Number(branch.id),
    key,
    cookie: [...cookie].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

async function timeOne(url: string, cookie: string | undefined): Promise<number> {
  const started = performance.now();
  try {
    await (
      await fetch(url, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(60_000) })
    ).arrayBuffer();
  } catch {
    return Number.NaN;
  }
  return performance.now() - started;
}

export async function runLists(): Promise<SectionResult> {
  const rows_: Row[] = [];
  const notes: string[] = [];
  const started: { database: { name: string }; api: Started }[] = [];
  try {
    const small = await prepare('small', SMALL);
    started.push(small);
    const large = await prepare('large', LARGE);
    started.push(large);
    notes.push(
      `Orders: ${small.count} (inserted in ${fmt(small.seconds)} s) and ${large.count} (inserted in ${fmt(large.seconds)} s), ` +
        `${PER_DAY} a day over three branches; BENCH_LIST_SMALL / BENCH_LIST_LARGE set the sizes.`,
    );
    const endpoints = (side: typeof small) => ({
      'GET /api/orders (history, first page, newest first)': {
        path: `/api/orders?branch=${side.branchId}`,
        staff: true,
      },
      'GET /api/orders/current': {
        path: `/api/orders/current?branch=${side.branchId}`,
        staff: true,
      },
      'GET /api/orders/frontdesk/{branch}/{key} (front-desk feed)': {
        path: `/api/orders/frontdesk/${side.branchId}/${side.key}`,
        staff: false,
      },
    });
    for (const name of Object.keys(endpoints(small))) {
      const p50 = { small: [] as number[], large: [] as number[] };
      const failures = { small: 0, large: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [label, side] of [
          ['small', small],
          ['large', large],
        ] as const) {
          const endpoint = endpoints(side)[name as keyof ReturnType<typeof endpoints>];
          const result = await load({
            url: `${side.api.url}${endpoint.path}`,
            connections: 1,
            seconds: SECONDS,
            headers: endpoint.staff ? { cookie: side.cookie } : {},
          });
          // A request slower than the whole run: time one on its own (bounded by its timeout).
          p50[label].push(
            result.total > 0
              ? result.p50
              : await timeOne(
                  `${side.api.url}${endpoint.path}`,
                  endpoint.staff ? side.cookie : undefined,
                ),
          );
          failures[label] += result.unexpected + result.errors;
        }
      }
      rows_.push(
        ratioRow(
          SECTION,
          `${name}, p50 at ${large.count} over at ${small.count} orders`,
          median(p50.large),
          median(p50.small),
          'ms',
          { atMost: 2 },
        ),
      );
      notes.push(
        `${name}: p50 per round ${p50.small.map((v) => fmt(v, 0)).join(' / ')} ms (small), ${p50.large.map((v) => fmt(v, 0)).join(' / ')} ms (large); ` +
          `non-2xx or failed: ${failures.small} small, ${failures.large} large.`,
      );
    }
    notes.push(
      `Each run: autocannon, 1 connection, ${SECONDS} s; ${ROUNDS} rounds, small and large alternating, medians taken.`,
    );
  } finally {
    for (const side of started) {
      await side.api.stop();
      await dropDatabase(side.database.name);
    }
  }
  return { rows: rows_, notes };
}
