/**
 * Opening status of a branch (storefront.md §4 "Opening status") and the German status
 * texts of the branch cards, banners and toolbar (§2).
 *
 * Reading of the rules, where the spec leaves room:
 * - Precedence is by kind, not by position in the list: 'daily' sets every day, a weekday
 *   rule replaces 'daily' on its weekday, a 'once' rule replaces both on its date. The first
 *   kind that has a rule for the day decides the day alone; lower kinds are ignored.
 * - "A one-time rule applies only within its ISO week": a 'once' rule dated D changes the
 *   day D and nothing else — not the same weekday of other weeks, and not other days of
 *   D's ISO week. (The original kept one table per ISO week, keyed by weekday; a one-time
 *   rule replaced its weekday in the week containing D only, which is the same thing.)
 * - Several rules of the deciding kind for one day add shifts (split shifts 11–14 and
 *   17–22). If any of them is marked isClosed, the day is closed.
 * - A shift is half-open, [from, to): open at 'from', closed at 'to'.
 * - 'to' at or before 'from' (including '00:00') runs into the next day; '24:00' ends at
 *   midnight. So 00:00–00:00 is open 24 hours.
 * - Rules without usable times (not closed, but 'from' or 'to' missing or malformed) are
 *   ignored, as if they were not there.
 * - Times are wall-clock times in the branch's zone; a shift on a DST change day is as long
 *   as the clock says (00:00–24:00 on 2026-03-29 in Vienna lasts 23 hours).
 */
import { WEEKDAYS, weekdayName } from './format';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  isoWeekday,
  parseTime,
  toLocal,
  zonedInstant,
} from './time-zone';

export const OPENING_RULE_TYPES = [
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type OpeningRuleType = (typeof OPENING_RULE_TYPES)[number];

/** Weekday rule types in ISO order (index 0 = Monday). */
export const WEEKDAY_RULE_TYPES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const satisfies readonly OpeningRuleType[];

export interface OpeningHourRule {
  type: OpeningRuleType;
  /** YYYY-MM-DD, only for type 'once'. */
  date?: string | null;
  isClosed: boolean;
  /** HH:mm */
  from?: string | null;
  /** HH:mm; at or before `from` (or '24:00') means the shift runs into the next day. */
  to?: string | null;
}

export type OpeningHours = readonly OpeningHourRule[] | null | undefined;

export interface Shift {
  from: string;
  to: string;
}

/** 'Closing soon' while less than this many minutes of the open period are left (§9). */
export const CLOSING_SOON_MINUTES = 60;
/** How many days ahead openingStatus looks for the next shift. */
export const NEXT_SHIFT_SEARCH_DAYS = 14;

interface TimedShift extends Shift {
  fromMinutes: number;
  /** Minutes after midnight of the shift's day; above 1440 when it runs overnight. */
  toMinutes: number;
}

function timedShift(rule: OpeningHourRule): TimedShift | null {
  if (!rule.from || !rule.to) return null;
  let fromMinutes: number;
  let toMinutes: number;
  try {
    fromMinutes = parseTime(rule.from);
    toMinutes = parseTime(rule.to);
  } catch {
    return null;
  }
  if (fromMinutes >= 1440) return null;
  if (toMinutes <= fromMinutes) toMinutes += 1440;
  return { from: rule.from, to: rule.to, fromMinutes, toMinutes };
}

function isUsable(rule: OpeningHourRule): boolean {
  return rule.isClosed || timedShift(rule) !== null;
}

function decidingRules(rules: OpeningHours, localDate: string): OpeningHourRule[] {
  const usable = (rules ?? []).filter(isUsable);
  const weekdayType = WEEKDAY_RULE_TYPES[isoWeekday(localDate) - 1];
  const once = usable.filter((rule) => rule.type === 'once' && rule.date === localDate);
  if (once.length > 0) return once;
  const weekday = usable.filter((rule) => rule.type === weekdayType);
  if (weekday.length > 0) return weekday;
  return usable.filter((rule) => rule.type === 'daily');
}

function timedShiftsOn(rules: OpeningHours, localDate: string): TimedShift[] {
  const deciding = decidingRules(rules, localDate);
  if (deciding.some((rule) => rule.isClosed)) return [];
  return deciding
    .map(timedShift)
    .filter((shift): shift is TimedShift => shift !== null)
    .sort((a, b) => a.fromMinutes - b.fromMinutes || a.toMinutes - b.toMinutes);
}

/**
 * The shifts that start on a local day 'YYYY-MM-DD', in order of their start. An overnight
 * shift belongs to the day it starts on.
 */
export function shiftsOn(rules: OpeningHours, localDate: string): Shift[] {
  return timedShiftsOn(rules, localDate).map(({ from, to }) => ({ from, to }));
}

/** A shift placed on the time line. */
export interface ShiftInstance extends Shift {
  /** The local day the shift starts on. */
  date: string;
  start: Date;
  end: Date;
}

/** All shifts starting on the local days fromDate … toDate (inclusive), sorted by start. */
export function shiftInstances(
  rules: OpeningHours,
  fromDate: string,
  toDate: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): ShiftInstance[] {
  const instances: ShiftInstance[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    for (const shift of timedShiftsOn(rules, date)) {
      instances.push({
        date,
        from: shift.from,
        to: shift.to,
        start: zonedInstant(date, shift.fromMinutes, timeZone),
        end: zonedInstant(date, shift.toMinutes, timeZone),
      });
    }
  }
  return instances.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface NextShift extends Shift {
  /** Local day the shift starts on. */
  date: string;
  isToday: boolean;
  /** German weekday name of `date` (Montag … Sonntag). */
  weekday: string;
}

export interface OpeningStatus {
  isOpen: boolean;
  /** Open, with less than CLOSING_SOON_MINUTES left until closesAt. */
  isClosingSoon: boolean;
  /** The shift now lies in. */
  current: Shift | null;
  /**
   * When the open period ends: the 'to' of the last shift that follows on without a break
   * (11–14 followed by 14–22 closes at 22:00).
   */
  closesAt: string | null;
  /**
   * Open without a break for at least the next 24 hours (a branch open around the clock):
   * a closing time would only mislead („Geöffnet bis 24:00“), it reads „24h geöffnet“.
   */
  isAroundTheClock: boolean;
  /** The next shift starting after now (after the current open period when open). */
  next: NextShift | null;
}

export const AROUND_THE_CLOCK_TEXT = '24h geöffnet';

/** The end of the open period containing `instance`, following shifts that touch or overlap. */
function openPeriodEnd(instances: ShiftInstance[], instance: ShiftInstance): ShiftInstance {
  let last = instance;
  let extended = true;
  while (extended) {
    extended = false;
    for (const candidate of instances) {
      if (
        candidate.start.getTime() <= last.end.getTime() &&
        candidate.end.getTime() > last.end.getTime()
      ) {
        last = candidate;
        extended = true;
      }
    }
  }
  return last;
}

/** Opening status at `now` in the branch's time zone. */
export function openingStatus(
  rules: OpeningHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpeningStatus {
  const today = toLocal(now, timeZone).date;
  const instances = shiftInstances(
    rules,
    addDays(today, -1),
    addDays(today, NEXT_SHIFT_SEARCH_DAYS),
    timeZone,
  );
  const t = now.getTime();
  const current =
    instances.find((instance) => instance.start.getTime() <= t && t < instance.end.getTime()) ??
    null;
  const closing = current ? openPeriodEnd(instances, current) : null;
  const searchFrom = closing ? closing.end.getTime() : t;
  const next = instances.find(
    (instance) => instance.start.getTime() > t && instance.start.getTime() >= searchFrom,
  );
  return {
    isOpen: current !== null,
    isClosingSoon: closing !== null && closing.end.getTime() - t < CLOSING_SOON_MINUTES * 60_000,
    current: current ? { from: current.from, to: current.to } : null,
    closesAt: closing ? closing.to : null,
    isAroundTheClock: closing !== null && closing.end.getTime() - t >= 24 * 60 * 60_000,
    next: next
      ? {
          date: next.date,
          from: next.from,
          to: next.to,
          isToday: next.date === today,
          weekday: weekdayName(next.date),
        }
      : null,
  };
}

/** Whether `at` lies within a shift (including one that began the day before). */
export function isOpenAt(
  rules: OpeningHours,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const day = toLocal(at, timeZone).date;
  const t = at.getTime();
  return shiftInstances(rules, addDays(day, -1), day, timeZone).some(
    (instance) => instance.start.getTime() <= t && t < instance.end.getTime(),
  );
}

/** The hours fields of a branch (storefront §3). */
export interface BranchHours {
  openingHours: OpeningHours;
  deliveryHours: OpeningHours;
  isDeliveryHoursEnabled: boolean;
}

/** Delivery hours if the branch enables them, else its opening hours (§4). */
export function deliveryHoursOf(branch: BranchHours): OpeningHours {
  return branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours;
}

/** Whether the branch delivers at `now` (§4: delivery-open). */
export function deliveryOpen(
  branch: BranchHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return isOpenAt(deliveryHoursOf(branch), now, timeZone);
}

/** Opening status by the delivery hours (for the 'Wir liefern wieder …' banner). */
export function deliveryStatus(
  branch: BranchHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpeningStatus {
  return openingStatus(deliveryHoursOf(branch), now, timeZone);
}

/** §4: open by opening hours or, with delivery hours enabled, by delivery hours. */
export function branchOpen(
  branch: BranchHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return (
    isOpenAt(branch.openingHours, now, timeZone) ||
    (branch.isDeliveryHoursEnabled && isOpenAt(branch.deliveryHours, now, timeZone))
  );
}

/** One row of the home page's time table: consecutive weekdays with the same shifts. */
export interface TimeTableRow {
  /** German weekday names of the first and last day of the range (equal for one day). */
  fromDay: string;
  toDay: string;
  /** Empty when closed ('Geschlossen'). */
  shifts: Shift[];
}

/**
 * The week (Monday to Sunday) containing `localDate`, with consecutive days of equal
 * shifts grouped into ranges. One-time rules of that week are included.
 */
export function weekTimeTable(rules: OpeningHours, localDate: string): TimeTableRow[] {
  const monday = addDays(localDate, 1 - isoWeekday(localDate));
  const rows: TimeTableRow[] = [];
  let previousKey: string | null = null;
  for (let index = 0; index < 7; index++) {
    const shifts = shiftsOn(rules, addDays(monday, index));
    const key = JSON.stringify(shifts);
    if (key === previousKey) {
      rows[rows.length - 1].toDay = WEEKDAYS[index];
    } else {
      rows.push({ fromDay: WEEKDAYS[index], toDay: WEEKDAYS[index], shifts });
    }
    previousKey = key;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------
// German texts (storefront §2, §8). Strings the spec gives are copied letter for letter.

export const CLOSED_TEXT = 'Geschlossen';
export const CLOSED_BANNER_TEXT = 'Derzeit haben wir leider geschlossen.';
export const NO_DELIVERY_BANNER_TEXT = 'Derzeit ist leider keine Lieferung möglich.';
/** §8: checkout warning when delivery is unavailable. */
export const NO_DELIVERY_ERROR_TEXT = 'Derzeit bieten wir leider keine Lieferung an.';
/** §8: added to the closed / no-delivery warnings when preorders are enabled. */
export const PREORDER_LATER_TEXT =
  'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.';
export const PREORDER_BANNER_TEXT = 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.';
export const PREORDER_WHEN_CLOSED_TEXT = 'Wir bearbeiten diese sobald wir wieder geöffnet haben.';
export const SHOW_DELIVERY_HOURS_TEXT = 'Lieferzeiten anzeigen';
export const SHOW_OPENING_HOURS_TEXT = 'Öffnungszeiten anzeigen';

/**
 * Branch card status (§2): open → 'Offen heute {from} Uhr bis {to} Uhr' (until the end of
 * the open period); closed → the same for a shift later today, 'Öffnet {day} um {from} Uhr'
 * for a later day, the branch's closed message if no shift follows, else 'Geschlossen'.
 */
export function openingText(status: OpeningStatus, closedMessage?: string | null): string {
  if (status.isAroundTheClock) return AROUND_THE_CLOCK_TEXT;
  if (status.isOpen && status.current) {
    return `Offen heute ${status.current.from} Uhr bis ${status.closesAt} Uhr`;
  }
  if (status.next?.isToday) {
    return `Offen heute ${status.next.from} Uhr bis ${status.next.to} Uhr`;
  }
  if (status.next) return `Öffnet ${status.next.weekday} um ${status.next.from} Uhr`;
  return closedMessage?.trim() ? closedMessage : CLOSED_TEXT;
}

/**
 * 'Abholung {from} Uhr bis {to} Uhr' on an open branch card. With an orderable-from time
 * pickup starts then — unless the shift itself starts later (orders are never picked up
 * before the branch opens). Null while closed.
 */
export function pickupText(status: OpeningStatus, orderableFrom?: string | null): string | null {
  if (!status.isOpen || !status.current) return null;
  if (status.isAroundTheClock) return orderableFrom ? `Abholung ab ${orderableFrom} Uhr` : null;
  const from =
    orderableFrom && orderableFrom > status.current.from ? orderableFrom : status.current.from;
  return `Abholung ${from} Uhr bis ${status.closesAt} Uhr`;
}

/** Closed banner's second line: 'Wir öffnen wieder um …' / '… am {day} um … Uhr.' */
export function reopenText(status: OpeningStatus): string | null {
  const next = status.next;
  if (!next) return null;
  return next.isToday
    ? `Wir öffnen wieder um ${next.from} Uhr.`
    : `Wir öffnen wieder am ${next.weekday} um ${next.from} Uhr.`;
}

/** No-delivery banner's second line, from the delivery status. */
export function redeliveryText(status: OpeningStatus): string | null {
  const next = status.next;
  if (!next) return null;
  return next.isToday
    ? `Wir liefern wieder ab ${next.from} Uhr.`
    : `Wir liefern wieder am ${next.weekday} ab ${next.from} Uhr.`;
}

/**
 * 'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.' The spec only says
 * "(or only takeaway, or only dine-in)"; those two sentences drop the other half:
 * '… Takeaway an.' / '… Konsum vor Ort an.'. Null when neither is offered.
 */
export function meantimeText(offers: { takeaway: boolean; dineIn: boolean }): string | null {
  const parts = [offers.takeaway ? 'Takeaway' : null, offers.dineIn ? 'Konsum vor Ort' : null];
  const offered = parts.filter((part): part is string => part !== null);
  if (offered.length === 0) return null;
  return `In der Zwischenzeit bieten wir ${offered.join(' oder ')} an.`;
}

/** Toolbar: 'n Standort geöffnet' / 'n Standorte geöffnet' / 'Alle Standorte geschlossen'. */
export function openBranchesText(openCount: number): string {
  if (openCount <= 0) return 'Alle Standorte geschlossen';
  return openCount === 1 ? '1 Standort geöffnet' : `${openCount} Standorte geöffnet`;
}

/** Toolbar with a selected branch: 'Geöffnet bis {time}' while open, else null. */
export function openUntilText(status: OpeningStatus): string | null {
  if (status.isAroundTheClock) return AROUND_THE_CLOCK_TEXT;
  return status.isOpen && status.closesAt ? `Geöffnet bis ${status.closesAt}` : null;
}
