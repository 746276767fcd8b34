import { zonedDateTime } from '@bestellwerk/domain';
import { remainingMinutesOf } from './employee-day.service';
import type { PlannedShift } from './schedule-shifts';

const at = (day: string, time: string) => zonedDateTime(day, time, 'Europe/Vienna');
const shift = (day: string, from: string, to: string, endDay = day): PlannedShift => ({
  scheduleId: 1,
  userId: 7,
  day,
  start: at(day, from),
  end: at(endDay, to),
  branch: { id: 3, identifier: 'wien-1', name: 'Wien Mitte' },
});
const target = (plannedMinutes: number, workedMinutes = 0, creditedMinutes = 0) => ({
  plannedMinutes,
  workedMinutes,
  creditedMinutes,
});

describe('the terminal’s remaining time until the end of service', () => {
  it.each([
    [
      'running: until the end of today’s shift',
      [shift('2026-03-02', '08:00', '16:00')],
      'running',
      target(480, 390),
      at('2026-03-02', '14:30'),
      90,
    ],
    [
      'paused counts as at work',
      [shift('2026-03-02', '08:00', '16:00')],
      'paused',
      target(480, 390),
      at('2026-03-02', '15:00'),
      60,
    ],
    [
      'a night shift begun yesterday runs on',
      [shift('2026-03-01', '22:00', '06:00', '2026-03-02')],
      'running',
      target(0, 300),
      at('2026-03-02', '05:00'),
      60,
    ],
    [
      'on the fall-back night the last hours are real ones (wall clock: 5 h)',
      [shift('2026-10-24', '22:00', '06:00', '2026-10-25')],
      'running',
      target(0, 180),
      at('2026-10-25', '01:00'),
      360,
    ],
    [
      'a split shift: until the end of the last one today',
      [shift('2026-03-02', '08:00', '12:00'), shift('2026-03-02', '18:00', '22:00')],
      'running',
      target(480, 120),
      at('2026-03-02', '10:00'),
      720,
    ],
    [
      'ended: the target minus what was worked',
      [shift('2026-03-02', '08:00', '16:00')],
      'ended',
      target(480, 300),
      at('2026-03-02', '13:00'),
      180,
    ],
    [
      'not started, no shift: the whole target',
      [],
      'none',
      target(480),
      at('2026-03-02', '07:00'),
      480,
    ],
    [
      'running past the shift’s end: the target, never below 0',
      [shift('2026-03-02', '08:00', '16:00')],
      'running',
      target(480, 500),
      at('2026-03-02', '16:30'),
      0,
    ],
    [
      'a half day of vacation counts as done',
      [],
      'ended',
      target(480, 120, 240),
      at('2026-03-02', '12:00'),
      120,
    ],
  ] as const)('%s', (_name, shifts, state, balance, now, remaining) => {
    expect(remainingMinutesOf([...shifts], state, balance, now)).toBe(remaining);
  });
});
