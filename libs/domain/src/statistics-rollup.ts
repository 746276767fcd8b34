import { hourBucket } from './statistics-range';

/**
 * Raw analytics events and orders folded into hourly rollup rows (hour × branch × metric ×
 * dimension → value). The worker stores these rows per hour; a report adds the rows of the
 * hours not yet rolled up, computed by these same functions from the raw rows, so both
 * paths count alike by construction.
 */
export interface RollupRow {
  /** Start of the UTC hour, epoch ms. */
  hour: number;
  /** 0 = no branch (visits of the shop's pages outside a branch). */
  branchId: number;
  metric: string;
  dimension: string;
  value: number;
}

/** A visit ends after 30 minutes without an event (Plausible's and Umami's rule). */
export const SESSION_IDLE_MS = 30 * 60_000;

export interface VisitEvent {
  /** Epoch ms. */
  at: number;
  /** Hash of the day's salt, site, address and user agent; never the address. */
  visitor: string;
  branchId: number;
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

/** What a run must know of the time before its first event (carried from call to call). */
export interface VisitorContext {
  /** Per visitor: the last event's time and last page or event (the flow's previous step). */
  last: Map<string, { at: number; step: string | null }>;
  /** Visitors already seen this day (hashes change daily, so: ever). */
  seen: Set<string>;
}

export const emptyVisitorContext = (): VisitorContext => ({ last: new Map(), seen: new Set() });

/** The metrics the analytics rollup writes; the orders rollup writes ORDER_METRICS. */
export const VISIT_METRICS = [
  'visitors',
  'sessions',
  'page-views',
  'pages',
  'events',
  'flow',
  'resolutions',
  'pixel-ratios',
  'color-schemes',
  'referrers',
  'browsers',
  'operating-systems',
] as const;
export const ORDER_METRICS = [
  'orders',
  'revenue-gross',
  'revenue-net',
  'items',
  'products',
  'origin-orders',
  'origin-revenue',
] as const;

export const FLOW_ARROW = ' → ';
const UNKNOWN = 'Unbekannt';

class RowSink {
  private readonly rows = new Map<string, RollupRow>();
  add(hour: number, branchId: number, metric: string, dimension: string, value: number): void {
    if (value === 0) return;
    const key = `${hour}|${branchId}|${metric}|${dimension}`;
    const row = this.rows.get(key);
    if (row) row.value += value;
    else this.rows.set(key, { hour, branchId, metric, dimension, value });
  }
  list(): RollupRow[] {
    return [...this.rows.values()];
  }
}

/** A page view is its path; any other event (but the technical init) is its type. */
export function stepOf(event: Pick<VisitEvent, 'type' | 'path'>): string | null {
  if (event.type === 'init') return null;
  if (event.type === 'page_view') return event.path ?? '/';
  return event.type;
}

/**
 * Rolls up events (sorted by time) that follow the context; the context is updated, so a
 * later call with later events continues the same sessions and visitor days.
 */
export function rollUpVisits(events: readonly VisitEvent[], context: VisitorContext): RollupRow[] {
  const sink = new RowSink();
  for (const event of events) {
    const hour = hourBucket(event.at);
    const branch = event.branchId;
    const previous = context.last.get(event.visitor);
    const continues = !!previous && event.at - previous.at <= SESSION_IDLE_MS;
    if (!context.seen.has(event.visitor)) {
      context.seen.add(event.visitor);
      sink.add(hour, branch, 'visitors', '', 1);
      sink.add(hour, branch, 'browsers', event.browser ?? UNKNOWN, 1);
      sink.add(hour, branch, 'operating-systems', event.os ?? UNKNOWN, 1);
    }
    if (!continues) sink.add(hour, branch, 'sessions', '', 1);
    const step = stepOf(event);
    if (event.type === 'page_view') {
      sink.add(hour, branch, 'page-views', '', 1);
      sink.add(hour, branch, 'pages', step ?? '/', 1);
    } else if (event.type === 'init') {
      sink.add(hour, branch, 'resolutions', event.screen ?? UNKNOWN, 1);
      sink.add(hour, branch, 'pixel-ratios', event.pixelRatio ?? UNKNOWN, 1);
      sink.add(hour, branch, 'color-schemes', event.colorScheme ?? UNKNOWN, 1);
      const group = event.referrerGroup ?? 'direct';
      const source = event.referrerSource ? `${group}: ${event.referrerSource}` : group;
      sink.add(hour, branch, 'referrers', source, 1);
    } else {
      sink.add(hour, branch, 'events', event.type, 1);
    }
    const previousStep = continues ? previous.step : null;
    if (step !== null && previousStep !== null && previousStep !== step) {
      sink.add(hour, branch, 'flow', `${previousStep}${FLOW_ARROW}${step}`, 1);
    }
    context.last.set(event.visitor, { at: event.at, step: step ?? previousStep });
  }
  return sink.list();
}

/** What the rollup reads of an order (customer_order). */
export interface OrderFact {
  at: number;
  branchId: number;
  status: string;
  kind: string;
  isFailed: boolean;
  items: { productId: number; name: string; amount: number }[];
  /** Per VAT rate ('10', '20'): cents. */
  taxes: Record<string, { net: number; gross: number }>;
  grossCents: number;
}

/** Rejected and cancelled orders count as cancelled, never towards revenue. */
export const CANCELED_STATUSES: readonly string[] = ['rejected', 'canceled'];

/** An order that earns money: not rejected, not cancelled, payment not failed. */
export function isCountedOrder(order: Pick<OrderFact, 'status' | 'isFailed'>): boolean {
  return !CANCELED_STATUSES.includes(order.status) && !order.isFailed;
}

export function rollUpOrders(orders: readonly OrderFact[]): RollupRow[] {
  const sink = new RowSink();
  for (const order of orders) {
    const hour = hourBucket(order.at);
    const branch = order.branchId;
    sink.add(hour, branch, 'orders', order.status, 1);
    if (!isCountedOrder(order)) continue;
    for (const [rate, line] of Object.entries(order.taxes)) {
      sink.add(hour, branch, 'revenue-gross', rate, line.gross);
      sink.add(hour, branch, 'revenue-net', rate, line.net);
    }
    for (const item of order.items) {
      sink.add(hour, branch, 'items', '', item.amount);
      sink.add(hour, branch, 'products', `${item.productId}\t${item.name}`, item.amount);
    }
    sink.add(hour, branch, 'origin-orders', order.kind, 1);
    sink.add(hour, branch, 'origin-revenue', order.kind, order.grossCents);
  }
  return sink.list();
}

export type ReferrerGroup = 'search' | 'social' | 'campaign' | 'direct' | 'website';

const SEARCH =
  /(^|\.)(google|bing|duckduckgo|ecosia|yahoo|qwant|startpage|yandex|baidu|search\.brave)\./;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|t|twitter|x|linkedin|pinterest|reddit|tiktok|youtube|whatsapp|threads|mastodon)\.[a-z]+$/;

/**
 * Where a visit came from: a campaign (utm_source/utm_medium/utm_campaign on the landing
 * address) wins; otherwise the referrer's host: a search engine, a social network, another
 * website, or none/the shop itself (direct).
 */
export function groupReferrer(
  referrer: string | null | undefined,
  landing: { utmSource?: string | null; utmCampaign?: string | null } = {},
  ownHost?: string | null,
): { group: ReferrerGroup; source: string | null } {
  const campaign = landing.utmSource || landing.utmCampaign;
  if (campaign) return { group: 'campaign', source: campaign.slice(0, 80) };
  let host: string | null = null;
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    host = null;
  }
  if (!host || (ownHost && host === ownHost.toLowerCase().replace(/^www\./, ''))) {
    return { group: 'direct', source: null };
  }
  if (SEARCH.test(`.${host}`) || SEARCH.test(host)) return { group: 'search', source: host };
  if (SOCIAL.test(host)) return { group: 'social', source: host };
  return { group: 'website', source: host };
}
