import { addDays, formatMinutes, toLocal } from '@bestellwerk/domain';

export const TZ = 'Europe/Vienna';
export const hm = (minutes: number) => formatMinutes(minutes);
export const localTime = (iso: string) => toLocal(new Date(iso), TZ).time;
export const localDay = (iso: string) => toLocal(new Date(iso), TZ).date;
export const germanDay = (day: string) =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
export const today = () => toLocal(new Date(), TZ).date;
export const currentMonth = () => today().slice(0, 7);

/** First and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const next =
    number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

export const personName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;
