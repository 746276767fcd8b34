import { ORDER_KIND_LABELS } from './checkout';
import type { OrderType } from './pricing';
import { addDays } from './time-zone';
import {
  HOUR_MS,
  daysFrom,
  localHour,
  type LocalHour,
  type StatisticsName,
  type StatisticsRange,
} from './statistics-range';
import { CANCELED_STATUSES, FLOW_ARROW, type RollupRow } from './statistics-rollup';

/**
 * One shape for every statistics answer: totals, a series (per day; per hour of the day for
 * the *-times reports, plus a weekday × hour heat map), a breakdown by dimension, VAT lines
 * for money, the transitions of the event flow, and the previous period of equal length.
 */
export interface StatisticsPoint {
  /** YYYY-MM-DD (bucket 'day') or '00'…'23' (bucket 'hour'). */
  key: string;
  value: number;
  /** Net cents for money reports, else null. */
  net: number | null;
}
export interface StatisticsBreakdownEntry {
  key: string;
  label: string;
  value: number;
  previousValue: number;
}
export interface StatisticsVatEntry {
  rate: string;
  net: number;
  gross: number;
  previousNet: number;
  previousGross: number;
}
export interface StatisticsFlowEntry {
  from: string;
  to: string;
  /** The step in German: „Zur Kasse → Bestellt“. */
  label: string;
  value: number;
}
export interface StatisticsHeatCell {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
  value: number;
}
export type StatisticsUnit = 'count' | 'cents' | 'minutes' | 'amount';

export interface StatisticsReport {
  name: string;
  unit: StatisticsUnit;
  bucket: 'day' | 'hour';
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  total: number;
  previousTotal: number;
  net: number | null;
  previousNet: number | null;
  series: StatisticsPoint[];
  previousSeries: StatisticsPoint[];
  breakdown: StatisticsBreakdownEntry[];
  vat: StatisticsVatEntry[];
  flow: StatisticsFlowEntry[];
  heatMap: StatisticsHeatCell[];
}

type Shape = 'total' | 'breakdown' | 'times' | 'money' | 'flow';
interface Definition {
  metric: string;
  shape: Shape;
  unit: StatisticsUnit;
  /** Which dimensions count (default: all). */
  accept?: (dimension: string) => boolean;
  /** The net metric beside a gross one. */
  netMetric?: string;
}

const notCanceled = (status: string) => !CANCELED_STATUSES.includes(status);
const canceled = (status: string) => CANCELED_STATUSES.includes(status);

/** Which rollup metric each catalogue name reads, and how it is shaped. */
export const REPORT_DEFINITIONS: Record<StatisticsName, Definition> = {
  'unique-visitors': { metric: 'visitors', shape: 'total', unit: 'count' },
  'page-views': { metric: 'page-views', shape: 'total', unit: 'count' },
  pages: { metric: 'pages', shape: 'breakdown', unit: 'count' },
  events: { metric: 'events', shape: 'breakdown', unit: 'count' },
  'event-flow': { metric: 'flow', shape: 'flow', unit: 'count' },
  resolutions: { metric: 'resolutions', shape: 'breakdown', unit: 'count' },
  'device-pixel-ratios': { metric: 'pixel-ratios', shape: 'breakdown', unit: 'count' },
  'color-schemes': { metric: 'color-schemes', shape: 'breakdown', unit: 'count' },
  referrers: { metric: 'referrers', shape: 'breakdown', unit: 'count' },
  browsers: { metric: 'browsers', shape: 'breakdown', unit: 'count' },
  'operating-systems': { metric: 'operating-systems', shape: 'breakdown', unit: 'count' },
  orders: { metric: 'orders', shape: 'total', unit: 'count', accept: notCanceled },
  revenue: { metric: 'revenue-gross', netMetric: 'revenue-net', shape: 'money', unit: 'cents' },
  'canceled-orders': { metric: 'orders', shape: 'breakdown', unit: 'count', accept: canceled },
  items: { metric: 'items', shape: 'total', unit: 'amount' },
  'popular-items': { metric: 'products', shape: 'breakdown', unit: 'amount' },
  'visitor-times': { metric: 'visitors', shape: 'times', unit: 'count' },
  'order-times': { metric: 'orders', shape: 'times', unit: 'count', accept: notCanceled },
  'order-origins': { metric: 'origin-orders', shape: 'breakdown', unit: 'count' },
  'revenue-origins': { metric: 'origin-revenue', shape: 'breakdown', unit: 'cents' },
  'working-activities': { metric: 'worked', shape: 'total', unit: 'minutes' },
  'working-schedules': { metric: 'planned', shape: 'total', unit: 'minutes' },
};

/** The rollup metrics a report needs (what the service asks the database for). */
export function metricsOf(name: StatisticsName): string[] {
  const definition = REPORT_DEFINITIONS[name];
  return definition.netMetric ? [definition.metric, definition.netMetric] : [definition.metric];
}

/** How many breakdown entries an answer carries at most (the rest is summed as „Andere“). */
export const MAX_BREAKDOWN = 50;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Color schemes as the back office names them; order kinds as the shop does. */
const SCHEME_LABELS: Record<string, string> = { dark: 'dunkel', light: 'hell' };

/** The shop's events (storefront analytics) as the steps a customer takes. */
export const STATISTICS_EVENT_LABELS: Readonly<Record<string, string>> = {
  page_view: 'Seitenaufruf',
  addtocart: 'In den Warenkorb',
  initiatecheckout: 'Zur Kasse',
  purchase: 'Bestellt',
};

/** Where visitors came from (libs/domain referrerOf's groups). */
export const REFERRER_GROUP_LABELS: Readonly<Record<string, string>> = {
  direct: 'Direkt',
  search: 'Suchmaschine',
  social: 'Soziale Netzwerke',
  campaign: 'Kampagne',
  website: 'Andere Website',
};

/**
 * A page of the shop by its name instead of its route: „/“ → „Startseite“,
 * „/store/graz“ → „Filialseite graz“, its checkout „Kasse graz“; a content page by its path.
 */
export function pageName(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  if (clean === '/') return 'Startseite';
  let match = /^\/store\/([^/]+)(\/checkout(\/error)?)?\/?$/.exec(clean);
  if (match) {
    const what = match[3] ? 'Zahlung fehlgeschlagen' : match[2] ? 'Kasse' : 'Filialseite';
    return match[1].startsWith(':') ? what : `${what} ${decodeSafely(match[1])}`;
  }
  if (/^\/status(\/|$)/.test(clean)) return 'Bestellstatus';
  match = /^\/frontdesk\/([^/]+)/.exec(clean);
  if (match) return 'Abholanzeige';
  return `Seite ${decodeSafely(clean.replace(/^\/(site\/)?/, ''))}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A step of a visit (a page or a shop event, libs/domain stepOf) in German. */
export function stepName(step: string): string {
  if (!step) return '';
  return step.startsWith('/') ? pageName(step) : (STATISTICS_EVENT_LABELS[step] ?? step);
}

/** A referrer key of the rollup ('direct', 'search: google.com') in German. */
export function referrerName(key: string): string {
  const [group, ...rest] = key.split(': ');
  const source = rest.join(': ');
  const name = REFERRER_GROUP_LABELS[group];
  if (!name) return key;
  return source ? `${name} (${source})` : name;
}

function labelOf(name: StatisticsName, key: string): string {
  if (name === 'pages') return pageName(key);
  if (name === 'events') return STATISTICS_EVENT_LABELS[key] ?? key;
  if (name === 'referrers') return referrerName(key);
  if (name === 'popular-items') return key.split('\t').slice(1).join('\t') || key;
  if (name === 'order-origins' || name === 'revenue-origins') {
    return ORDER_KIND_LABELS[key as OrderType] ?? key;
  }
  if (name === 'color-schemes') return SCHEME_LABELS[key] ?? key;
  return key;
}

/**
 * „Heute“ against yesterday up to the same time of day, not the whole of yesterday: while a
 * one-day range is still running at `now`, the previous day counts only its hours up to the
 * hour now is in (rows are hourly). Null when the range is a day that has ended (compared
 * whole) or longer than a day.
 */
export function previousPeriodCutoff(range: StatisticsRange, now: number): number | null {
  if (range.days !== 1) return null;
  const start = range.start.getTime();
  if (now < start || now >= range.end.getTime()) return null;
  const elapsedHours = Math.floor((now - start) / HOUR_MS);
  return range.previousStart.getTime() + (elapsedHours + 1) * HOUR_MS;
}

/**
 * Builds a report from the rollup rows of both periods (any branches, already filtered);
 * `previousUntil` (previousPeriodCutoff) leaves out the previous period's later hours.
 */
export function buildReport(
  name: StatisticsName,
  range: StatisticsRange,
  rows: readonly RollupRow[],
  previousUntil: number | null = null,
): StatisticsReport {
  const definition = REPORT_DEFINITIONS[name];
  const startMs = range.start.getTime();
  const accept = definition.accept ?? (() => true);
  const days = daysFrom(range.from, range.days);
  const previousDays = daysFrom(range.previousFrom, range.days);
  const dayIndex = new Map<string, number>();
  days.forEach((day, index) => dayIndex.set(day, index));
  previousDays.forEach((day, index) => dayIndex.set(day, index));

  const bucket: 'day' | 'hour' = definition.shape === 'times' ? 'hour' : 'day';
  const length = bucket === 'hour' ? 24 : range.days;
  const series = Array.from({ length }, () => ({ value: 0, net: 0 }));
  const previousSeries = Array.from({ length }, () => ({ value: 0, net: 0 }));
  const breakdown = new Map<string, { value: number; previousValue: number }>();
  const vat = new Map<string, StatisticsVatEntry>();
  const flow = new Map<string, number>();
  const heat = new Map<string, number>();

  // Rows share few hours (a day row per dimension, a period's first hour for a breakdown):
  // each hour is placed on the Vienna calendar once, not once per row.
  const locals = new Map<number, LocalHour>();
  const localOf = (hour: number) => {
    let local = locals.get(hour);
    if (!local) locals.set(hour, (local = localHour(hour)));
    return local;
  };
  for (const row of rows) {
    const isNet = row.metric === definition.netMetric;
    if (row.metric !== definition.metric && !isNet) continue;
    if (!accept(row.dimension)) continue;
    const current = row.hour >= startMs;
    if (!current && previousUntil !== null && row.hour >= previousUntil) continue;
    const local = localOf(row.hour);
    const index = bucket === 'hour' ? local.hour : dayIndex.get(local.day);
    if (index === undefined) continue;
    const target = (current ? series : previousSeries)[index];
    if (isNet) target.net += row.value;
    else target.value += row.value;
    if (definition.shape === 'money') {
      const entry = vat.get(row.dimension) ?? {
        rate: row.dimension,
        net: 0,
        gross: 0,
        previousNet: 0,
        previousGross: 0,
      };
      if (current) entry[isNet ? 'net' : 'gross'] += row.value;
      else entry[isNet ? 'previousNet' : 'previousGross'] += row.value;
      vat.set(row.dimension, entry);
    }
    if (definition.shape === 'breakdown') {
      const entry = breakdown.get(row.dimension) ?? { value: 0, previousValue: 0 };
      entry[current ? 'value' : 'previousValue'] += row.value;
      breakdown.set(row.dimension, entry);
    }
    if (!current) continue;
    if (definition.shape === 'flow') {
      flow.set(row.dimension, (flow.get(row.dimension) ?? 0) + row.value);
    }
    if (definition.shape === 'times') {
      const cell = `${local.weekday}|${local.hour}`;
      heat.set(cell, (heat.get(cell) ?? 0) + row.value);
    }
  }

  const money = definition.shape === 'money';
  const keyOf = (index: number, periodDays: string[]) =>
    bucket === 'hour' ? String(index).padStart(2, '0') : periodDays[index];
  const points = (values: { value: number; net: number }[], periodDays: string[]) =>
    values.map((point, index) => ({
      key: keyOf(index, periodDays),
      value: round(point.value),
      net: money ? round(point.net) : null,
    }));
  const sum = (values: { value: number; net: number }[], field: 'value' | 'net') =>
    round(values.reduce((total, point) => total + point[field], 0));

  const sortedBreakdown = [...breakdown.entries()]
    .filter(([, entry]) => entry.value !== 0 || entry.previousValue !== 0)
    .sort((a, b) => b[1].value - a[1].value || a[0].localeCompare(b[0]))
    .map(([key, entry]) => ({
      key,
      label: labelOf(name, key),
      value: round(entry.value),
      previousValue: round(entry.previousValue),
    }));
  const heatMap: StatisticsHeatCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const value = heat.get(`${weekday}|${hour}`);
      if (value) heatMap.push({ weekday, hour, value: round(value) });
    }
  }

  return {
    name,
    unit: definition.unit,
    bucket,
    from: range.from,
    to: range.to,
    previousFrom: range.previousFrom,
    previousTo: addDays(range.from, -1),
    total: sum(series, 'value'),
    previousTotal: sum(previousSeries, 'value'),
    net: money ? sum(series, 'net') : null,
    previousNet: money ? sum(previousSeries, 'net') : null,
    series: points(series, days),
    previousSeries: points(previousSeries, previousDays),
    breakdown: collapseBreakdown(sortedBreakdown),
    vat: [...vat.values()].sort((a, b) => Number(a.rate) - Number(b.rate)),
    flow: [...flow.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_BREAKDOWN)
      .map(([key, value]) => {
        // A series read collapses the dimensions ('' has no step to name): its flow is unused.
        const [from, to = ''] = key.split(FLOW_ARROW);
        return {
          from,
          to,
          label: `${stepName(from)}${FLOW_ARROW}${stepName(to)}`,
          value: round(value),
        };
      }),
    heatMap,
  };
}

function collapseBreakdown(entries: StatisticsBreakdownEntry[]): StatisticsBreakdownEntry[] {
  if (entries.length <= MAX_BREAKDOWN) return entries;
  const rest = entries.slice(MAX_BREAKDOWN - 1);
  const other = rest.reduce(
    (sum, entry) => ({
      ...sum,
      value: round(sum.value + entry.value),
      previousValue: round(sum.previousValue + entry.previousValue),
    }),
    { key: '', label: 'Andere', value: 0, previousValue: 0 },
  );
  return [...entries.slice(0, MAX_BREAKDOWN - 1), other];
}
