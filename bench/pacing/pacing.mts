/**
 * Section `pacing` (issue 36): a lunch of the demo history replayed against the learned
 * preparation times and the queue (libs/domain pacing), with the fixed lead time as the
 * reference in the same run. A pure simulation: the demo seed's history generator
 * (insertDemoStatistics, with its kitchen of two stations) writes into a manager that only
 * keeps the rows; nothing is started.
 *
 * The lunches (11:00–14:00) of the last seven days of the history, each per branch: the
 * history before that day is learned from (learnPreparationTimes, as the worker does); then
 * every order of the lunch is promised, in
 * the order they came in, what the product would have promised at that moment: the open
 * orders of that moment (placed before, not yet ready in the history) with their learned
 * p80 work on the branch's stations from when they were accepted, plus — once the shop
 * usually has accepted it (learned p80 of placed → accepted) — the order's own p80,
 * rounded up to the checkout's 5-minute grid (promiseMinutes, as the server does). The
 * figure is the share of orders whose recorded ready time is at or before that promise
 * (target ≥ 90 %), beside the share the fixed „in 15 Minuten“ reaches, and the average
 * minutes each promised. Two histories: the demo as seeded (18 orders per branch and day),
 * and a rush (BENCH_PACING_RUSH_ORDERS, 70 per branch and day, lunch queues of 10+).
 */
import { backendModule } from '../lib/database.mts';
import { absoluteRow, fmt, Row, SectionResult } from '../lib/report.mts';

const SECTION = 'pacing';
const FIXED_LEAD_MINUTES = 15;
const ZONE = 'Europe/Vienna';
const MINUTE = 60_000;
const RUSH_ORDERS = Number(process.env.BENCH_PACING_RUSH_ORDERS ?? 70);

interface Domain {
  learnPreparationTimes(history: HistoryOrder[], options: object): object[];
  PreparationTable: new (rows: object[]) => {
    acceptance(hour: number): { p80Minutes: number } | null;
  };
  orderPreparation(
    products: { id: number }[],
    table: unknown,
    hour: number,
  ): { medianMinutes: number; p80Minutes: number };
  promiseMinutes(input: object): { minutes: number };
  hourOfWeek(at: Date, zone: string): number;
  toLocal(at: Date, zone: string): { date: string; minutes: number; isoWeekday: number };
  DEFAULT_KITCHEN_STATIONS: number;
}
interface HistoryOrder {
  placedAt: number;
  acceptedAt: number;
  readyAt: number;
  productIds: number[];
}
interface Placed extends HistoryOrder {
  branchId: number;
  createdAt: number;
}

const domain = () => backendModule<Domain>('@bestellwerk/domain');

/** The demo history as rows, through a manager that answers the generator's two reads. */
async function demoHistory(ordersPerDay: number, now: number): Promise<Placed[]> {
  const { DEMO_PRODUCTS } = backendModule<{
    DEMO_PRODUCTS: Record<string, { name: string; price?: number; tax?: number }[]>;
  }>('./database/seeds/demo-products.seed.js');
  const { insertDemoStatistics } = backendModule<{
    insertDemoStatistics(manager: unknown, options: object): Promise<unknown>;
  }>('./database/seeds/demo-statistics.seed.js');
  const products = Object.values(DEMO_PRODUCTS)
    .flat()
    .filter((product) => (product.price ?? 0) > 0)
    .map((product, index) => ({
      id: index + 1,
      name: product.name,
      price: Math.round((product.price ?? 0) * 100),
      tax: product.tax ?? 10,
    }));
  const placed: Placed[] = [];
  const manager = {
    async query(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM `branch`')) {
        return [1, 2, 3].map((id) => ({ id, identifier: `branch-${id}` }));
      }
      if (sql.includes('FROM `product`')) return products;
      if (!sql.startsWith('INSERT INTO `customer_order`')) return [];
      const columns = [...sql.slice(0, sql.indexOf(' VALUES')).matchAll(/`(\w+)`/g)]
        .map((match) => match[1])
        .slice(1);
      for (let i = 0; i < params.length; i += columns.length) {
        const row = Object.fromEntries(columns.map((c, j) => [c, params[i + j]]));
        if (!row.confirmedAt || !row.readyAt) continue;
        const time = (text: unknown) => Date.parse(`${String(text).replace(' ', 'T')}Z`);
        placed.push({
          branchId: Number(row.branchId),
          createdAt: time(row.createdAt),
          placedAt: time(row.createdAt),
          acceptedAt: time(row.confirmedAt),
          readyAt: time(row.readyAt),
          productIds: [
            ...new Set(
              (JSON.parse(String(row.items)) as { productId: number }[]).map((i) => i.productId),
            ),
          ],
        });
      }
      return [];
    },
  };
  await insertDemoStatistics(manager, { days: 90, now, ordersPerDay });
  return placed;
}

interface Replay {
  orders: number;
  learnedHits: number;
  fixedHits: number;
  learnedMinutes: number;
  fixedMinutes: number;
  day: string;
}

/** The lunches of the last week of the history, each replayed per branch. */
function replayLunches(history: Placed[]): Replay {
  const d = domain();
  const dayOf = (ms: number) => d.toLocal(new Date(ms), ZONE).date;
  const days = [...new Set(history.map((order) => dayOf(order.createdAt)))].sort().slice(-7);
  const total: Replay = {
    orders: 0,
    learnedHits: 0,
    fixedHits: 0,
    learnedMinutes: 0,
    fixedMinutes: 0,
    day: `${days[0]} … ${days[days.length - 1]}`,
  };
  for (const day of days) {
    const one = replayLunch(history, day);
    total.orders += one.orders;
    total.learnedHits += one.learnedHits;
    total.fixedHits += one.fixedHits;
    total.learnedMinutes += one.learnedMinutes;
    total.fixedMinutes += one.fixedMinutes;
  }
  return total;
}

/** One day's lunch, replayed per branch, learned from the days before it. */
function replayLunch(history: Placed[], day: string): Replay {
  const d = domain();
  const stations = d.DEFAULT_KITCHEN_STATIONS;
  const dayOf = (ms: number) => d.toLocal(new Date(ms), ZONE).date;
  const lunch = (order: Placed) => {
    const minutes = d.toLocal(new Date(order.createdAt), ZONE).minutes;
    return minutes >= 11 * 60 && minutes < 14 * 60;
  };
  const result: Replay = {
    orders: 0,
    learnedHits: 0,
    fixedHits: 0,
    learnedMinutes: 0,
    fixedMinutes: 0,
    day,
  };
  for (const branchId of [...new Set(history.map((order) => order.branchId))]) {
    const ofBranch = history.filter((order) => order.branchId === branchId);
    const dayStart = Math.min(
      ...ofBranch.filter((o) => dayOf(o.createdAt) === day).map((o) => o.createdAt),
    );
    const before = ofBranch.filter((order) => dayOf(order.createdAt) < day);
    const table = new d.PreparationTable(
      d.learnPreparationTimes(before, { now: dayStart, stations, timeZone: ZONE }),
    );
    const today = ofBranch
      .filter((order) => dayOf(order.createdAt) === day)
      .sort((a, b) => a.createdAt - b.createdAt);
    const work = (order: Placed) =>
      d.orderPreparation(
        order.productIds.map((id) => ({ id })),
        table,
        d.hourOfWeek(new Date(order.createdAt), ZONE),
      );
    for (const order of today.filter(lunch)) {
      const now = new Date(order.createdAt);
      const open = today
        .filter((other) => other.createdAt < order.createdAt && other.readyAt > order.createdAt)
        .map((other) => ({
          remainingMinutes: work(other).p80Minutes,
          notBeforeMinutes:
            other.acceptedAt <= order.createdAt ? (other.acceptedAt - order.createdAt) / MINUTE : 0,
        }));
      const promise = d.promiseMinutes({
        now,
        openOrders: open,
        stations,
        preparationMinutes: work(order).p80Minutes,
        acceptMinutes:
          table.acceptance(d.hourOfWeek(new Date(order.createdAt), ZONE))?.p80Minutes ?? 0,
        leadTimeMinutes: 0,
      });
      result.orders++;
      result.learnedMinutes += promise.minutes;
      result.fixedMinutes += FIXED_LEAD_MINUTES;
      if (order.readyAt <= order.createdAt + promise.minutes * MINUTE) result.learnedHits++;
      if (order.readyAt <= order.createdAt + FIXED_LEAD_MINUTES * MINUTE) result.fixedHits++;
    }
  }
  return result;
}

export async function runPacing(): Promise<SectionResult> {
  const now = Date.now();
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const [label, ordersPerDay] of [
    ['demo', 18],
    ['rush', RUSH_ORDERS],
  ] as const) {
    const history = await demoHistory(ordersPerDay, now);
    const replay = replayLunches(history);
    const share = (hits: number) => (100 * hits) / Math.max(1, replay.orders);
    rows.push(
      absoluteRow(
        SECTION,
        `${label} lunches of a week: ready by the promise, learned p80 + queue (${replay.orders} orders)`,
        share(replay.learnedHits),
        '%',
        { atLeast: 90 },
        `${fmt(share(replay.fixedHits), 0)} % with a fixed ${FIXED_LEAD_MINUTES} min`,
        0,
      ),
    );
    notes.push(
      `${label} lunches (${ordersPerDay} orders per branch and day, 3 branches, the lunches of ${replay.day}, ` +
        `11:00–14:00): learned promise ${fmt(share(replay.learnedHits), 1)} % kept, ` +
        `on average ${fmt(replay.learnedMinutes / Math.max(1, replay.orders), 1)} min promised; ` +
        `fixed ${FIXED_LEAD_MINUTES} min ${fmt(share(replay.fixedHits), 1)} % kept. ` +
        `History learned: ${history.length} finished orders before that day.`,
    );
  }
  return { rows, notes };
}

// Alone: npx tsx bench/pacing/pacing.mts
if (process.argv[1]?.endsWith('pacing.mts')) {
  runPacing().then(
    (result) => {
      for (const row of result.rows) console.log(row.figure, row.measured, row.reference, row.pass);
      for (const note of result.notes) console.log(note);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
