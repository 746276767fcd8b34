import {
  BUSY_MESSAGES,
  automaticBusyChange,
  automaticBusyPause,
  busyBoardLabel,
  busyExtraError,
  busyExtraMinutesAt,
  busyLimitError,
  busyNotice,
  busyPauseError,
  busyPausedOrderMessage,
  busyStateAt,
} from './busy-mode';
import { earliestOrderTime, firstOrderSlot, slotsForDay } from './slots';
import type { OpeningHours } from './opening-hours';

const TZ = 'Europe/Vienna';
/** Wednesday 25 November 2026, 12:02 in Vienna. */
const NOW = new Date('2026-11-25T11:02:00Z');
const at = (iso: string) => new Date(iso);
const HOURS: OpeningHours = [{ type: 'daily', from: '08:00', to: '20:00', isClosed: false }];
const both = { isTakeawayEnabled: true, isDeliveryEnabled: true };

describe('busy mode: the state at a time', () => {
  it.each([
    ['nothing set', {}, 'off', 0],
    ['+20 min', { busyExtraMinutes: 20 }, 'busy', 20],
    ['a pause until 13:30', { busyPausedUntil: '2026-11-25T12:30:00Z' }, 'paused', 0],
    ['a pause that ran out at 12:00', { busyPausedUntil: '2026-11-25T11:00:00Z' }, 'off', 0],
    [
      'a pause that ran out, extra minutes still set',
      { busyPausedUntil: '2026-11-25T11:00:00Z', busyExtraMinutes: 10 },
      'busy',
      10,
    ],
    ['the automatic pause', { busyAutoSince: NOW, busyLimitMinutes: 40 }, 'paused', 0],
    ['an automatic pause without a limit is off', { busyAutoSince: NOW }, 'off', 0],
  ] as const)('%s → %s (+%i min)', (_label, fields, kind, extra) => {
    const state = busyStateAt(fields, NOW);
    expect(state.kind).toBe(kind);
    expect(state.extraMinutes).toBe(extra);
    expect(busyExtraMinutesAt(fields, NOW)).toBe(extra);
  });

  it('a manual pause names its end; the automatic one has none', () => {
    expect(busyStateAt({ busyPausedUntil: '2026-11-25T12:30:00Z' }, NOW)).toEqual({
      kind: 'paused',
      extraMinutes: 0,
      pausedUntil: at('2026-11-25T12:30:00Z'),
      automatic: false,
    });
    expect(busyStateAt({ busyAutoSince: NOW, busyLimitMinutes: 30 }, NOW).automatic).toBe(true);
  });
});

describe('busy mode: the automatic rule', () => {
  it.each([
    [50, 40, true],
    [40, 40, false],
    [39, 40, false],
    [500, null, false],
    [500, 0, false],
  ])('promise %i min, limit %s → paused: %s', (promisedMinutes, limitMinutes, paused) => {
    expect(automaticBusyPause({ promisedMinutes, limitMinutes })).toBe(paused);
  });

  it('switches on when the promise passes the limit and off when it falls back', () => {
    expect(automaticBusyChange({ busyLimitMinutes: 40 }, 45)).toBe('on');
    expect(automaticBusyChange({ busyLimitMinutes: 40, busyAutoSince: NOW }, 45)).toBeNull();
    expect(automaticBusyChange({ busyLimitMinutes: 40, busyAutoSince: NOW }, 40)).toBe('off');
    expect(automaticBusyChange({ busyLimitMinutes: 40 }, 20)).toBeNull();
    // The limit removed while on: off.
    expect(automaticBusyChange({ busyLimitMinutes: null, busyAutoSince: NOW }, 90)).toBe('off');
  });
});

describe('busy mode: the earliest time moves by the extra minutes (one function)', () => {
  it('earliestOrderTime adds lead time and extra minutes', () => {
    expect(earliestOrderTime(NOW, 15, 20)).toEqual(at('2026-11-25T11:37:00Z'));
    expect(earliestOrderTime(NOW, 0, -5)).toEqual(NOW);
  });

  it('the first slot of the day is 20 minutes later with +20 min', () => {
    const base = { rules: HOURS, timeZone: TZ, now: NOW };
    expect(firstOrderSlot(base)).toEqual(at('2026-11-25T11:05:00Z'));
    expect(firstOrderSlot({ ...base, extraMinutes: 20 })).toEqual(at('2026-11-25T11:25:00Z'));
    expect(slotsForDay({ ...base, extraMinutes: 20 }, '2026-11-25')[0]).toEqual(
      at('2026-11-25T11:25:00Z'),
    );
  });
});

describe('busy mode: the checks of a switch', () => {
  it.each([10, 20, 30, 5, 60])('+%i min is fine', (minutes) =>
    expect(busyExtraError(minutes)).toBeNull(),
  );
  it.each([0, 4, 61, 12, -10, 7.5, '20', null])('%p is refused in German', (minutes) =>
    expect(busyExtraError(minutes)).toBe(BUSY_MESSAGES.extraRange),
  );

  it('a pause must end in the future and within 12 hours', () => {
    expect(busyPauseError(at('2026-11-25T12:30:00Z'), NOW)).toBeNull();
    expect(busyPauseError(at('2026-11-25T11:00:00Z'), NOW)).toBe(BUSY_MESSAGES.pausePast);
    expect(busyPauseError(NOW, NOW)).toBe(BUSY_MESSAGES.pausePast);
    expect(busyPauseError(at('2026-11-25T23:03:00Z'), NOW)).toBe(BUSY_MESSAGES.pauseTooFar);
    expect(busyPauseError(new Date('x'), NOW)).toBe(BUSY_MESSAGES.pauseInvalid);
    expect(busyPauseError(null, NOW)).toBe(BUSY_MESSAGES.pauseInvalid);
  });

  it('the automatic limit is 10–240 minutes or none', () => {
    expect(busyLimitError(null)).toBeNull();
    expect(busyLimitError(45)).toBeNull();
    expect(busyLimitError(5)).toBe(BUSY_MESSAGES.limitRange);
    expect(busyLimitError(241)).toBe(BUSY_MESSAGES.limitRange);
    expect(busyLimitError(30.5)).toBe(BUSY_MESSAGES.limitRange);
  });
});

describe('busy mode: what the customer reads (never a reason)', () => {
  it('„Viel los“ names what the branch offers', () => {
    expect(busyNotice({ ...both, busyExtraMinutes: 20 }, NOW, TZ)).toBe(
      'Viel los: Abholung/Lieferung ca. 20 Minuten später',
    );
    expect(busyNotice({ isTakeawayEnabled: true, busyExtraMinutes: 10 }, NOW, TZ)).toBe(
      'Viel los: Abholung ca. 10 Minuten später',
    );
    expect(busyNotice({ isDeliveryEnabled: true, busyExtraMinutes: 30 }, NOW, TZ)).toBe(
      'Viel los: Lieferung ca. 30 Minuten später',
    );
  });

  it('a pause names its end on the branch clock, today or another day', () => {
    expect(busyNotice({ ...both, busyPausedUntil: '2026-11-25T12:30:00Z' }, NOW, TZ)).toBe(
      'Online-Bestellungen pausiert bis 13:30 Uhr',
    );
    expect(busyNotice({ busyPausedUntil: '2026-11-25T23:30:00Z' }, NOW, TZ)).toBe(
      'Online-Bestellungen pausiert bis 26.11.2026 um 00:30 Uhr',
    );
    expect(busyNotice({ busyAutoSince: NOW, busyLimitMinutes: 40 }, NOW, TZ)).toBe(
      'Online-Bestellungen derzeit pausiert',
    );
    expect(busyNotice({ ...both }, NOW, TZ)).toBeNull();
  });

  it('the refusal of an order and the board label', () => {
    const paused = busyStateAt({ busyPausedUntil: '2026-11-25T12:30:00Z' }, NOW);
    expect(busyPausedOrderMessage(paused, NOW, TZ)).toBe(
      'Online-Bestellungen sind bis 13:30 Uhr pausiert. Bitte versuchen Sie es danach erneut.',
    );
    expect(busyBoardLabel(paused, NOW, TZ)).toBe('Online-Bestellungen pausiert bis 13:30 Uhr');
    expect(busyBoardLabel(busyStateAt({ busyExtraMinutes: 20 }, NOW), NOW, TZ)).toBe(
      'Viel los: +20 min',
    );
    expect(busyBoardLabel(busyStateAt({}, NOW), NOW, TZ)).toBe('Normalbetrieb');
  });
});
