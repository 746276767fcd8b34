/**
 * Busy mode of a branch (issue 36): the kitchen says it is busy, by hand or automatically.
 *
 * - By hand, one switch on the orders board: „+10 / +20 / +30 min“ (the earliest pickup or
 *   delivery time moves by that much) or „Online-Bestellungen pausieren“ until a time (the
 *   shop refuses online orders until then). Setting one replaces the other; ending it ends both.
 * - Automatically: a branch with a limit (busyLimitMinutes) pauses online orders while the
 *   promised wait is above the limit, and takes orders again once it is back at or below it.
 *   A pause, not „+ the excess“: the promise already is the kitchen's honest wait, so adding
 *   the excess to it once more would count the queue twice; the limit is the longest wait the
 *   branch is willing to promise.
 *
 * Stored on the branch (the database is the truth; everything here is derived from those
 * columns and the clock): a pause that ran out is off without anyone writing.
 */
import { formatLocalDate } from './format';
import { toLocal } from './time-zone';

const MINUTE_MS = 60_000;

/** The board's choices. */
export const BUSY_EXTRA_CHOICES = [10, 20, 30] as const;
/** Bounds of the extra minutes the API takes (in steps of BUSY_EXTRA_STEP). */
export const BUSY_EXTRA_MIN = 5;
export const BUSY_EXTRA_MAX = 60;
export const BUSY_EXTRA_STEP = 5;
/** A pause ends at most this far ahead (a forgotten pause must not close the shop for days). */
export const BUSY_PAUSE_MAX_HOURS = 12;
/** Bounds of the automatic limit (minutes of promised wait). */
export const BUSY_LIMIT_MIN = 10;
export const BUSY_LIMIT_MAX = 240;

export const BUSY_MESSAGES = {
  extraRange: `Die zusätzliche Wartezeit muss zwischen ${BUSY_EXTRA_MIN} und ${BUSY_EXTRA_MAX} Minuten liegen (in Schritten von ${BUSY_EXTRA_STEP} Minuten).`,
  pauseInvalid: 'Bitte geben Sie eine gültige Uhrzeit für das Ende der Pause an.',
  pausePast: 'Das Ende der Pause muss in der Zukunft liegen.',
  pauseTooFar: `Online-Bestellungen können höchstens ${BUSY_PAUSE_MAX_HOURS} Stunden im Voraus pausiert werden.`,
  oneOfBoth:
    'Bitte wählen Sie entweder zusätzliche Minuten oder eine Pause bis zu einer Uhrzeit, nicht beides.',
  noneGiven: 'Bitte wählen Sie zusätzliche Minuten oder eine Pause bis zu einer Uhrzeit.',
  limitRange: `Das Limit für den automatischen Betrieb muss zwischen ${BUSY_LIMIT_MIN} und ${BUSY_LIMIT_MAX} Minuten liegen.`,
} as const;

/** The branch's stored busy-mode columns (dates as Date or ISO string: API and entity). */
export interface BusyModeFields {
  /** Manual „+N min“; null or 0: off. */
  busyExtraMinutes?: number | null;
  /** Manual pause until this instant; null or past: off. */
  busyPausedUntil?: Date | string | null;
  /** Since when the automatic pause is on; null: off. */
  busyAutoSince?: Date | string | null;
  /** The automatic limit in minutes of promised wait; null: no automatic busy mode. */
  busyLimitMinutes?: number | null;
  /**
   * The storefront's form of the automatic pause (presentPublicBranch): paused with no end,
   * without saying why or what the limit is.
   */
  isBusyPaused?: boolean | null;
}

export type BusyKind = 'off' | 'busy' | 'paused';

export interface BusyState {
  kind: BusyKind;
  /** Minutes added to the earliest time (0 unless kind is 'busy'). */
  extraMinutes: number;
  /** The end of a manual pause; null for an automatic one (it ends when the wait falls). */
  pausedUntil: Date | null;
  /** The automatic pause (not set by a person). */
  automatic: boolean;
}

export const BUSY_OFF: BusyState = {
  kind: 'off',
  extraMinutes: 0,
  pausedUntil: null,
  automatic: false,
};

const asDate = (value: Date | string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The branch's busy mode at `now`. A pause wins over extra minutes; a manual pause (with its
 * end) over the automatic one.
 */
export function busyStateAt(branch: BusyModeFields, now: Date): BusyState {
  const until = asDate(branch.busyPausedUntil);
  if (until && until.getTime() > now.getTime()) {
    return { kind: 'paused', extraMinutes: 0, pausedUntil: until, automatic: false };
  }
  if (branch.isBusyPaused || (asDate(branch.busyAutoSince) && branch.busyLimitMinutes)) {
    return { kind: 'paused', extraMinutes: 0, pausedUntil: null, automatic: true };
  }
  const extra = Math.max(0, Math.round(Number(branch.busyExtraMinutes ?? 0)));
  if (extra > 0) return { kind: 'busy', extraMinutes: extra, pausedUntil: null, automatic: false };
  return BUSY_OFF;
}

/** The minutes busy mode adds to the earliest pickup / delivery time at `now`. */
export function busyExtraMinutesAt(branch: BusyModeFields, now: Date): number {
  return busyStateAt(branch, now).extraMinutes;
}

/**
 * The automatic rule: on while the promised wait is above the limit, off once it is at or
 * below it; no limit: always off. `promisedMinutes` is the branch's current promise for an
 * order placed now (the queue-based promise once it exists; until then the lead-time based
 * earliest wait).
 */
export function automaticBusyPause(input: {
  promisedMinutes: number;
  limitMinutes: number | null | undefined;
}): boolean {
  const limit = input.limitMinutes;
  if (!limit || !(limit > 0)) return false;
  return input.promisedMinutes > limit;
}

/** What the automatic rule asks to change: 'on', 'off' or nothing (null). */
export function automaticBusyChange(
  branch: BusyModeFields,
  promisedMinutes: number,
): 'on' | 'off' | null {
  const wanted = automaticBusyPause({ promisedMinutes, limitMinutes: branch.busyLimitMinutes });
  const isOn = !!asDate(branch.busyAutoSince);
  if (wanted && !isOn) return 'on';
  if (!wanted && isOn) return 'off';
  return null;
}

/** The checks of a manual switch; null when fine, else the German message. */
export function busyExtraError(extraMinutes: unknown): string | null {
  const value = Number(extraMinutes);
  if (
    typeof extraMinutes !== 'number' ||
    !Number.isInteger(value) ||
    value < BUSY_EXTRA_MIN ||
    value > BUSY_EXTRA_MAX ||
    value % BUSY_EXTRA_STEP !== 0
  ) {
    return BUSY_MESSAGES.extraRange;
  }
  return null;
}

export function busyPauseError(until: Date | null, now: Date): string | null {
  if (!until || Number.isNaN(until.getTime())) return BUSY_MESSAGES.pauseInvalid;
  if (until.getTime() <= now.getTime()) return BUSY_MESSAGES.pausePast;
  if (until.getTime() - now.getTime() > BUSY_PAUSE_MAX_HOURS * 60 * MINUTE_MS) {
    return BUSY_MESSAGES.pauseTooFar;
  }
  return null;
}

export function busyLimitError(limit: unknown): string | null {
  if (limit === null || limit === undefined) return null;
  const value = Number(limit);
  if (
    typeof limit !== 'number' ||
    !Number.isInteger(value) ||
    value < BUSY_LIMIT_MIN ||
    value > BUSY_LIMIT_MAX
  ) {
    return BUSY_MESSAGES.limitRange;
  }
  return null;
}

/** „13:30 Uhr“ today, „30.11.2026 um 01:00 Uhr“ on another day (branch's wall clock). */
function untilText(until: Date, now: Date, timeZone: string): string {
  const at = toLocal(until, timeZone);
  if (at.date === toLocal(now, timeZone).date) return `${at.time} Uhr`;
  return `${formatLocalDate(at.date)} um ${at.time} Uhr`;
}

/** What the branch offers that busy mode delays: „Abholung“, „Lieferung“ or both. */
function delayedKinds(branch: {
  isTakeawayEnabled?: boolean | null;
  isDeliveryEnabled?: boolean | null;
}): string {
  const kinds = [
    branch.isTakeawayEnabled ? 'Abholung' : null,
    branch.isDeliveryEnabled ? 'Lieferung' : null,
  ].filter(Boolean);
  return kinds.length ? kinds.join('/') : 'Bestellungen';
}

/**
 * The storefront's line for a branch card and page, never an internal reason; null while
 * busy mode is off. „Viel los: Abholung/Lieferung ca. 20 Minuten später“, „Online-Bestellungen
 * pausiert bis 13:30 Uhr“, „Online-Bestellungen derzeit pausiert“ (automatic).
 */
export function busyNotice(
  branch: BusyModeFields & {
    isTakeawayEnabled?: boolean | null;
    isDeliveryEnabled?: boolean | null;
  },
  now: Date,
  timeZone: string,
): string | null {
  const state = busyStateAt(branch, now);
  if (state.kind === 'busy') {
    return `Viel los: ${delayedKinds(branch)} ca. ${state.extraMinutes} Minuten später`;
  }
  if (state.kind === 'paused') {
    return state.pausedUntil
      ? `Online-Bestellungen pausiert bis ${untilText(state.pausedUntil, now, timeZone)}`
      : 'Online-Bestellungen derzeit pausiert';
  }
  return null;
}

/** The server's refusal of an order while paused (German, as the checkout lists it). */
export function busyPausedOrderMessage(state: BusyState, now: Date, timeZone: string): string {
  return state.pausedUntil
    ? `Online-Bestellungen sind bis ${untilText(state.pausedUntil, now, timeZone)} pausiert. Bitte versuchen Sie es danach erneut.`
    : 'Online-Bestellungen sind derzeit pausiert. Bitte versuchen Sie es später erneut.';
}

/** The board's short label of the current state („+20 min“, „Pausiert bis 13:30 Uhr“ …). */
export function busyBoardLabel(state: BusyState, now: Date, timeZone: string): string {
  if (state.kind === 'busy') return `Viel los: +${state.extraMinutes} min`;
  if (state.kind === 'paused') {
    return state.pausedUntil
      ? `Online-Bestellungen pausiert bis ${untilText(state.pausedUntil, now, timeZone)}`
      : 'Automatisch pausiert (Wartezeit über dem Limit)';
  }
  return 'Normalbetrieb';
}
