/**
 * 2. Orders on MariaDB with the worker, in the production layout: API and worker as separate
 * built processes on one database and Redis prefix, e-mail to a local SMTP sink, each
 * branch's printer a local TCP sink. A step search over fixed rates finds the highest rate
 * sustained with p99 ≤ 250 ms, all to one branch and spread over 20; afterwards every order
 * answered 201 must have its row, its customer e-mail and its receipt (lost = 0).
 *
 * The product throttles orders per client address (ORDER_RATE: 20 per 10 minutes) and has no
 * setting to raise it; it takes the client address from X-Forwarded-For (trustProxy), so each
 * bench order comes from an address of its own in 10.0.0.0/8. TRUSTED_PROXIES=127.0.0.1 is
 * passed too, so the bench keeps working once the API trusts only configured proxies.
 */
import { connect, createDatabase, dropDatabase, insertMany, rows } from '../lib/database.mts';
import { QUICK, REDIS_URL, RUN_ID, waitFor } from '../lib/env.mts';
import type { LoadResult } from '../lib/load.mts';
import { paced } from '../lib/paced.mts';
import { productEnv, startApi, Started, startWorker } from '../lib/processes.mts';
import { Captured, startReference } from '../lib/reference.mts';
import { absoluteRow, fmt, Row, SectionResult } from '../lib/report.mts';
import { addBranches, openAroundTheClock } from '../lib/shop.mts';
import { databasePid, timerWakeCostMs } from '../lib/cpu.mts';
import {
  COST,
  COST_TARGET_MS,
  type CostPart,
  mergeCosts,
  measureCost,
  orderFloor,
  STATEMENTS_TARGET,
  requestFloor,
  statementsPerOrder,
} from './cost.mts';
import { nextOrder } from './draft.mts';
import { startPrintSink, startSmtpSink } from '../lib/sinks.mts';

const SECTION = 'orders';
/**
 * The same ladder in both modes, past the targets (one branch 150/s, spread 200/s, issue 35); quick mode only runs each
 * step shorter. The search stops at the first step not sustained, so a run is bounded by
 * steps × seconds per mode (full: at most 20 + 7 × 10 s, three times: one branch, spread, reference).
 */
const RATES = [5, 20, 50, 75, 100, 150, 200, 300];
const SECONDS = QUICK ? 4 : 10;
/**
 * A step lasts long enough for at least this many orders: the p99 of 20 answers (5/s for
 * 4 s) is their maximum, one hiccup of a busy machine.
 */
const MIN_ORDERS = 100;
const stepSeconds = (rate: number) => Math.max(SECONDS, Math.ceil(MIN_ORDERS / rate));
/** Before the steps, every server gets this many orders at a low rate (not measured). */
const WARM_UP = { rate: 20, seconds: QUICK ? 2 : 4 };
const P99_LIMIT_MS = 250;
const SPREAD_BRANCHES = 20;
/**
 * How long the worker may take after the last step to deliver every e-mail and receipt: a
 * base plus a share per order placed (the higher steps leave a backlog of thousands of jobs).
 */
const drainMs = (orders: number) => (QUICK ? 60_000 : 120_000) + orders * 50;

interface Step {
  rate: number;
  result: LoadResult;
  ok: boolean;
}

/** Orders at a fixed rate; every order from an address of its own, to the branches in turn. */
function orderLoad(
  url: string,
  branchIds: number[],
  productId: number,
  placed: Set<string>,
  rate: number,
  seconds: number,
): Promise<LoadResult> {
  let turn = 0;
  return paced({
    url,
    rate,
    seconds,
    connections: Math.max(10, Math.ceil(rate * 0.5)),
    expect: (status) => status === 201,
    next: () => {
      const { token, headers, body } = nextOrder(branchIds[turn++ % branchIds.length], productId);
      return {
        method: 'POST',
        path: '/api/orders',
        headers,
        body,
        onResponse: (status) => {
          if (status === 201) placed.add(token);
        },
      };
    },
  });
}

/**
 * Rates in order until one is not sustained; `placed` collects the tokens answered 201.
 * First a warm-up at a low rate, not measured: the first orders after a start pay for the
 * JIT, the pool's connections and the first use of every query, which is no steady state
 * (the reference server gets the same).
 */
async function stepSearch(
  url: string,
  branchIds: number[],
  productId: number,
  placed: Set<string>,
): Promise<Step[]> {
  await orderLoad(url, branchIds, productId, placed, WARM_UP.rate, WARM_UP.seconds);
  const steps: Step[] = [];
  for (const rate of RATES) {
    const result = await orderLoad(url, branchIds, productId, placed, rate, stepSeconds(rate));
    const ok =
      result.unexpected + result.errors === 0 &&
      result.rps >= rate * 0.9 &&
      result.p99 <= P99_LIMIT_MS;
    steps.push({ rate, result, ok });
    if (!ok) break;
  }
  return steps;
}

const sustained = (steps: Step[]) =>
  steps.filter((s) => s.ok).reduce((best, s) => Math.max(best, s.rate), 0);

const describe = (steps: Step[]) =>
  steps
    .map(
      (s) =>
        `${s.rate}/s → ${fmt(s.result.rps)}/s answered 201, p99 ${fmt(s.result.p99, 0)} ms, ` +
        `${s.result.unexpected} other status, ${s.result.errors} errors/timeouts${s.ok ? '' : ' (not sustained)'}`,
    )
    .join('; ');

export async function runOrders(): Promise<SectionResult> {
  const rows_: Row[] = [];
  const notes: string[] = [];
  const database = await createDatabase('orders');
  const smtp = await startSmtpSink();
  const printer = await startPrintSink();
  const processes: Started[] = [];
  try {
    const db = await connect(database.url);
    // Graz and Wien offer the café menu; the copies of Graz make up the rest.
    await addBranches(db, SPREAD_BRANCHES - 2, { sameMenus: true });
    await openAroundTheClock(db);
    // The 20 branches that offer the café menu: Graz and its copies (Wien too; Linz has its own).
    const branchIds = (
      await rows<{ id: number }>(
        db,
        "SELECT id FROM branch WHERE identifier IN ('graz-hauptplatz','wien-neubau') OR identifier LIKE 'filiale-%' ORDER BY id",
      )
    ).map((r) => Number(r.id));
    const spread = branchIds.slice(0, SPREAD_BRANCHES);
    await insertMany(
      db,
      'device',
      spread.map((branchId) => ({
        identifier: `bench-printer-${branchId}`,
        name: `Bondrucker ${branchId}`,
        type: 'printer',
        host: printer.host,
        port: printer.port,
        columns: 48,
        isEnabled: 1,
        isAutoPrint: 1,
        branchId,
      })),
    );
    const [espresso] = await rows<{ id: number }>(
      db,
      "SELECT id FROM product WHERE name = 'Espresso'",
    );
    const productId = Number(espresso.id);

    const env = productEnv(database.url, {
      REDIS_URL,
      REDIS_PREFIX: `bench_${RUN_ID}_orders`,
      SMTP_URL: smtp.url,
      TRUSTED_PROXIES: '127.0.0.1',
    });
    const worker = await startWorker('orders-worker', env);
    processes.push(worker);

    const statements = await statementsPerOrder(database.url, env, spread[0], productId);
    const placed = new Set<string>();
    const results: Record<string, Step[]> = {};
    /**
     * Waits (bounded) until the worker has sent what the orders so far set off (two e-mails
     * and a receipt each, counted), so that one mode's backlog does not weigh on the next.
     */
    const settled = () =>
      waitFor(
        () => smtp.messages >= 2 * placed.size && printer.receipts.length >= placed.size,
        drainMs(placed.size),
        250,
      );
    /** One cost phase on `api` for these branches (see cost.mts), after the worker caught up. */
    const costPhase = (api: Started, ids: number[]) =>
      measureCost({
        pids: { api: api.child.pid, worker: worker.child.pid, database: databasePid() },
        db,
        settled,
        placed: () => placed.size,
        load: () => orderLoad(api.url, ids, productId, placed, COST.rate, COST.seconds),
      });
    const modes: [string, number[]][] = [
      ['one branch', [spread[0]]],
      [`spread over ${spread.length} branches`, spread],
    ];
    for (const [mode, ids] of modes) {
      await settled();
      // A fresh API per mode: a backlog left by an overloaded step must not weigh on the next.
      const api = await startApi(`orders-api-${ids.length}`, env);
      processes.push(api);
      results[mode] = await stepSearch(api.url, [...ids], productId, placed);
      await api.stop();
    }

    // The cost of an order in each mode, on one fresh API, interleaved (one, spread, spread,
    // one): a machine that gets busier or quieter during the run weighs on both alike.
    await settled();
    const costApi = await startApi('orders-api-cost', env);
    processes.push(costApi);
    await orderLoad(costApi.url, spread, productId, placed, WARM_UP.rate, WARM_UP.seconds);
    const parts: Record<string, CostPart[]> = {};
    for (const [mode, ids] of [modes[0], modes[1], modes[1], modes[0]])
      (parts[mode] ??= []).push(await costPhase(costApi, ids));
    const floor = await requestFloor(costApi.url, costApi.child.pid!);
    await costApi.stop();
    // The floor gets the same order load (its orders are not counted as placed).
    const floorOrder = await orderFloor(database.url, (url, rate, seconds) =>
      orderLoad(url, spread, productId, new Set(), rate, seconds),
    );
    const wakeCost = timerWakeCostMs();
    const costs = Object.fromEntries(
      Object.entries(parts).map(([mode, list]) => [mode, mergeCosts(list)]),
    );

    // The reference: a bare Fastify server answering every POST with the product's 201 bytes.
    const probeApi = await startApi('orders-api-probe', env);
    processes.push(probeApi);
    const { headers, body } = nextOrder(spread[0], productId, 'probe');
    const probe = await fetch(`${probeApi.url}/api/orders`, { method: 'POST', headers, body });
    const probeBody = Buffer.from(await probe.arrayBuffer());
    await probeApi.stop();
    let refSteps: Step[] = [];
    if (probe.status === 201) {
      const replies = new Map<string, Captured>([
        [
          'POST /api/orders',
          {
            status: 201,
            headers: { 'content-type': probe.headers.get('content-type') ?? 'application/json' },
            body: probeBody,
          },
        ],
      ]);
      await settled();
      const reference = await startReference('orders-reference', replies);
      processes.push(reference);
      refSteps = await stepSearch(reference.url, spread, productId, new Set());
      await reference.stop();
    } else {
      notes.push(`Reference not run: a single probe order answered ${probe.status}.`);
    }

    // Every 201: its row, its customer e-mail, its receipt.
    const tokens = [...placed];
    const delivered = (token: string) =>
      smtp.recipients.has(`${token}@bench.example.at`) &&
      printer.receipts.some((receipt) => receipt.includes(`Bench ${token}`));
    const started = Date.now();
    await waitFor(() => tokens.every(delivered), drainMs(tokens.length), 500);
    const drainSeconds = (Date.now() - started) / 1000;
    const stored = new Set(
      (
        await rows<{ comment: string }>(
          db,
          "SELECT comment FROM customer_order WHERE comment LIKE 'Bench %'",
        )
      ).map((r) => r.comment.slice('Bench '.length)),
    );
    const printed = new Set<string>();
    for (const receipt of printer.receipts)
      for (const match of receipt.matchAll(/Bench (o[0-9a-z]+n\d+)/g)) printed.add(match[1]);
    const missingRow = tokens.filter((t) => !stored.has(t)).length;
    const missingMail = tokens.filter((t) => !smtp.recipients.has(`${t}@bench.example.at`)).length;
    const missingPrint = tokens.filter((t) => !printed.has(t)).length;
    const lost = tokens.filter(
      (t) => !stored.has(t) || !smtp.recipients.has(`${t}@bench.example.at`) || !printed.has(t),
    ).length;
    await db.end();

    const refBest = sustained(refSteps);
    for (const [mode, target] of [
      ['one branch', 150],
      [`spread over ${spread.length} branches`, 200],
    ] as const) {
      rows_.push(
        absoluteRow(
          SECTION,
          `orders/s sustained with p99 ≤ ${P99_LIMIT_MS} ms, ${mode} (highest step of ${RATES.join(', ')}/s)`,
          sustained(results[mode]),
          'orders/s',
          { atLeast: target },
          refSteps.length
            ? `${refBest} orders/s (bare Fastify${refBest === RATES[RATES.length - 1] ? ', top step' : ''})`
            : '—',
        ),
      );
      notes.push(`Steps, ${mode}: ${describe(results[mode])}.`);
      const cost = costs[mode];
      for (const [name, label] of [
        ['api', 'API'],
        ['worker', 'worker (two e-mails and a receipt)'],
      ] as const) {
        if (cost.perOrder[name] === undefined) continue;
        const row = absoluteRow(
          SECTION,
          `CPU per order, ${label}, ${mode} (${cost.orders} orders at ${COST.rate}/s, modes interleaved, from /proc)`,
          cost.perOrder[name],
          'ms',
          { atMost: COST_TARGET_MS[name] },
          name === 'api' ? `${fmt(floorOrder.cpuMs, 2)} ms (the bare transaction)` : '—',
          2,
        );
        // The API's figure beside the machine's floor under it (floor-server.mjs, same run):
        // the ratio is what the product adds; the target stays the issue's absolute one.
        if (name === 'api' && floorOrder.cpuMs > 0)
          row.ratio = cost.perOrder[name] / floorOrder.cpuMs;
        rows_.push(row);
      }
      notes.push(
        `Cost, ${mode}: ${cost.orders} orders at ${COST.rate}/s in two phases of ${COST.seconds} s on one API, interleaved with the other mode's (one, spread, spread, one); worst phase p50 ${fmt(cost.p50, 0)} ms, p99 ${fmt(cost.p99, 0)} ms; ` +
          `CPU per order ${Object.entries(cost.perOrder)
            .map(([name, ms]) => `${name} ${fmt(ms, 2)} ms`)
            .join(', ')}; ` +
          `less the work of as long without orders (measured before each phase): ${Object.entries(
            cost.netPerOrder,
          )
            .map(([name, ms]) => `${name} ${fmt(ms, 2)} ms`)
            .join(', ')}; ` +
          `main-thread wake-ups per order: api ${fmt(cost.wakesPerOrder.api, 1)}, worker ${fmt(cost.wakesPerOrder.worker, 1)}; ` +
          `InnoDB row-lock waits ${cost.locks.Innodb_row_lock_waits} (${cost.locks.Innodb_row_lock_time} ms waited), deadlocks ${cost.locks.Innodb_deadlocks}; load average ${fmt(cost.load, 2)}.`,
      );
    }
    notes.push(
      `The machine's floor under the API's figure: a bare Fastify server on mysql2 doing only the order's transaction (branch row locked with the next ticket, the order's row, one job row, COMMIT) and the 201 (bench/orders/floor-server.mjs), same bodies, ${COST.rate}/s for ${2 * COST.seconds} s: ` +
        `${fmt(floorOrder.cpuMs, 2)} ms CPU and ${fmt(floorOrder.wakes, 1)} main-thread wake-ups per order (${floorOrder.orders} orders). ` +
        `A Node process that only wakes on a timer every 20 ms uses ${fmt(wakeCost, 3)} ms CPU per wake-up here: on this virtual machine an order pays per round trip it waits for, more than per statement it builds.`,
    );
    notes.push(
      `What any request costs the same API, at ${COST.rate}/s for ${COST.seconds} s each: an unknown address under /api (404: routing, hooks, session, request log) ${fmt(floor['404'], 2)} ms CPU, an empty order (422: that plus the order's validation) ${fmt(floor['422'], 2)} ms CPU per request.`,
    );
    rows_.push(
      absoluteRow(
        SECTION,
        'SQL statements per order from the API (counted at the wire)',
        statements.n,
        '',
        {
          atMost: STATEMENTS_TARGET,
        },
      ),
    );
    notes.push(
      `Statements of one order (API, counting proxy; these orders are not in the totals below): ${statements.sql.map((text) => `\`${text.replace(/`/g, '')}\``).join('; ')}.`,
    );
    rows_.push(
      absoluteRow(
        SECTION,
        `orders answered 201 without row, e-mail or receipt (of ${tokens.length})`,
        lost,
        '',
        { equals: 0 },
      ),
    );
    notes.push(
      `Reference steps (bare Fastify answering the product's 201 bytes): ${describe(refSteps)}.`,
      `Of ${tokens.length} orders answered 201: ${missingRow} without row, ${missingMail} without customer e-mail, ` +
        `${missingPrint} without receipt, after waiting ${fmt(drainSeconds)} s for the worker (limit ${fmt(drainMs(tokens.length) / 1000, 0)} s). ` +
        `Sinks received ${smtp.messages} e-mails and ${printer.receipts.length} receipts in all.`,
      `Before the steps each server (API per mode, reference) gets ${WARM_UP.seconds} s of orders at ${WARM_UP.rate}/s, not measured (JIT, pool, first queries). ` +
        `Each step: orders evenly spaced at a fixed rate (open model, bench/lib/paced.mts: latency from when an order was due, no coordinated-omission fill-in; autocannon's rate limit sends each second's share in a burst) for ${SECONDS} s (longer where needed for ${MIN_ORDERS} orders: ${RATES.map(stepSeconds).join(', ')} s) with max(10, rate/2) connections; a step is sustained when ` +
        `every answer is 201, at least 90 % of the rate is answered and p99 ≤ ${P99_LIMIT_MS} ms; the search stops at the first step that is not. ` +
        `Before each mode and the reference the bench waits until the worker has sent the e-mails and receipts of the orders so far. ` +
        `Order throttle: one X-Forwarded-For address per order (no setting raises ORDER_RATE); TRUSTED_PROXIES=127.0.0.1 set for later code.`,
    );
  } finally {
    for (const process_ of processes.reverse()) await process_.stop();
    await smtp.close();
    await printer.close();
    await dropDatabase(database.name);
  }
  return { rows: rows_, notes };
}
