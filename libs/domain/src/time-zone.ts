/**
 * Wall-clock arithmetic in a branch's IANA time zone with nothing but Intl.DateTimeFormat,
 * so the same code runs in Node and in the browser without a date library.
 *
 * Local calendar days are plain 'YYYY-MM-DD' strings and times of day 'HH:mm' strings;
 * instants are Date objects.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone, as Intl formats it, as if it were UTC (ms). */
function formattedWallClockMs(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Cached zone offsets by zone and quarter hour; bounded, as a server asks for ever more. */
const offsetCache = new Map<string, Map<number, number>>();
const MAX_CACHED_OFFSETS = 100_000;

/**
 * A zone's offsets from UTC over a span, as one side worked them out for the other: each
 * entry [from, offset minutes] holds until the next one or `to`. The server puts the
 * branches' zones into the page it renders, so the browser reads opening states and times
 * from them instead of Intl, whose first use costs a phone ~40 ms of ICU setup while the
 * page loads.
 */
export interface ZoneOffsets {
  timeZone: string;
  /** Epoch ms, a whole quarter hour: the span is [from, to). */
  from: number;
  to: number;
  offsets: Array<[from: number, offsetMinutes: number]>;
}

/** Spans given by rememberZoneOffsets, by zone. */
const knownSpans = new Map<string, ZoneOffsets>();

/** The zone's offsets over [fromMs, toMs), from Intl (on the server). */
export function zoneOffsets(timeZone: string, fromMs: number, toMs: number): ZoneOffsets {
  const firstQuarter = Math.floor(fromMs / QUARTER_HOUR_MS);
  const endQuarter = Math.ceil(toMs / QUARTER_HOUR_MS);
  const quartersPerDay = DAY_MS / QUARTER_HOUR_MS;
  const offsets: ZoneOffsets['offsets'] = [];
  const note = (quarter: number, offsetMs: number) => {
    const minutes = offsetMs / MINUTE_MS;
    if (offsets.length === 0 || offsets[offsets.length - 1][1] !== minutes)
      offsets.push([quarter * QUARTER_HOUR_MS, minutes]);
  };
  let quarter = firstQuarter;
  while (quarter < endQuarter) {
    // As wallClockMs: a UTC day with the same offset at both ends has it throughout.
    const dayEnd = Math.min(
      (Math.floor(quarter / quartersPerDay) + 1) * quartersPerDay,
      endQuarter,
    );
    const first = quarterOffsetMs(quarter, timeZone);
    if (first === quarterOffsetMs(dayEnd - 1, timeZone)) note(quarter, first);
    else for (let q = quarter; q < dayEnd; q++) note(q, quarterOffsetMs(q, timeZone));
    quarter = dayEnd;
  }
  return {
    timeZone,
    from: firstQuarter * QUARTER_HOUR_MS,
    to: endQuarter * QUARTER_HOUR_MS,
    offsets,
  };
}

/**
 * Takes a zone's offsets worked out elsewhere (the server's, in the page): instants inside
 * their span are read from them, others from Intl as before. Ignores what does not hold
 * together (an empty list, entries out of order or off the quarter hours).
 */
export function rememberZoneOffsets(span: ZoneOffsets): void {
  const { offsets, from, to } = span;
  const wellFormed =
    offsets.length > 0 &&
    offsets[0][0] === from &&
    from < to &&
    offsets.every(
      ([at, minutes], i) =>
        at % QUARTER_HOUR_MS === 0 &&
        Number.isInteger(minutes) &&
        Math.abs(minutes) <= 24 * 60 &&
        (i === 0 || at > offsets[i - 1][0]),
    );
  if (wellFormed) knownSpans.set(span.timeZone, span);
}

/** The offset (ms) a remembered span gives for an instant, if the instant lies inside it. */
function knownOffsetMs(epochMs: number, timeZone: string): number | undefined {
  const span = knownSpans.get(timeZone);
  if (!span || epochMs < span.from || epochMs >= span.to) return undefined;
  let minutes = span.offsets[0][1];
  for (const [at, offset] of span.offsets) {
    if (at > epochMs) break;
    minutes = offset;
  }
  return minutes * MINUTE_MS;
}

/** The zone's offset during one quarter hour of UTC, read from Intl once. */
function quarterOffsetMs(quarter: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    offset = knownOffsetMs(start, timeZone) ?? formattedWallClockMs(start, timeZone) - start;
    if (zone.size >= MAX_CACHED_OFFSETS) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

/**
 * The wall-clock reading of an instant in a zone, as if that reading were UTC (ms, whole
 * seconds). formatToParts is slow, and opening hours, slots and schedules ask for thousands
 * of instants over months, so Intl is asked per UTC day: a day whose first and last quarter
 * hour have the same offset has it throughout (zones change it at most once a day); on the
 * day of a switch, per quarter hour (zones switch only at whole quarter hours, as their
 * offsets are multiples of 15 minutes).
 */
function wallClockMs(epochMs: number, timeZone: string): number {
  const known = knownOffsetMs(epochMs, timeZone);
  if (known !== undefined) return Math.floor(epochMs / 1000) * 1000 + known;
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  const day = Math.floor(epochMs / DAY_MS);
  const quartersPerDay = DAY_MS / QUARTER_HOUR_MS;
  const first = quarterOffsetMs(day * quartersPerDay, timeZone);
  const last = quarterOffsetMs((day + 1) * quartersPerDay - 1, timeZone);
  const offset = first === last ? first : quarterOffsetMs(quarter, timeZone);
  return Math.floor(epochMs / 1000) * 1000 + offset;
}

/** Offset of the zone from UTC at an instant, in ms (Vienna: +1 h in winter, +2 h in summer). */
export function timeZoneOffsetMs(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** 1 = Monday … 7 = Sunday */
  isoWeekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function dateFromUtcMs(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Local calendar day and time of an instant in the zone. */
export function toLocal(at: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalDateTime {
  const wall = wallClockMs(at.getTime(), timeZone);
  const wallDate = new Date(wall);
  const hours = wallDate.getUTCHours();
  const minutes = wallDate.getUTCMinutes();
  const day = wallDate.getUTCDay();
  return {
    date: dateFromUtcMs(wall),
    time: `${pad(hours)}:${pad(minutes)}`,
    isoWeekday: day === 0 ? 7 : day,
    minutes: hours * 60 + minutes,
  };
}

function parseDate(localDate: string): [number, number, number] {
  const match = DATE_PATTERN.exec(localDate);
  if (!match) throw new Error(`Invalid local date '${localDate}', expected YYYY-MM-DD`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function dateUtcMs(localDate: string): number {
  const [year, month, day] = parseDate(localDate);
  return Date.UTC(year, month - 1, day);
}

/** Minutes since midnight of 'HH:mm'; '24:00' is 1440 (the end of the day). */
export function parseTime(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new Error(`Invalid time '${time}', expected HH:mm`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) {
    throw new Error(`Invalid time '${time}', expected HH:mm between 00:00 and 24:00`);
  }
  return hours * 60 + minutes;
}

/** The calendar day `days` after (or before, if negative) a local date. */
export function addDays(localDate: string, days: number): string {
  return dateFromUtcMs(dateUtcMs(localDate) + days * DAY_MS);
}

/** 1 = Monday … 7 = Sunday, of a local date. */
export function isoWeekday(localDate: string): number {
  const day = new Date(dateUtcMs(localDate)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whole days from `from` to `to` (both local dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateUtcMs(to) - dateUtcMs(from)) / DAY_MS);
}

/**
 * The instant at which the wall clock in `timeZone` shows `minutes` past midnight of
 * `localDate` (minutes may exceed 1440 to mean the following days).
 *
 * DST is resolved like Temporal's 'compatible' disambiguation: a wall time that occurs
 * twice (the autumn hour, e.g. 02:30 on 2026-10-25 in Vienna) means the earlier instant; a
 * wall time that does not exist (the spring gap, e.g. 02:30 on 2026-03-29) is moved forward
 * by the length of the gap (to 03:30).
 */
export function zonedInstant(localDate: string, minutes: number, timeZone: string): Date {
  const wall = dateUtcMs(localDate) + minutes * MINUTE_MS;
  const offsetBefore = timeZoneOffsetMs(wall - DAY_MS, timeZone);
  const offsetAfter = timeZoneOffsetMs(wall + DAY_MS, timeZone);
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]);
  // In the gap: read the wall time with the offset in force before the change.
  return new Date(wall - offsetBefore);
}

/** zonedInstant for an 'HH:mm' time. */
export function zonedDateTime(localDate: string, time: string, timeZone: string): Date {
  return zonedInstant(localDate, parseTime(time), timeZone);
}
