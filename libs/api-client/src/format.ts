/**
 * Times as the shop lives them (the branches' zone, Europe/Vienna by default, as receipts
 * and e-mails show them), not in the zone of the computer the back office runs on.
 */
const timeZone = 'Europe/Vienna';
const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('de-AT', { timeZone, hour: '2-digit', minute: '2-digit' });

/**
 * 12.5 → '12,50 €' (money crosses the API as decimal euros): the back office writes money
 * as the shop, the receipts and the mails do — libs/domain's one formatter.
 */
export { formatMoney } from '@bestellwerk/domain';
/** DD.MM.YYYY, HH:mm (backoffice-api.md §9). */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '–';
export const formatTime = (iso: string | null | undefined) =>
  iso ? time.format(new Date(iso)) : '–';

const day = new Intl.DateTimeFormat('de-AT', { timeZone, dateStyle: 'short' });
/** Whether two instants fall on the same day in the shop's zone. */
export const sameShopDay = (a: Date, b: Date) => day.format(a) === day.format(b);
