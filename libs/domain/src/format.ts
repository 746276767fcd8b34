import { roundHalfAwayFromZero } from './rounding';
import { DEFAULT_TIME_ZONE, isoWeekday, toLocal } from './time-zone';

/** German weekday names, index 0 = Monday (ISO order). */
export const WEEKDAYS = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

/** Column heads of the date picker (storefront §2: weekdays Mo..So). */
export const WEEKDAYS_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

export const DEFAULT_CURRENCY = 'EUR';

/** German name of the weekday of a local date 'YYYY-MM-DD'. */
export function weekdayName(localDate: string): string {
  return WEEKDAYS[isoWeekday(localDate) - 1];
}

/**
 * ISO 8601 week of a local date: weeks start on Monday and week 1 is the week with the
 * year's first Thursday, so 2026-12-31 and 2027-01-01 are both in week 53 of 2026.
 */
export function isoWeek(localDate: string): { year: number; week: number } {
  const [year, month, day] = localDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // The Thursday of the same week decides the week-numbering year.
  const thursday = new Date(date.getTime() + (4 - isoWeekday(localDate)) * 86_400_000);
  const weekYear = thursday.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  const week = Math.floor((thursday.getTime() - firstDay) / 86_400_000 / 7) + 1;
  return { year: weekYear, week };
}

/** ISO week number of a local date (the date picker's week column). */
export function isoWeekNumber(localDate: string): number {
  return isoWeek(localDate).week;
}

const symbolCache = new Map<string, string>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** '€' for EUR, 'CHF' for CHF …, as German formatting names the currency. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  let symbol = symbolCache.get(currency);
  if (symbol === undefined) {
    const part = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((candidate) => candidate.type === 'currency');
    symbol = part?.value ?? currency;
    symbolCache.set(currency, symbol);
  }
  return symbol;
}

/**
 * A number the German way: '.' groups thousands, ',' separates decimals.
 * `minimumDigits`/`maximumDigits` are the fraction digits.
 */
export function formatNumber(value: number, maximumDigits = 3, minimumDigits = 0): string {
  // One formatter per digit setting: building an Intl.NumberFormat costs far more than
  // using one, and a branch page formats every price of its menu while it hydrates.
  const key = `${minimumDigits}:${maximumDigits}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: minimumDigits,
      maximumFractionDigits: maximumDigits,
    });
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * Money from integer cents: '12,50 €', '1.234,00 €', '-3,20 €'. The amount comes first and
 * the symbol after a plain space, as the storefront texts write it ('15,00 €'); Intl's own
 * de-AT currency style would put the symbol first ('€ 15,00'), which the spec does not use.
 */
export function formatCents(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const sign = cents < 0 ? '-' : '';
  const number = formatNumber(Math.abs(cents) / 100, 2, 2);
  return `${sign}${number} ${currencySymbol(currency)}`;
}

/** Money from decimal euros (the API's unit), same format as formatCents. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return formatCents(roundHalfAwayFromZero(amount * 100), currency);
}

/** DD.MM.YYYY of a local date 'YYYY-MM-DD'. */
export function formatLocalDate(localDate: string): string {
  const [year, month, day] = localDate.split('-');
  return `${day}.${month}.${year}`;
}

/** DD.MM.YYYY of an instant in the zone. */
export function formatDate(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatLocalDate(toLocal(at, timeZone).date);
}

/** HH:mm of an instant in the zone. */
export function formatTime(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return toLocal(at, timeZone).time;
}

/** DD.MM.YYYY HH:mm of an instant in the zone. */
export function formatDateTime(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = toLocal(at, timeZone);
  return `${formatLocalDate(local.date)} ${local.time}`;
}

/** storefront.md §9: long texts on cards are cut at 128 characters. */
export const TRUNCATE_LENGTH = 128;
export const TRUNCATE_SUFFIX = '...';

/**
 * The text cut to `length` characters (counted as the reader sees them, so an emoji is
 * one) with '...' appended; shorter texts are returned as they are. Whitespace before
 * the cut is dropped so the dots follow the last word.
 */
export function truncate(text: string, length: number = TRUNCATE_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, Math.max(0, length)).join('').trimEnd()}${TRUNCATE_SUFFIX}`;
}
