import { formatMinutes } from '@bestellwerk/domain';

/** Times and durations as the terminal shows them (the tablet's own time zone). */

export const clockTime = (at: string | Date) =>
  new Date(at).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit' });

/** A duration as every time-tracking screen writes it (libs/domain): „2 h 5 min“. */
export const hm = (minutes: number) => formatMinutes(Math.abs(Math.round(minutes)));

/** A balance with its sign: „+2 h 5 min“, „−0 h 30 min“, „0 h 0 min“. */
export const signedHm = (minutes: number) =>
  (Math.round(minutes) > 0 ? '+' : '') + formatMinutes(Math.round(minutes));

/** The local calendar day (YYYY-MM-DD) of an instant. */
export const localDay = (at: string | Date) => {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
