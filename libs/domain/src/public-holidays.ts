/**
 * Public holidays of Austria and Germany by federal state, from `date-holidays`.
 *
 * Not exported from the package index: the library carries every country's calendar, and
 * the storefront bundles the index. The server imports '@bestellwerk/domain/dist/public-holidays'.
 *
 * Full days are the library's 'public' holidays; the afternoons off of 24 and 31 December
 * (type 'bank', starting 14:00) count as half holidays. Observances (Muttertag, Ostersonntag)
 * do not change the working time.
 */
import Holidays from 'date-holidays';
import type { HolidayDay } from './time-balances';

export const HOLIDAY_COUNTRIES = ['AT', 'DE'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

const calendars = new Map<string, Holidays>();

function calendar(country: HolidayCountry, state?: string | null): Holidays {
  const key = `${country}-${state ?? ''}`;
  let found = calendars.get(key);
  if (!found) {
    found = state ? new Holidays(country, state) : new Holidays(country);
    calendars.set(key, found);
  }
  return found;
}

/** The federal states of a country: code → name (AT: '9' → 'Wien'; DE: 'BY' → 'Bayern'). */
export function federalStates(country: HolidayCountry): Record<string, string> {
  return new Holidays().getStates(country) ?? {};
}

/** The holidays of one calendar year that change the working time, sorted by day. */
export function publicHolidays(
  year: number,
  country: HolidayCountry,
  state?: string | null,
): HolidayDay[] {
  const result = new Map<string, HolidayDay>();
  for (const holiday of calendar(country, state).getHolidays(year)) {
    const day = holiday.date.slice(0, 10);
    const afternoon = holiday.date.slice(11, 16) !== '00:00';
    if (holiday.type === 'public') result.set(day, { day, name: holiday.name, half: false });
    else if (holiday.type === 'bank' && afternoon && !result.has(day))
      result.set(day, { day, name: holiday.name, half: true });
  }
  return [...result.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** The holidays of every year touched by a range of local days. */
export function publicHolidaysBetween(
  from: string,
  to: string,
  country: HolidayCountry,
  state?: string | null,
): HolidayDay[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    years.push(year);
  return years
    .flatMap((year) => publicHolidays(year, country, state))
    .filter((holiday) => holiday.day >= from && holiday.day <= to);
}
