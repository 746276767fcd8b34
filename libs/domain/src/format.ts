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

/**
 * German currency signs as Intl's de-DE narrowSymbol writes them, for the currencies a shop
 * here takes: known without Intl, whose first use costs a phone ~40 ms of ICU setup while
 * the page is still loading (a prices-only page then never needs it).
 */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  CHF: 'CHF',
  USD: '$',
  GBP: '£',
};
const symbolCache = new Map<string, string>(Object.entries(KNOWN_SYMBOLS));

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

/** The digits of a non-negative finite number without an exponent: 1.5e-7 → ['0', '00000015']. */
function plainDigits(value: number): [whole: string, fraction: string] {
  const [mantissa, exponentText] = String(value).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0);
  if (exponent === 0) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** A string of decimal digits plus one: '0999' → '1000'. */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A number the German way: '.' groups thousands, ',' separates decimals.
 * `minimumDigits`/`maximumDigits` are the fraction digits. Written out instead of asking
 * Intl.NumberFormat('de-DE'), with the same result (the spec compares the two): the
 * number's shortest decimal form rounded half away from zero, as ICU does, so 1.005 with
 * two digits is '1,01'. A branch page formats every price while it hydrates, and Intl's
 * first use costs a phone ~40 ms of one long task.
 */
export function formatNumber(value: number, maximumDigits = 3, minimumDigits = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [whole, fraction] = plainDigits(Math.abs(value));
  if (fraction.length > maximumDigits) {
    const roundUp = fraction[maximumDigits] >= '5';
    fraction = fraction.slice(0, maximumDigits);
    if (roundUp) {
      const digits = incremented(whole + fraction);
      whole = digits.slice(0, digits.length - maximumDigits);
      fraction = digits.slice(digits.length - maximumDigits);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimumDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
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
