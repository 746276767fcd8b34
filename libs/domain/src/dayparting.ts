/**
 * Dayparting of digital-signage streams: when a stream may play, and which of several
 * streams of a zone plays now.
 *
 * A stream has zero or more dayparts; it is valid at an instant when it is enabled and
 * any of its dayparts holds then (no dayparts: always). A daypart holds on its weekdays
 * (none chosen: every day), between from and to (wall-clock time in the branch's zone,
 * none: the whole day), on local days within its date range (either end open). The time
 * test is the opening-hour rule engine (opening-hours.ts) itself, so a daypart reads
 * exactly like an opening hour: half-open [from, to), 'to' at or before 'from' runs into
 * the next day (22:00–02:00), '24:00' ends at midnight, and on a DST change day a
 * daypart is as long as the clock says. The date range applies to the day a daypart
 * starts on: 22:00–02:00 up to 2026-12-31 still plays on 2027-01-01 at 01:00.
 *
 * Selection: among the valid streams, interrupt streams come first (an interrupt takes
 * over at once, whatever the priority of the others); within the same kind the highest
 * priority plays; equal priorities go to the lower id, so every player and the server
 * pick the same one.
 */
import { OpeningHourRule, WEEKDAY_RULE_TYPES, shiftInstances } from './opening-hours';
import { DEFAULT_TIME_ZONE, addDays, toLocal } from './time-zone';

export interface Daypart {
  /** ISO weekdays 1 (Monday) … 7 (Sunday); empty or missing: every day. */
  weekdays?: readonly number[] | null;
  /** HH:mm; missing: from midnight. */
  from?: string | null;
  /** HH:mm; missing: until midnight. At or before `from`: runs into the next day. */
  to?: string | null;
  /** YYYY-MM-DD, first local day (inclusive); missing: no start. */
  dateFrom?: string | null;
  /** YYYY-MM-DD, last local day (inclusive); missing: no end. */
  dateTo?: string | null;
}

export interface ScheduledStream {
  id: number;
  priority: number;
  isInterrupt: boolean;
  isEnabled?: boolean;
  dayparts?: readonly Daypart[] | null;
}

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** German problem with a daypart, or null when it is usable. */
export function daypartProblem(daypart: Daypart): string | null {
  for (const weekday of daypart.weekdays ?? []) {
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) {
      return 'Wochentage müssen zwischen 1 (Montag) und 7 (Sonntag) liegen.';
    }
  }
  if (daypart.from && (!TIME.test(daypart.from) || daypart.from > '24:00')) {
    return 'Die Startzeit muss im Format HH:mm angegeben werden.';
  }
  if (daypart.to && (!TIME.test(daypart.to) || daypart.to > '24:00')) {
    return 'Die Endzeit muss im Format HH:mm angegeben werden.';
  }
  if (daypart.from === '24:00') return 'Die Startzeit muss vor 24:00 liegen.';
  for (const date of [daypart.dateFrom, daypart.dateTo]) {
    if (date && (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
      return 'Datumsangaben müssen im Format JJJJ-MM-TT angegeben werden.';
    }
  }
  if (daypart.dateFrom && daypart.dateTo && daypart.dateTo < daypart.dateFrom) {
    return 'Das Enddatum darf nicht vor dem Startdatum liegen.';
  }
  return null;
}

/** The daypart as opening-hour rules: one weekday rule per chosen day, else a daily rule. */
export function daypartRules(daypart: Daypart): OpeningHourRule[] {
  const from = daypart.from || '00:00';
  const to = daypart.to || (from === '00:00' ? '00:00' : '24:00');
  const weekdays = [...new Set(daypart.weekdays ?? [])].filter((day) => day >= 1 && day <= 7);
  if (weekdays.length === 0) return [{ type: 'daily', from, to, isClosed: false }];
  return weekdays.map((day) => ({
    type: WEEKDAY_RULE_TYPES[day - 1],
    from,
    to,
    isClosed: false,
  }));
}

/** Whether a daypart holds at `at` in `timeZone`. */
export function daypartHolds(
  daypart: Daypart,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (daypartProblem(daypart) !== null) return false;
  const today = toLocal(at, timeZone).date;
  const t = at.getTime();
  return shiftInstances(daypartRules(daypart), addDays(today, -1), today, timeZone).some(
    (shift) =>
      shift.start.getTime() <= t &&
      t < shift.end.getTime() &&
      (!daypart.dateFrom || shift.date >= daypart.dateFrom) &&
      (!daypart.dateTo || shift.date <= daypart.dateTo),
  );
}

/** Whether a stream may play at `at`. */
export function streamValidAt(
  stream: ScheduledStream,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (stream.isEnabled === false) return false;
  const dayparts = stream.dayparts ?? [];
  if (dayparts.length === 0) return true;
  return dayparts.some((daypart) => daypartHolds(daypart, at, timeZone));
}

function outranks(a: ScheduledStream, b: ScheduledStream): boolean {
  if (a.isInterrupt !== b.isInterrupt) return a.isInterrupt;
  if (a.priority !== b.priority) return a.priority > b.priority;
  return a.id < b.id;
}

/** The stream that plays at `at`: valid, interrupts first, then highest priority, lower id. */
export function selectStream<T extends ScheduledStream>(
  streams: readonly T[],
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): T | null {
  let best: T | null = null;
  for (const stream of streams) {
    if (!streamValidAt(stream, at, timeZone)) continue;
    if (best === null || outranks(stream, best)) best = stream;
  }
  return best;
}

/**
 * The next instant after `at` (within `horizonMinutes`, minute steps) at which a different
 * stream (or none) would play; null when nothing changes in that time. For the preview
 * „Als Nächstes“ and for a player that wants to wake up on time.
 */
export function nextStreamChange<T extends ScheduledStream>(
  streams: readonly T[],
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  horizonMinutes = 24 * 60,
): { at: Date; stream: T | null } | null {
  const current = selectStream(streams, at, timeZone);
  const start = Math.floor(at.getTime() / 60_000) * 60_000;
  for (let minute = 1; minute <= horizonMinutes; minute++) {
    const instant = new Date(start + minute * 60_000);
    const stream = selectStream(streams, instant, timeZone);
    if ((stream?.id ?? null) !== (current?.id ?? null)) return { at: instant, stream };
  }
  return null;
}
