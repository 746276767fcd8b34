import { addDays, daysBetween, toLocal, zonedInstant } from './time-zone';

/**
 * The years a date the API takes may lie in (backend InDateRange, the statistics period):
 * the period arithmetic (the whole last day, a week from its Monday) stays inside what
 * JavaScript and the databases hold — 9999-12-31 plus one day is year 10000.
 */
export const DATE_YEARS = { first: 1900, last: 2999 } as const;

/**
 * The statistics catalogue (backoffice-api.md §7) and its calendar: reports count in
 * Europe/Vienna calendar days, whatever a branch's own zone, so a shop with branches in
 * several zones still has one day boundary in its dashboard.
 */
export const STATISTICS_NAMES = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'event-flow',
  'resolutions',
  'device-pixel-ratios',
  'color-schemes',
  'referrers',
  'browsers',
  'operating-systems',
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'visitor-times',
  'order-times',
  'order-origins',
  'revenue-origins',
  'working-activities',
  'working-schedules',
] as const;
export type StatisticsName = (typeof STATISTICS_NAMES)[number];

export function isStatisticsName(name: string): name is StatisticsName {
  return (STATISTICS_NAMES as readonly string[]).includes(name);
}

export const STATISTICS_TIME_ZONE = 'Europe/Vienna';
/** The longest range one call may ask for: a year, leap day included. */
export const MAX_STATISTICS_DAYS = 366;
/** The error catalogue's message for a statistics call (§8), followed by the reason. */
export const STATISTICS_ERROR = 'Statistik konnte nicht geladen werden.';

export const HOUR_MS = 3_600_000;

export interface StatisticsRange {
  /** YYYY-MM-DD, inclusive, Vienna days. */
  from: string;
  to: string;
  days: number;
  /** The period of equal length just before. */
  previousFrom: string;
  previousTo: string;
  /** Instants: [start, end) of the range, previousStart = start of the previous period. */
  start: Date;
  end: Date;
  previousStart: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  // Far dates (9999-12-31) would carry the period's arithmetic past year 9999.
  if (year < DATE_YEARS.first || year > DATE_YEARS.last) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Midnight in Vienna of a local day (DST-correct: 23 or 25 hours on switch days). */
export function viennaDayStart(day: string): Date {
  return zonedInstant(day, 0, STATISTICS_TIME_ZONE);
}

/** The range of `from`..`to` and its previous period, or the German reason it is refused. */
export function parseStatisticsRange(
  from: string | undefined,
  to: string | undefined,
): StatisticsRange | { reason: string } {
  if (!validDate(from)) return { reason: '„from“ muss ein Datum im Format JJJJ-MM-TT sein.' };
  if (!validDate(to)) return { reason: '„to“ muss ein Datum im Format JJJJ-MM-TT sein.' };
  const days = daysBetween(from, to) + 1;
  if (days < 1) return { reason: '„to“ darf nicht vor „from“ liegen.' };
  if (days > MAX_STATISTICS_DAYS) {
    return { reason: `Der Zeitraum darf höchstens ${MAX_STATISTICS_DAYS} Tage lang sein.` };
  }
  const previousFrom = addDays(from, -days);
  return {
    from,
    to,
    days,
    previousFrom,
    previousTo: addDays(from, -1),
    start: viennaDayStart(from),
    end: viennaDayStart(addDays(to, 1)),
    previousStart: viennaDayStart(previousFrom),
  };
}

/** The UTC hour an instant falls in (epoch ms); Vienna's offsets are whole hours. */
export function hourBucket(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

export interface LocalHour {
  /** YYYY-MM-DD in Vienna. */
  day: string;
  /** 0–23 on the Vienna clock. */
  hour: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** Where an hour bucket lies on the Vienna calendar. */
export function localHour(hourMs: number): LocalHour {
  const local = toLocal(new Date(hourMs), STATISTICS_TIME_ZONE);
  return { day: local.date, hour: Math.floor(local.minutes / 60), weekday: local.isoWeekday };
}

/** The days of a range, in order. */
export function daysFrom(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}

export const STATISTICS_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number];

export const STATISTICS_PRESET_LABELS: Record<StatisticsPreset, string> = {
  today: 'Heute',
  yesterday: 'Gestern',
  last7: '7 Tage',
  last30: '30 Tage',
  thisMonth: 'Dieser Monat',
  lastMonth: 'Letzter Monat',
  thisYear: 'Dieses Jahr',
};

/** The days of a preset as seen on `today` (a Vienna day); „7 Tage“ ends today. */
export function presetRange(preset: StatisticsPreset, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${month}-01`, to: today };
    case 'lastMonth': {
      const end = addDays(`${month}-01`, -1);
      return { from: `${end.slice(0, 7)}-01`, to: end };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Today on the statistics' calendar. */
export function statisticsToday(now: Date = new Date()): string {
  return toLocal(now, STATISTICS_TIME_ZONE).date;
}
