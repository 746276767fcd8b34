/**
 * Pacing: learned preparation times and a promise that follows the kitchen's queue
 * (issue 36). Pure and table-tested like the other rules here; the server computes the
 * promise with it at checkout and in its delay sweep, the storefront shows what the server
 * computed, and the bench replays the demo history through the same functions.
 *
 * Reading of the rules:
 * - The history gives per order when it was accepted (confirmed) and when it was ready (in
 *   delivery / ready for pickup). That span includes the time the order waited for a free
 *   station. The waiting is the queue's, not the product's: `serviceSpans` replays the
 *   branch's history through its stations (first come, first served, each order on the
 *   station that frees first) and keeps only the part after the order's station was free.
 * - An order's span is attributed to each of its products and their categories (an order is
 *   ready when its slowest product is); a product with enough orders of it alone is
 *   estimated from those. Estimates are the weighted median and 80th percentile, weights
 *   halving every `halfLifeDays` (recent weeks count more).
 * - Estimates exist per product and per category, each for all hours and per hour of the
 *   week (Monday 00:00–00:59 local = 0 … Sunday 23:xx = 167) where enough orders were seen;
 *   the lookup falls back from the most specific to the branch's overall figure, then to
 *   DEFAULT_PREPARATION_MINUTES. The product's lead time is the floor.
 * - The promise: the open orders' work is replayed on the stations (each order on the
 *   station that frees first, not before it was accepted); the new order starts when the
 *   first station frees (not before the shop usually accepts it, learned as well) and takes
 *   its p80 preparation time. Every open order counts with
 *   its p80 too: a queue of medians is late about half the time, and the bench's lunch
 *   replay kept only 83 % of such promises in a rush (93 % with p80s). Never earlier than
 *   the fixed lead time; busy mode's extra minutes are added on top; the result is rounded
 *   up to the 5-minute grid of the checkout's times.
 */
import { DEFAULT_TIME_ZONE, toLocal } from './time-zone';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Parallel stations of a branch (a setting per branch, back office „Küche“). */
export const DEFAULT_KITCHEN_STATIONS = 2;
export const MIN_KITCHEN_STATIONS = 1;
export const MAX_KITCHEN_STATIONS = 50;
export const KITCHEN_STATIONS_MESSAGE = `Die Anzahl paralleler Küchenplätze muss eine ganze Zahl zwischen ${MIN_KITCHEN_STATIONS} und ${MAX_KITCHEN_STATIONS} sein.`;

/**
 * A lead time up to this long is the product's least preparation (the estimate's floor);
 * a longer one is notice to order ahead (a platter for tomorrow is not cooked all day),
 * kept by the promise's own floor (promiseMinutes' leadTimeMinutes).
 */
export const LEAD_TIME_FLOOR_MAX_MINUTES = 60;
/** Without any history: the preparation time assumed for an order. */
export const DEFAULT_PREPARATION_MINUTES = 10;
/** Fewer orders than this in a bucket: the next coarser estimate is used. */
export const MIN_ESTIMATE_SAMPLES = 8;
export const ESTIMATE_HALF_LIFE_DAYS = 28;
/** An order in preparation for longer than its estimate still needs at least this much. */
export const MIN_REMAINING_MINUTES = 1;
/** Promises are times on this grid (the checkout's slots are rounded to 5 minutes too). */
export const PROMISE_ROUND_MINUTES = 5;
/** A delay shorter than this is not announced to the customer. */
export const DELAY_NOTICE_THRESHOLD_MINUTES = 5;
/** Longer spans are data errors (an order marked ready the next morning). */
const MAX_SPAN_MINUTES = 240;

/** „Ihre Bestellung verzögert sich um etwa N Minuten.“ (issue 36, to the letter). */
export const delayNoticeText = (minutes: number) =>
  `Ihre Bestellung verzögert sich um etwa ${minutes} Minuten.`;

/** Back office, per product: „übliche Zubereitung ca. N min“. */
export const usualPreparationText = (minutes: number) => `übliche Zubereitung ca. ${minutes} min`;

/** 0 = Monday 00:00–00:59 … 167 = Sunday 23:00–23:59, on the zone's wall clock. */
export function hourOfWeek(at: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const local = toLocal(at, timeZone);
  return (local.isoWeekday - 1) * 24 + Math.floor(local.minutes / 60);
}

// Learning ---------------------------------------------------------------------------------

/** One finished order of the history. */
export interface HistoryOrder {
  /** Epoch ms when the shop accepted it (confirmed). */
  acceptedAt: number;
  /** Epoch ms when it was ready (in delivery / ready for pickup). */
  readyAt: number;
  productIds: readonly number[];
  /** Epoch ms when it was placed: the shop's time to accept it is learned too. */
  placedAt?: number;
}

export interface ServiceSpan {
  acceptedAt: number;
  /** Minutes from the moment a station was free for it until it was ready. */
  minutes: number;
  productIds: readonly number[];
}

/**
 * The history replayed through `stations` parallel stations in order of acceptance: each
 * order starts on the station that frees first (not before it was accepted), and that
 * station is busy until the order was ready. What remains is the order's own preparation.
 */
export function serviceSpans(orders: readonly HistoryOrder[], stations: number): ServiceSpan[] {
  const count = Math.max(1, Math.floor(stations) || 1);
  const sorted = orders
    .filter((order) => order.readyAt > order.acceptedAt)
    .filter((order) => order.readyAt - order.acceptedAt <= MAX_SPAN_MINUTES * MINUTE_MS)
    .sort((a, b) => a.acceptedAt - b.acceptedAt || a.readyAt - b.readyAt);
  const free = new Array<number>(count).fill(-Infinity);
  const spans: ServiceSpan[] = [];
  for (const order of sorted) {
    let station = 0;
    for (let i = 1; i < count; i++) if (free[i] < free[station]) station = i;
    const start = Math.max(order.acceptedAt, Math.min(free[station], order.readyAt));
    free[station] = Math.max(free[station], order.readyAt);
    spans.push({
      acceptedAt: order.acceptedAt,
      minutes: (order.readyAt - start) / MINUTE_MS,
      productIds: order.productIds,
    });
  }
  return spans;
}

export interface WeightedValue {
  value: number;
  weight: number;
}

/** The weighted q-quantile (0 < q ≤ 1): the smallest value whose cumulative weight reaches q. */
export function weightedQuantile(values: readonly WeightedValue[], q: number): number {
  const sorted = values.filter((v) => v.weight > 0).sort((a, b) => a.value - b.value);
  if (sorted.length === 0) return NaN;
  const total = sorted.reduce((sum, v) => sum + v.weight, 0);
  let running = 0;
  for (const entry of sorted) {
    running += entry.weight;
    if (running >= q * total - 1e-9) return entry.value;
  }
  return sorted[sorted.length - 1].value;
}

export interface PreparationFigure {
  medianMinutes: number;
  p80Minutes: number;
  samples: number;
}

/** Median and p80 of spans observed at `at` ms, recency weighted; whole minutes, at least 1. */
export function estimateFrom(
  observations: readonly { minutes: number; at: number }[],
  now: number,
  halfLifeDays = ESTIMATE_HALF_LIFE_DAYS,
): PreparationFigure | null {
  if (observations.length === 0) return null;
  const weighted = observations.map((o) => ({
    value: o.minutes,
    weight: Math.pow(0.5, Math.max(0, now - o.at) / DAY_MS / halfLifeDays),
  }));
  const median = weightedQuantile(weighted, 0.5);
  const p80 = weightedQuantile(weighted, 0.8);
  return {
    medianMinutes: Math.max(1, Math.round(median)),
    p80Minutes: Math.max(1, Math.ceil(p80)),
    samples: observations.length,
  };
}

/** 'accept': how long the shop takes to accept an order (placed → confirmed), refId 0. */
export type EstimateScope = 'product' | 'category' | 'branch' | 'accept';

/** One row of the learned table (hourOfWeek -1 = all hours). */
export interface PreparationEstimate extends PreparationFigure {
  scope: EstimateScope;
  /** Product or category id; 0 for the branch. */
  refId: number;
  hourOfWeek: number;
}

export interface LearnOptions {
  now: number;
  stations: number;
  timeZone?: string;
  /** Category of each product (products without one only count for themselves). */
  categoryOf?: ReadonlyMap<number, number>;
  halfLifeDays?: number;
  minSamples?: number;
}

/**
 * The learned table of a branch: per product, per category and for the whole branch, for
 * all hours and per hour of the week where at least `minSamples` orders were seen.
 */
export function learnPreparationTimes(
  history: readonly HistoryOrder[],
  options: LearnOptions,
): PreparationEstimate[] {
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const minSamples = options.minSamples ?? MIN_ESTIMATE_SAMPLES;
  const buckets = new Map<string, { minutes: number; at: number }[]>();
  const add = (key: string, observation: { minutes: number; at: number }) => {
    const list = buckets.get(key);
    if (list) list.push(observation);
    else buckets.set(key, [observation]);
  };
  for (const span of serviceSpans(history, options.stations)) {
    const hour = hourOfWeek(new Date(span.acceptedAt), zone);
    const observation = { minutes: span.minutes, at: span.acceptedAt };
    const refs = new Set<string>(['branch|0']);
    const products = new Set(span.productIds);
    for (const productId of products) {
      refs.add(`product|${productId}`);
      const category = options.categoryOf?.get(productId);
      if (category !== undefined) refs.add(`category|${category}`);
    }
    // An order of one product says most about it: an espresso ordered with a schnitzel
    // takes the schnitzel's time.
    if (products.size === 1) refs.add(`solo|${[...products][0]}`);
    for (const ref of refs) {
      add(`${ref}|-1`, observation);
      add(`${ref}|${hour}`, observation);
    }
  }
  for (const order of history) {
    if (order.placedAt === undefined || order.acceptedAt < order.placedAt) continue;
    const minutes = (order.acceptedAt - order.placedAt) / MINUTE_MS;
    if (minutes > MAX_SPAN_MINUTES) continue;
    const observation = { minutes, at: order.acceptedAt };
    add('accept|0|-1', observation);
    add(`accept|0|${hourOfWeek(new Date(order.placedAt), zone)}`, observation);
  }
  const rows: PreparationEstimate[] = [];
  for (const [key, all] of buckets) {
    const [scope, refId, hour] = key.split('|');
    if (scope === 'solo') continue;
    const hourOfWeekValue = Number(hour);
    if (hourOfWeekValue >= 0 && all.length < minSamples) continue;
    const solo = scope === 'product' ? buckets.get(`solo|${refId}|${hour}`) : undefined;
    const observations = solo && solo.length >= minSamples ? solo : all;
    const figure = estimateFrom(observations, options.now, options.halfLifeDays);
    if (!figure) continue;
    rows.push({
      scope: scope as EstimateScope,
      refId: Number(refId),
      hourOfWeek: hourOfWeekValue,
      ...figure,
    });
  }
  return rows.sort(
    (a, b) => a.scope.localeCompare(b.scope) || a.refId - b.refId || a.hourOfWeek - b.hourOfWeek,
  );
}

// Looking up ---------------------------------------------------------------------------------

/** A branch's learned table, indexed for lookups. */
export class PreparationTable {
  private readonly rows = new Map<string, PreparationEstimate>();

  constructor(
    estimates: readonly PreparationEstimate[],
    private readonly minSamples = MIN_ESTIMATE_SAMPLES,
  ) {
    for (const row of estimates) this.rows.set(`${row.scope}|${row.refId}|${row.hourOfWeek}`, row);
  }

  get size(): number {
    return this.rows.size;
  }

  private usable(scope: EstimateScope, refId: number, hour: number) {
    const row = this.rows.get(`${scope}|${refId}|${hour}`);
    if (!row) return null;
    return hour < 0 || row.samples >= this.minSamples ? row : null;
  }

  /**
   * The most specific estimate: product at this hour, product at any hour, category at this
   * hour, category, branch at this hour, branch; null without any.
   */
  /** How long the shop takes to accept an order at this hour (p80 promised); null: unknown. */
  acceptance(hour: number) {
    return this.usable('accept', 0, hour) ?? this.usable('accept', 0, -1);
  }

  lookup(productId: number, categoryId: number | null | undefined, hour: number) {
    return (
      this.usable('product', productId, hour) ??
      this.usable('product', productId, -1) ??
      (categoryId != null
        ? (this.usable('category', categoryId, hour) ?? this.usable('category', categoryId, -1))
        : null) ??
      this.usable('branch', 0, hour) ??
      this.usable('branch', 0, -1)
    );
  }
}

export interface PreparedProduct {
  id: number;
  categoryId?: number | null;
  /** libs/domain leadTimeMinutes(product): the floor of its estimate. */
  leadTimeMinutes?: number;
}

/**
 * An order's preparation time: its slowest product (each at least its lead time); median
 * for the queue's expected work, p80 for what is promised.
 */
export function orderPreparation(
  products: readonly PreparedProduct[],
  table: PreparationTable | null,
  hour: number,
): { medianMinutes: number; p80Minutes: number } {
  let median = 0;
  let p80 = 0;
  for (const product of products) {
    const found = table?.lookup(product.id, product.categoryId, hour) ?? null;
    const floor = Math.min(product.leadTimeMinutes ?? 0, LEAD_TIME_FLOOR_MAX_MINUTES);
    median = Math.max(median, found?.medianMinutes ?? DEFAULT_PREPARATION_MINUTES, floor);
    p80 = Math.max(p80, found?.p80Minutes ?? DEFAULT_PREPARATION_MINUTES, floor);
  }
  if (products.length === 0) return { medianMinutes: 0, p80Minutes: 0 };
  return { medianMinutes: median, p80Minutes: Math.max(p80, median) };
}

// The queue and the promise --------------------------------------------------------------

/** An open order as the queue sees it. */
export interface OpenWork {
  /** Minutes of preparation it needs (from its start; its learned median). */
  remainingMinutes: number;
  /**
   * When it can start, in minutes from now: negative for an order accepted that long ago
   * (it started then, or when a station freed after that), positive for an appointment
   * later on; 0 (default) for one still waiting for the shop.
   */
  notBeforeMinutes?: number;
}

/**
 * The queue replayed on `stations` stations in the given order (first come, first served,
 * each order on the station that frees first, not before it could start): the minutes from
 * now at which each open order is ready — never before MIN_REMAINING_MINUTES, it is not
 * ready yet — and when each station is free afterwards. An order accepted long ago behind
 * others has not been cooking all that time: the replay starts it when its station freed.
 */
export function queueFinishTimes(
  openOrders: readonly OpenWork[],
  stations: number,
): { finishes: number[]; firstFreeMinutes: number; stationLoads: number[] } {
  const count = Math.min(MAX_KITCHEN_STATIONS, Math.max(1, Math.floor(stations) || 1));
  let origin = 0;
  for (const order of openOrders) origin = Math.min(origin, order.notBeforeMinutes ?? 0);
  const free = new Array<number>(count).fill(origin);
  const finishes: number[] = [];
  for (const order of openOrders) {
    let station = 0;
    for (let i = 1; i < count; i++) if (free[i] < free[station]) station = i;
    const start = Math.max(free[station], order.notBeforeMinutes ?? 0);
    free[station] = Math.max(start + Math.max(0, order.remainingMinutes), MIN_REMAINING_MINUTES);
    finishes.push(free[station]);
  }
  const stationLoads = free.map((minutes) => Math.max(0, minutes));
  return { finishes, firstFreeMinutes: Math.min(...stationLoads), stationLoads };
}

export interface PromiseInput {
  now: Date;
  /** Remaining work per open order ahead of this one, in queue order. */
  openOrders: readonly OpenWork[];
  /** Parallel stations of the branch. */
  stations: number;
  /** The new order's preparation time (orderPreparation(...).p80Minutes). */
  preparationMinutes: number;
  /** Until the shop accepts it (PreparationTable.acceptance p80): it cannot start before. */
  acceptMinutes?: number;
  /** The cart's longest lead time (libs/domain longestLeadTime): never promised earlier. */
  leadTimeMinutes: number;
  /** Busy mode's extra minutes for the branch (0 when off). */
  extraMinutes?: number;
  /**
   * The promise is a time on this grid, rounded up (default the slots' 5 minutes: the
   * checkout offers nothing else, so that is what the customer is promised).
   */
  roundMinutes?: number;
}

export interface PromiseResult {
  /** Minutes from now until the order can be ready. */
  minutes: number;
  /** now + minutes. */
  earliest: Date;
  /** Of which waiting for a free station. */
  waitMinutes: number;
}

/**
 * The earliest time an order placed now can be ready: the first free station after the
 * open orders, plus its own preparation; never before the lead time; plus busy mode's
 * extra minutes. Whole minutes, rounded up.
 */
export function promiseMinutes(input: PromiseInput): PromiseResult {
  const { firstFreeMinutes } = queueFinishTimes(input.openOrders, input.stations);
  const start = Math.max(firstFreeMinutes, input.acceptMinutes ?? 0);
  const queued = start + Math.max(0, input.preparationMinutes);
  const raw = Math.max(input.leadTimeMinutes, queued) + Math.max(0, input.extraMinutes ?? 0);
  // On the grid of the epoch: every zone's offset is a multiple of 5 minutes, so this is
  // the wall clock's grid too (12:07 → 12:10).
  const step = Math.max(1, input.roundMinutes ?? PROMISE_ROUND_MINUTES) * MINUTE_MS;
  const now = input.now.getTime();
  const earliest = Math.ceil((now + raw * MINUTE_MS - 1) / step) * step;
  return {
    minutes: Math.ceil((earliest - now) / MINUTE_MS - 1e-9),
    earliest: new Date(earliest),
    waitMinutes: Math.round(firstFreeMinutes),
  };
}

/**
 * Orders for later than this are planned, not queued: the queue of now does not bind them
 * (the server counts orders up to this far ahead in the queue, the checkout hides slots up
 * to here).
 */
export const PLANNING_HORIZON_MINUTES = 120;

/**
 * Whether the kitchen can have an order ready at `appointment`: at or after the promise's
 * earliest, or beyond the planning horizon.
 */
export function kitchenCanMake(appointment: Date, promise: PromiseResult, now: Date): boolean {
  if (appointment.getTime() >= now.getTime() + PLANNING_HORIZON_MINUTES * MINUTE_MS) return true;
  return appointment.getTime() >= promise.earliest.getTime() - MINUTE_MS / 2;
}

/**
 * How late an order is now expected compared with what it was promised, in the minutes the
 * customer is told (rounded up to 5); 0 below DELAY_NOTICE_THRESHOLD_MINUTES.
 */
export function delayMinutes(promisedReadyAt: Date, expectedReadyAt: Date): number {
  const late = (expectedReadyAt.getTime() - promisedReadyAt.getTime()) / MINUTE_MS;
  if (late < DELAY_NOTICE_THRESHOLD_MINUTES) return 0;
  return Math.ceil(late / 5) * 5;
}
