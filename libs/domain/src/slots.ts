/**
 * Ordering slots and appointment checks (storefront.md §4 "Ordering slots", §5 appointment,
 * §9 slot generation).
 *
 * Reading of the rules:
 * - Open shifts that touch or overlap form one window; slots run through a window every
 *   `gapMinutes` from its start, and a slot at the window's end is not offered (the shift
 *   is closed then — the same half-open rule as the opening status).
 * - The earliest possible time is now + the longest lead time of the cart's products + the
 *   branch's busy-mode extra minutes (busy-mode.ts; 0 unless „Viel los“ is on). A
 *   window starting before it starts instead at the earliest time rounded up to the next
 *   `roundMinutes` of the local clock (11:07 → 11:10; 11:10 stays 11:10).
 * - Lead times are durations: a day is 24 hours and a week 7 days, also across a DST change.
 * - The horizon `days` counts local calendar days from today (today included).
 */
import { DEFAULT_TIME_ZONE, addDays, timeZoneOffsetMs, toLocal, zonedInstant } from './time-zone';
import {
  BranchHours,
  OpeningHours,
  deliveryHoursOf,
  isOpenAt,
  shiftInstances,
} from './opening-hours';
import type { OrderType } from './pricing';

const MINUTE_MS = 60_000;

export const SLOT_HORIZON_DAYS = 180;
export const SLOT_GAP_MINUTES = 15;
export const SLOT_ROUND_MINUTES = 5;
/** §9: appointment availability window (the unit is not shown; read as days). */
export const APPOINTMENT_WINDOW_DAYS = 90;
/** §9: the time picker's step. */
export const TIME_PICKER_STEP_MINUTES = 5;
export const NEXT_OPEN_STEP_MINUTES = 15;

export const APPOINTMENT_REQUIRED_MESSAGE = 'Bitte wählen Sie einen Termin aus.';
export const APPOINTMENT_CLOSED_MESSAGE =
  'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';
export const NO_SLOTS_FOR_DAY_MESSAGE = 'Zum ausgewählten Tag sind keine Termine verfügbar.';

export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks';

export interface LeadTimeProduct {
  isLeadTimeEnabled?: boolean | null;
  leadTimeType?: LeadTimeType | null;
  leadTimeValue?: number | null;
}

const LEAD_TIME_MINUTES: Record<LeadTimeType, number> = {
  minutes: 1,
  hours: 60,
  days: 24 * 60,
  weeks: 7 * 24 * 60,
};

/** A product's lead time in minutes; 0 when not enabled or incomplete. */
export function leadTimeMinutes(product: LeadTimeProduct): number {
  if (!product.isLeadTimeEnabled || !product.leadTimeType) return 0;
  const value = Number(product.leadTimeValue ?? 0);
  const perUnit = LEAD_TIME_MINUTES[product.leadTimeType];
  if (!Number.isFinite(value) || value <= 0 || perUnit === undefined) return 0;
  return value * perUnit;
}

/** The longest lead time among the products (in the cart), in minutes. */
export function longestLeadTime(products: Iterable<LeadTimeProduct>): number {
  let longest = 0;
  for (const product of products) longest = Math.max(longest, leadTimeMinutes(product));
  return longest;
}

export interface SlotOptions {
  rules: OpeningHours;
  timeZone?: string;
  now: Date;
  /** Usually longestLeadTime(products in the cart). */
  leadTimeMinutes?: number;
  /** Busy mode's extra minutes (busyExtraMinutesAt(branch, now)); added to the lead time. */
  extraMinutes?: number;
  days?: number;
  gapMinutes?: number;
  roundMinutes?: number;
}

/**
 * now + lead time + busy mode's extra minutes: no slot lies before this. The one place the
 * earliest time is made, for the storefront's checkout and the server's order check alike.
 */
export function earliestOrderTime(now: Date, leadTime = 0, extraMinutes = 0): Date {
  return new Date(now.getTime() + (leadTime + Math.max(0, extraMinutes)) * MINUTE_MS);
}

/** Rounds an instant up to the next multiple of `minutes` on the zone's wall clock. */
export function roundUpToMinutes(at: Date, minutes: number, timeZone: string): Date {
  const step = minutes * MINUTE_MS;
  if (step <= 0) return at;
  const offset = timeZoneOffsetMs(at.getTime(), timeZone);
  const wall = at.getTime() + offset;
  return new Date(Math.ceil(wall / step) * step - offset);
}

export interface OpenWindow {
  start: Date;
  end: Date;
}

/**
 * Shifts of the local days fromDate … toDate merged into continuous open windows, in
 * order. Lazy, one day at a time: shifts come day by day in order of their start, so a
 * window is complete once a later shift starts after its end.
 */
export function* eachOpenWindow(
  rules: OpeningHours,
  fromDate: string,
  toDate: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): Generator<OpenWindow> {
  let pending: OpenWindow | null = null;
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    for (const shift of shiftInstances(rules, date, date, timeZone)) {
      if (pending && shift.start.getTime() <= pending.end.getTime()) {
        if (shift.end.getTime() > pending.end.getTime()) pending.end = shift.end;
      } else {
        if (pending) yield pending;
        pending = { start: shift.start, end: shift.end };
      }
    }
  }
  if (pending) yield pending;
}

/** eachOpenWindow as a list. */
export function openWindows(
  rules: OpeningHours,
  fromDate: string,
  toDate: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenWindow[] {
  return [...eachOpenWindow(rules, fromDate, toDate, timeZone)];
}

interface ResolvedOptions {
  rules: OpeningHours;
  timeZone: string;
  today: string;
  earliest: Date;
  days: number;
  gapMs: number;
  roundMinutes: number;
}

function resolve(options: SlotOptions): ResolvedOptions {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const gapMinutes = options.gapMinutes ?? SLOT_GAP_MINUTES;
  if (!(gapMinutes > 0)) throw new Error('gapMinutes must be positive');
  return {
    rules: options.rules,
    timeZone,
    today: toLocal(options.now, timeZone).date,
    earliest: earliestOrderTime(
      options.now,
      options.leadTimeMinutes ?? 0,
      options.extraMinutes ?? 0,
    ),
    days: options.days ?? SLOT_HORIZON_DAYS,
    gapMs: gapMinutes * MINUTE_MS,
    roundMinutes: options.roundMinutes ?? SLOT_ROUND_MINUTES,
  };
}

/** Where slots of a window begin: its start, or the rounded earliest time if that is later. */
function firstSlot(window: OpenWindow, resolved: ResolvedOptions): Date {
  if (window.start.getTime() >= resolved.earliest.getTime()) return window.start;
  return roundUpToMinutes(resolved.earliest, resolved.roundMinutes, resolved.timeZone);
}

function* slotsInWindows(
  windows: Iterable<OpenWindow>,
  resolved: ResolvedOptions,
  until: number,
): Generator<Date> {
  for (const window of windows) {
    const end = Math.min(window.end.getTime(), until);
    for (let t = firstSlot(window, resolved).getTime(); t < end; t += resolved.gapMs) {
      yield new Date(t);
    }
  }
}

/**
 * Every slot from the earliest possible time to the end of the horizon, in order. A
 * generator, so a caller that needs only the first few (or one day) stops early.
 */
export function* orderSlots(options: SlotOptions): Generator<Date> {
  const resolved = resolve(options);
  if (resolved.days <= 0) return;
  const lastDay = addDays(resolved.today, resolved.days - 1);
  const until = zonedInstant(addDays(lastDay, 1), 0, resolved.timeZone).getTime();
  const windows = eachOpenWindow(
    resolved.rules,
    addDays(resolved.today, -1),
    lastDay,
    resolved.timeZone,
  );
  yield* slotsInWindows(windows, resolved, until);
}

/**
 * The first slot that can be ordered for (lead time, hours and today's now respected), as
 * the checkout preselects it where „so bald wie möglich“ is impossible; null when none.
 */
export function firstOrderSlot(options: SlotOptions): Date | null {
  const first = orderSlots(options).next();
  return first.done ? null : first.value;
}

/** Slots grouped by local day, for the date picker (days with slots only). */
export function slotsByDay(options: SlotOptions): { date: string; slots: Date[] }[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const days: { date: string; slots: Date[] }[] = [];
  for (const slot of orderSlots(options)) {
    const date = toLocal(slot, timeZone).date;
    const last = days[days.length - 1];
    if (last && last.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

function inHorizon(resolved: ResolvedOptions, localDate: string): boolean {
  return localDate >= resolved.today && localDate <= addDays(resolved.today, resolved.days - 1);
}

/** The slots of one local day (empty outside the horizon or before today). */
export function slotsForDay(options: SlotOptions, localDate: string): Date[] {
  const resolved = resolve(options);
  if (!inHorizon(resolved, localDate)) return [];
  const dayStart = zonedInstant(localDate, 0, resolved.timeZone).getTime();
  const dayEnd = zonedInstant(addDays(localDate, 1), 0, resolved.timeZone).getTime();
  const windows = openWindows(resolved.rules, addDays(localDate, -1), localDate, resolved.timeZone);
  return [...slotsInWindows(windows, resolved, dayEnd)].filter(
    (slot) => slot.getTime() >= dayStart,
  );
}

/** Whether a local day has at least one slot (date picker: other days are disabled). */
export function isDayAvailable(options: SlotOptions, localDate: string): boolean {
  return slotsForDay(options, localDate).length > 0;
}

export interface DayWindow {
  start: Date;
  end: Date;
  /** HH:mm of start and end on that day; '24:00' when the window runs past midnight. */
  from: string;
  to: string;
}

/**
 * The time picker's list of available windows of one local day: open windows cut to the
 * day and to the first possible slot. Empty when the day has no slots.
 */
export function windowsForDay(options: SlotOptions, localDate: string): DayWindow[] {
  const resolved = resolve(options);
  if (!inHorizon(resolved, localDate)) return [];
  const dayStart = zonedInstant(localDate, 0, resolved.timeZone).getTime();
  const dayEnd = zonedInstant(addDays(localDate, 1), 0, resolved.timeZone).getTime();
  const result: DayWindow[] = [];
  const windows = openWindows(resolved.rules, addDays(localDate, -1), localDate, resolved.timeZone);
  for (const window of windows) {
    const start = Math.max(firstSlot(window, resolved).getTime(), dayStart);
    const end = Math.min(window.end.getTime(), dayEnd);
    if (start >= end) continue;
    result.push({
      start: new Date(start),
      end: new Date(end),
      from: toLocal(new Date(start), resolved.timeZone).time,
      to: end === dayEnd ? '24:00' : toLocal(new Date(end), resolved.timeZone).time,
    });
  }
  return result;
}

export interface NextOpenTimeOptions {
  rules: OpeningHours;
  timeZone?: string;
  from: Date;
  /** The hour count searched; defaults to the slot horizon (180 days × 24). */
  hours?: number;
}

/**
 * §9 "search for the next open time in 15-minute steps up to 4 times the hour count": the
 * instants from, from + 15 min, from + 30 min … are tried, at most 4 × hours of them
 * (so the search covers `hours` hours); the first open one is returned, else null.
 * Being on the 15-minute grid counted from `from`, it can miss an opening between two
 * steps (a shift 11:05–11:10 seen from 11:00) — openingStatus().next gives exact times.
 */
export function nextOpenTime(options: NextOpenTimeOptions): Date | null {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const hours = options.hours ?? SLOT_HORIZON_DAYS * 24;
  const steps = Math.floor(4 * hours);
  const stepMs = NEXT_OPEN_STEP_MINUTES * MINUTE_MS;
  const start = options.from.getTime();
  const firstDay = toLocal(options.from, timeZone).date;
  const lastDay = toLocal(new Date(start + steps * stepMs), timeZone).date;
  // Walks the open windows alongside the steps instead of asking isOpenAt 17 280 times.
  const windows = eachOpenWindow(options.rules, addDays(firstDay, -1), lastDay, timeZone);
  let window = windows.next();
  for (let step = 0; step < steps; step++) {
    const t = start + step * stepMs;
    while (!window.done && window.value.end.getTime() <= t) window = windows.next();
    if (window.done) return null;
    if (window.value.start.getTime() <= t) return new Date(t);
  }
  return null;
}

/** Whether a chosen appointment lies within the hours (half-open shifts). */
export function isWithinHours(
  rules: OpeningHours,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return isOpenAt(rules, at, timeZone);
}

/** §5: delivery hours for a delivery with delivery hours enabled, else opening hours. */
export function appointmentHours(branch: BranchHours, orderType: OrderType): OpeningHours {
  return orderType === 'delivery' ? deliveryHoursOf(branch) : branch.openingHours;
}

/**
 * §5 appointment check: a missing appointment is an error only when the branch requires
 * one; a given appointment must lie within the hours for the order type.
 */
export function appointmentError(input: {
  branch: BranchHours & { isAppointmentRequired?: boolean | null };
  orderType: OrderType;
  appointment: Date | null | undefined;
  timeZone?: string;
}): string | null {
  if (!input.appointment) {
    return input.branch.isAppointmentRequired ? APPOINTMENT_REQUIRED_MESSAGE : null;
  }
  const rules = appointmentHours(input.branch, input.orderType);
  return isWithinHours(rules, input.appointment, input.timeZone ?? DEFAULT_TIME_ZONE)
    ? null
    : APPOINTMENT_CLOSED_MESSAGE;
}
