/** Times and durations as the terminal shows them (the tablet's own time zone). */

export const clockTime = (at: string | Date) =>
  new Date(at).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit' });

export const hm = (minutes: number) =>
  `${Math.floor(Math.abs(minutes) / 60)} h ${Math.abs(minutes) % 60} min`;

/** A balance with its sign: „+2 h 5 min“, „−0 h 30 min“, „0 h 0 min“. */
export const signedHm = (minutes: number) =>
  (minutes > 0 ? '+' : minutes < 0 ? '−' : '') + hm(Math.round(minutes));

/** The local calendar day (YYYY-MM-DD) of an instant. */
export const localDay = (at: string | Date) => {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
