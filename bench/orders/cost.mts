/**
 * What an order costs, beside the throughput steps of orders.mts: the CPU per order of each
 * process and the statements an order sends to MariaDB.
 */
import { cpuSince, cpuSnapshot, load1, wakeups } from '../lib/cpu.mts';
import { type Connection, rows } from '../lib/database.mts';
import type { LoadResult } from '../lib/load.mts';
import { MARIADB_URL, QUICK, sleep } from '../lib/env.mts';
import { startApi, startScript } from '../lib/processes.mts';
import { startSqlCounter } from '../lib/sql-counter.mts';
import { nextOrder } from './draft.mts';
import { paced } from '../lib/paced.mts';

/**
 * The cost phase of each mode: orders at a rate both modes sustain on this machine, and the
 * CPU each process spent on them (from /proc): the API while they are answered, the worker
 * and MariaDB until the worker has sent every e-mail and receipt of the phase. With MariaDB's
 * row-lock waits over the same phase, this says where a mode's orders go, busy machine or
 * idle (a throughput step only says that they went slower).
 */
/** Each mode runs two phases of this (interleaved with the other mode's two). */
export const COST = { rate: 50, seconds: QUICK ? 2 : 5 };
export const LOCK_STATUS = ['Innodb_row_lock_waits', 'Innodb_row_lock_time', 'Innodb_deadlocks'];

/** One cost phase's sums (see measureCost). */
export interface CostPart {
  orders: number;
  /** CPU milliseconds by process: api, worker, database, bench (the load generator). */
  cpu: Record<string, number>;
  /**
   * CPU milliseconds by process over as long a phase without orders, just before: the work
   * a process does per second whatever comes (the relay's look at the outbox, timers).
   */
  idle: Record<string, number>;
  /** Wake-ups of the API's and the worker's main thread over the same span as `cpu`. */
  wakes: Record<string, number>;
  locks: Record<string, number>;
  load: number;
  p50: number;
  p99: number;
}

/** A mode's phases together: CPU per order, lock waits summed, the worse latency. */
export interface Cost extends Omit<CostPart, 'cpu' | 'idle' | 'wakes'> {
  perOrder: Record<string, number>;
  /** Main-thread wake-ups per order (api, worker). */
  wakesPerOrder: Record<string, number>;
  /** perOrder less the same time's work without orders (CostPart.idle). */
  netPerOrder: Record<string, number>;
}

export async function lockStatus(db: Connection): Promise<Record<string, number>> {
  const found = await rows<{ Variable_name: string; Value: string }>(
    db,
    `SHOW GLOBAL STATUS WHERE Variable_name IN (${LOCK_STATUS.map((name) => `'${name}'`).join(', ')})`,
  );
  return Object.fromEntries(found.map((row) => [row.Variable_name, Number(row.Value)]));
}

/**
 * The targets for our own overhead per order: API ≤ 2 ms, worker ≤ 3 ms. MariaDB's and the
 * load generator's CPU are in the notes, for where the time goes.
 */
export const COST_TARGET_MS = { api: 2, worker: 3 };
/**
 * An order's statements from the API: BEGIN, the locking read, the order's INSERT, the
 * outbox's INSERT, COMMIT, and the idempotency look-up before; every further one is a round
 * trip on the hot path.
 */
export const STATEMENTS_TARGET = 6;

function pick<T extends Record<string, number>>(from: T, ...names: string[]) {
  return Object.fromEntries(names.filter((name) => name in from).map((name) => [name, from[name]]));
}

/**
 * The statements one order sends to MariaDB from the API: an API of its own behind the
 * counting proxy (bench/lib/sql-counter.mts), warmed by a few orders, then three orders one
 * at a time; the median count and the last order's statements.
 */
export async function statementsPerOrder(
  databaseUrl: string,
  env: Record<string, string>,
  branchId: number,
  productId: number,
): Promise<{ n: number; sql: string[] }> {
  const target = new URL(MARIADB_URL);
  // The relay's polling is not the order's; the order's own outbox INSERT is.
  const counter = await startSqlCounter(
    { host: target.hostname, port: Number(target.port || 3306) },
    /^(?!INSERT)[\s\S]*`job_outbox`/,
  );
  const viaProxy = new URL(databaseUrl);
  viaProxy.host = `127.0.0.1:${counter.port}`;
  const api = await startApi('orders-api-count', { ...env, DATABASE_URL: viaProxy.toString() });
  try {
    const order = async () => {
      const { headers, body } = nextOrder(branchId, productId, 'c');
      const reply = await fetch(`${api.url}/api/orders`, { method: 'POST', headers, body });
      if (reply.status !== 201) throw new Error(`Zählbestellung: ${reply.status}`);
    };
    for (let i = 0; i < 5; i++) await order();
    const counted = [];
    for (let i = 0; i < 3; i++) counted.push(await counter.count(order, true));
    counted.sort((a, b) => a.n - b.n);
    return { n: counted[1].n, sql: counted[2].sql };
  } finally {
    await api.stop();
    await counter.close();
  }
}

/**
 * One cost phase: `load()` sends the phase's orders; the API's CPU is read when they are
 * answered, the worker's and MariaDB's once `settled()` says the worker has sent every
 * e-mail and receipt so far (it is called before too, so no earlier backlog is counted).
 */
export async function measureCost(options: {
  pids: Record<string, number | null | undefined>;
  db: Connection;
  settled: () => Promise<unknown>;
  placed: () => number;
  load: () => Promise<LoadResult>;
}): Promise<CostPart> {
  const { pids, db, settled } = options;
  await settled();
  const quiet = cpuSnapshot(pids);
  await sleep(COST.seconds * 1000);
  const idle = cpuSince(quiet, cpuSnapshot(pids));
  const woken = (name: string) => {
    const pid = pids[name];
    return pid ? wakeups(pid) : NaN;
  };
  const before = cpuSnapshot(pids);
  const wakesBefore = { api: woken('api'), worker: woken('worker') };
  const locksBefore = await lockStatus(db);
  const placedBefore = options.placed();
  const result = await options.load();
  const answered = cpuSnapshot(pids);
  const apiWakes = woken('api') - wakesBefore.api;
  await settled();
  const after = cpuSnapshot(pids);
  const workerWakes = woken('worker') - wakesBefore.worker;
  const locksAfter = await lockStatus(db);
  return {
    orders: options.placed() - placedBefore,
    cpu: { ...cpuSince(before, after), ...pick(cpuSince(before, answered), 'api', 'bench') },
    idle,
    wakes: { api: apiWakes, worker: workerWakes },
    locks: Object.fromEntries(
      LOCK_STATUS.map((name) => [name, (locksAfter[name] ?? 0) - (locksBefore[name] ?? 0)]),
    ),
    load: load1(),
    p50: result.p50,
    p99: result.p99,
  };
}

export function mergeCosts(parts: CostPart[]): Cost {
  const orders = parts.reduce((sum, part) => sum + part.orders, 0);
  const sum = (pick_: (part: CostPart) => Record<string, number>) => {
    const total: Record<string, number> = {};
    for (const part of parts)
      for (const [name, value] of Object.entries(pick_(part)))
        total[name] = (total[name] ?? 0) + value;
    return total;
  };
  const idle = sum((part) => part.idle);
  return {
    orders,
    wakesPerOrder: Object.fromEntries(
      Object.entries(sum((part) => part.wakes)).map(([name, n]) => [
        name,
        orders ? n / orders : NaN,
      ]),
    ),
    perOrder: Object.fromEntries(
      Object.entries(sum((part) => part.cpu)).map(([name, ms]) => [
        name,
        orders ? ms / orders : NaN,
      ]),
    ),
    netPerOrder: Object.fromEntries(
      Object.entries(sum((part) => part.cpu)).map(([name, ms]) => [
        name,
        orders ? (ms - (idle[name] ?? 0)) / orders : NaN,
      ]),
    ),
    locks: sum((part) => part.locks),
    load: Math.max(...parts.map((part) => part.load)),
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
  };
}

/**
 * What any request costs the API before an order's own work: CPU per request of an unknown
 * address under /api (404: routing, hooks, session, request log, error filter) and of an
 * empty order (422: the same plus the order's validation), at the cost phase's rate. The
 * floor under the order's figure, measured on the same API.
 */
export async function requestFloor(url: string, pid: number): Promise<Record<string, number>> {
  const floors: Record<string, number> = {};
  let n = 0;
  for (const [label, method, path, body] of [
    ['404', 'GET', '/api/bench-unknown', undefined],
    ['422', 'POST', '/api/orders', '{}'],
  ] as const) {
    const before = cpuSnapshot({ api: pid });
    const result = await paced({
      url,
      rate: COST.rate,
      seconds: COST.seconds,
      connections: 10,
      expect: (status) => status === Number(label),
      next: () => ({
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.250.${(++n >> 8) & 255}.${n & 255}`,
        },
        body,
      }),
    });
    const answered = Math.max(1, result.total);
    floors[label] = cpuSince(before, cpuSnapshot({ api: pid })).api / answered;
  }
  return floors;
}

/**
 * The machine's floor under an order's API figure: the bare server of floor-server.mjs (the
 * order's transaction and the 201, nothing else) under `load` (the cost phase's own order
 * load) at the cost phase's rate and length; its CPU and main-thread wake-ups per order,
 * from /proc.
 */
export async function orderFloor(
  databaseUrl: string,
  load: (url: string, rate: number, seconds: number) => Promise<LoadResult>,
): Promise<{ orders: number; cpuMs: number; wakes: number }> {
  const server = await startScript('orders-floor', 'bench/orders/floor-server.mjs', {
    DATABASE_URL: databaseUrl,
  });
  try {
    await load(server.url, COST.rate, 1);
    const pid = server.child.pid!;
    const before = cpuSnapshot({ floor: pid });
    const wakesBefore = wakeups(pid);
    const result = await load(server.url, COST.rate, 2 * COST.seconds);
    const cpu = cpuSince(before, cpuSnapshot({ floor: pid })).floor;
    const orders = Math.max(1, result.total - result.unexpected - result.errors);
    return { orders, cpuMs: cpu / orders, wakes: (wakeups(pid) - wakesBefore) / orders };
  } finally {
    await server.stop();
  }
}
