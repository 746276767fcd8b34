/**
 * Wall-clock helpers for a branch's IANA time zone, so tests pick instants from the seeded
 * opening hours ('Monday 08:00 in Vienna') whatever zone the machine runs in.
 */
const parts = (instant: Date, timeZone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return values as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
};

/** 'YYYY-MM-DD' of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant at which the zone's wall clock shows `date` `time` (DST-safe for whole hours). */
export function zoned(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const p = parts(new Date(guess), timeZone);
    const shown = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** A local date `days` after the given one (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const RULE_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** 'monday' … 'sunday' of a local date. */
export function weekdayType(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return RULE_DAYS[(day + 6) % 7];
}

/** The first local date strictly after `from` (and after `minDays`) with that weekday. */
export function nextWeekday(from: string, type: string, minDays = 1): string {
  for (let offset = minDays; offset < minDays + 7; offset++) {
    const date = addDays(from, offset);
    if (weekdayType(date) === type) return date;
  }
  throw new Error(`no ${type}`);
}

/** 'HH:mm' plus minutes (same day). */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** German money as the storefront prints it: 15 → '15,00 €'. */
export function euro(amount: number): string {
  return `${amount.toFixed(2).replace('.', ',')} €`;
}
