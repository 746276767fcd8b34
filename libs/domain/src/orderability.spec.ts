import { OpeningHourRule } from './opening-hours';
import { isListed, isOrderable } from './orderability';
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
