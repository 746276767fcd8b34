/**
 * When an unanswered order raises the alarm on the board and when it counts as missed (the
 * customer is told it will not be made). One function for the timers, the database sweep
 * and the board (issue 30: a pickup pre-ordered at 11:42 for 12:15 must not be missed at
 * 11:52).
 *
 * The rules, as a shop expects them:
 * - As soon as possible (no slot): the shop must answer within the configured time after
 *   the order reached it (announcedAt): alarm at announcedAt + ORDER_ALARM_AFTER_SECONDS,
 *   missed at announcedAt + ORDER_MISSED_AFTER_SECONDS, never missed before the alarm.
 * - Pre-order (a slot for pickup, delivery or dine-in): the order must be accepted by
 *   slot − the products' longest preparation lead time − the branch's margin
 *   („Vorlauf für Vorbestellungen“). That moment never lies while the shop is closed: when
 *   it falls before the shop opens (early morning, a closed day before the slot, a lunch
 *   break), it moves to the next opening of the hours of the order type (delivery hours
 *   for a delivery), but never past the slot itself.
 *   The order is missed at that moment, and alarms the span before it that the ASAP
 *   settings leave between alarm and missed (600 − 180 s by default: 7 minutes earlier).
 * - A pre-order never escalates sooner than an ASAP order placed at the same time would: a
 *   slot so close that its deadline lies within the normal answer time gets the normal
 *   answer time (alarm and missed are each at least their ASAP instant).
 */
import type { BranchHours } from './opening-hours';
import type { OrderType } from './pricing';
import { appointmentHours, eachOpenWindow } from './slots';
import { addDays, DEFAULT_TIME_ZONE, toLocal } from './time-zone';

/** The per-branch margin a new branch starts with (minutes). */
export const DEFAULT_PREORDER_MARGIN_MINUTES = 15;
/** How far ahead the next opening is looked for; beyond it the raw deadline stands. */
const OPENING_SEARCH_DAYS = 14;

export interface EscalationInput {
  /** When the order became the shop's to answer (placed, or paid online). */
  announcedAt: Date;
  /** The customer's slot; null: as soon as possible. */
  appointment: Date | null;
  kind: OrderType;
  /** The longest preparation lead time of the order's products (longestLeadTime). */
  leadTimeMinutes: number;
  /** The branch's „Vorlauf für Vorbestellungen“. */
  marginMinutes: number;
  branch: BranchHours;
  timeZone?: string;
  /** ORDER_ALARM_AFTER_SECONDS */
  alarmAfterSeconds: number;
  /** ORDER_MISSED_AFTER_SECONDS */
  missedAfterSeconds: number;
}

export interface EscalationDue {
  /** Pre-orders: the moment the order must be accepted by; null for ASAP orders. */
  acceptBy: Date | null;
  /** When the board raises the alarm. */
  alarmAt: Date;
  /** When the order counts as missed (never before alarmAt). */
  missedAt: Date;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Alarm and missed instants of an unanswered order (see the file's comment). */
export function orderEscalation(input: EscalationInput): EscalationDue {
  const announced = input.announcedAt.getTime();
  const alarmMs = Math.max(0, input.alarmAfterSeconds) * SECOND_MS;
  const missedMs = Math.max(input.missedAfterSeconds * SECOND_MS, alarmMs);
  const asapAlarm = announced + alarmMs;
  const asapMissed = announced + missedMs;
  if (!input.appointment) {
    return { acceptBy: null, alarmAt: new Date(asapAlarm), missedAt: new Date(asapMissed) };
  }
  const acceptBy = preorderAcceptBy(input);
  const missed = Math.max(acceptBy.getTime(), asapMissed);
  const alarm = Math.max(asapAlarm, missed - (missedMs - alarmMs));
  return { acceptBy, alarmAt: new Date(alarm), missedAt: new Date(missed) };
}

/** slot − lead time − margin, moved to the next opening when the shop is closed then. */
function preorderAcceptBy(
  input: Pick<
    EscalationInput,
    'appointment' | 'kind' | 'leadTimeMinutes' | 'marginMinutes' | 'branch' | 'timeZone'
  >,
): Date {
  const slot = input.appointment!.getTime();
  const before = Math.max(0, input.leadTimeMinutes) + Math.max(0, input.marginMinutes);
  const raw = slot - before * MINUTE_MS;
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const rules = appointmentHours(input.branch, input.kind);
  const day = toLocal(new Date(raw), timeZone).date;
  for (const window of eachOpenWindow(
    rules,
    addDays(day, -1),
    addDays(day, OPENING_SEARCH_DAYS),
    timeZone,
  )) {
    if (window.end.getTime() <= raw) continue;
    const opens = window.start.getTime();
    return new Date(Math.min(Math.max(raw, opens), slot));
  }
  // No hours at all (or none within two weeks): the arithmetic deadline.
  return new Date(raw);
}
