import { zonedDateTime } from '@bestellwerk/domain';
import { isLongActivity } from './long-activity.sweep';

const at = (day: string, time: string) => zonedDateTime(day, time, 'Europe/Vienna');

describe('an open activity is due for a warning', () => {
  it.each([
    ['after 11 hours on the same day', at('2026-03-02', '08:00'), at('2026-03-02', '19:00'), false],
    ['after exactly 12 hours', at('2026-03-02', '07:00'), at('2026-03-02', '19:00'), false],
    ['after 12 h 30 min', at('2026-03-02', '07:00'), at('2026-03-02', '19:30'), true],
    ['once it ran over local midnight', at('2026-03-01', '22:00'), at('2026-03-02', '00:30'), true],
    ['a minute after midnight', at('2026-03-01', '23:59'), at('2026-03-02', '00:00'), true],
    // 00:30–12:00 on the fall-back day: 11 h 30 min on the wall clock, 12 h 30 min real.
    [
      'on the fall-back day by real hours',
      at('2026-10-25', '00:30'),
      at('2026-10-25', '12:00'),
      true,
    ],
    // 00:30–12:45 on the spring-forward day: 12 h 15 min on the wall clock, 11 h 15 min real.
    ['not on the spring-forward day', at('2026-03-29', '00:30'), at('2026-03-29', '12:45'), false],
    ['over a month end', at('2026-01-31', '20:00'), at('2026-02-01', '00:10'), true],
  ])('%s: %s', (_name, startedAt, now, due) => {
    expect(isLongActivity(startedAt, now)).toBe(due);
  });
});
