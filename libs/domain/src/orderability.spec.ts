import { OpeningHourRule } from './opening-hours';
import { earliest, isListed, isOrderable, nextMenuStart, nextScheduleChange } from './orderability';
import { zonedDateTime } from './time-zone';

const VIENNA = 'Europe/Vienna';
const breakfast: OpeningHourRule[] = [
  { type: 'daily', from: '07:00', to: '10:30', isClosed: false },
];
const morning = zonedDateTime('2026-03-24', '08:00', VIENNA);
const noon = zonedDateTime('2026-03-24', '12:00', VIENNA);

describe('§4 "orderable only if enabled and its schedule, if any, is currently open"', () => {
  it.each([
    [true, null, noon, true],
    [true, [], noon, true],
    [false, null, noon, false],
    [true, breakfast, morning, true],
    [true, breakfast, noon, false],
    [false, breakfast, morning, false],
  ])('enabled %s, schedule %j at %s → %s', (isEnabled, schedule, now, orderable) => {
    expect(isOrderable({ isEnabled, schedule }, now, VIENNA)).toBe(orderable);
  });
});

describe('§4 "listed if orderable or isVisibleWhenUnavailable"', () => {
  it.each([
    [true, breakfast, false, morning, true],
    [true, breakfast, false, noon, false],
    [true, breakfast, true, noon, true],
    [false, null, true, noon, true],
    [false, null, false, noon, false],
  ])(
    'enabled %s, schedule %j, visible when unavailable %s at %s → %s',
    (isEnabled, schedule, isVisibleWhenUnavailable, now, listed) => {
      expect(isListed({ isEnabled, schedule, isVisibleWhenUnavailable }, now, VIENNA)).toBe(listed);
    },
  );
});

describe('nextScheduleChange: the instant a cached orderable state runs out', () => {
  const lunch: OpeningHourRule[] = [
    { type: 'daily', from: '11:00', to: '14:00', isClosed: false },
    { type: 'daily', from: '17:00', to: '01:00', isClosed: false },
  ];
  const sunday: OpeningHourRule[] = [
    { type: 'sunday', from: '00:00', to: '00:00', isClosed: false },
    { type: 'daily', isClosed: true },
  ];

  it.each([
    ['08:00', [breakfast], '2026-03-24 10:30'],
    ['10:30', [breakfast], '2026-03-25 07:00'],
    ['12:00', [breakfast, lunch], '2026-03-24 14:00'],
    ['23:00', [lunch], '2026-03-25 01:00'],
    ['00:30', [lunch, breakfast], '2026-03-24 01:00'],
  ])('at %s with %j the next change is %s', (time, schedules, expected) => {
    const now = zonedDateTime('2026-03-24', time, VIENNA);
    const [date, at] = expected.split(' ');
    expect(nextScheduleChange(schedules, now, VIENNA)).toEqual(zonedDateTime(date, at, VIENNA));
  });

  it('is null without a schedule that opens or closes within a day', () => {
    const tuesday = zonedDateTime('2026-03-24', '12:00', VIENNA);
    expect(nextScheduleChange([null, [], sunday], tuesday, VIENNA)).toBeNull();
  });

  // The property a cache relies on: no item changes its state before the instant named.
  it('no orderable state changes before the instant it names (minute by minute, over DST)', () => {
    const schedules = [breakfast, lunch, sunday];
    const items = schedules.map((schedule) => ({ isEnabled: true, schedule }));
    const state = (at: Date) => items.map((item) => isOrderable(item, at, VIENNA)).join();
    // Two days around the spring change in Vienna (2026-03-29, 02:00 → 03:00).
    let at = zonedDateTime('2026-03-28', '00:00', VIENNA);
    const end = zonedDateTime('2026-03-30', '03:00', VIENNA);
    while (at < end) {
      const next = nextScheduleChange(schedules, at, VIENNA);
      const limit = Math.min(next?.getTime() ?? Infinity, at.getTime() + 24 * 3600_000);
      const before = state(at);
      for (let t = at.getTime() + 60_000; t < limit; t += 60_000)
        expect(state(new Date(t))).toBe(before);
      if (next) expect(state(next)).not.toBe(before);
      at = new Date(Math.min(limit, end.getTime()));
    }
  });
});

describe('nextMenuStart', () => {
  const now = new Date('2026-11-25T11:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('is the first switched-on menu that comes into effect after now', () => {
    expect(
      nextMenuStart(
        [
          { isEnabled: true, availableFrom: at('2026-12-01T00:00:00Z') },
          { isEnabled: false, availableFrom: at('2026-11-26T00:00:00Z') },
          { isEnabled: true, availableFrom: at('2026-11-24T00:00:00Z') },
          { isEnabled: true, availableFrom: at('2026-11-28T00:00:00Z') },
          { isEnabled: true, availableFrom: null },
        ],
        now,
      ),
    ).toEqual(at('2026-11-28T00:00:00Z'));
  });

  it('is null when no menu is still to come', () => {
    expect(nextMenuStart([{ isEnabled: true, availableFrom: null }], now)).toBeNull();
    expect(earliest([null, undefined])).toBeNull();
  });
});
