import type { WorkingSchedule } from './entities/working-schedule.entity';
import { plannedMinutesByDay, plansOn, shiftsBetween } from './schedule-shifts';

const BRANCH = { id: 3, identifier: 'wien-1', name: 'Wien Mitte' };

const weekly = (
  weekday: number,
  startTime: string,
  endTime: string,
  extra: Partial<WorkingSchedule> = {},
): WorkingSchedule =>
  ({
    id: 1,
    user: { id: 7 },
    branch: BRANCH,
    kind: 'weekly',
    weekday,
    date: null,
    validFrom: null,
    validUntil: null,
    startTime,
    endTime,
    ...extra,
  }) as unknown as WorkingSchedule;

const single = (date: string, startTime: string, endTime: string, id = 2): WorkingSchedule =>
  ({
    ...weekly(0, startTime, endTime),
    id,
    kind: 'single',
    weekday: null,
    date,
  }) as WorkingSchedule;

describe('planned night shifts count real minutes on the day they begin', () => {
  it.each([
    ['an ordinary Saturday night', '2026-06-13', 480],
    ['the spring-forward night (29.3.2026)', '2026-03-28', 420],
    ['the fall-back night (25.10.2026)', '2026-10-24', 540],
    ['the spring-forward night (28.3.2027)', '2027-03-27', 420],
    ['the fall-back night at a month end (31.10.2027)', '2027-10-30', 540],
  ])('22:00–06:00 on %s (%s) plans %i minutes', (_name, day, minutes) => {
    const shifts = shiftsBetween([weekly(6, '22:00', '06:00')], day, day);
    expect(shifts).toHaveLength(1);
    expect(plannedMinutesByDay(shifts)).toEqual(new Map([[day, minutes]]));
  });

  it('books a night shift at a month end on its first day, in the month it began', () => {
    // Saturday 31 October 2026 22:00 to Sunday 1 November 06:00 (an ordinary night).
    const shifts = shiftsBetween([weekly(6, '22:00', '06:00')], '2026-10-31', '2026-11-01');
    expect(
      shifts.map((shift) => [shift.day, shift.start.toISOString(), shift.end.toISOString()]),
    ).toEqual([['2026-10-31', '2026-10-31T21:00:00.000Z', '2026-11-01T05:00:00.000Z']]);
    expect(plannedMinutesByDay(shifts)).toEqual(new Map([['2026-10-31', 480]]));
  });

  it('reads an end equal to the start as a 24-hour shift into the next day', () => {
    const [shift] = shiftsBetween(
      [single('2026-06-10', '08:00', '08:00')],
      '2026-06-10',
      '2026-06-10',
    );
    expect(plannedMinutesByDay([shift]).get('2026-06-10')).toBe(24 * 60);
  });
});

describe('which days a schedule plans', () => {
  const pattern = weekly(1, '08:00', '16:00', {
    validFrom: '2026-03-09',
    validUntil: '2026-03-23',
  });

  it.each([
    ['2026-03-02', false], // a Monday before validFrom
    ['2026-03-09', true], // validFrom itself
    ['2026-03-10', false], // a Tuesday
    ['2026-03-23', true], // validUntil itself
    ['2026-03-30', false], // after validUntil
  ])('the Monday pattern from 9.3. to 23.3. plans %s: %s', (day, planned) => {
    expect(plansOn(pattern, day)).toBe(planned);
  });

  it('plans a single shift on its date only', () => {
    expect(plansOn(single('2026-03-10', '08:00', '12:00'), '2026-03-10')).toBe(true);
    expect(plansOn(single('2026-03-10', '08:00', '12:00'), '2026-03-17')).toBe(false);
  });

  it('lists the shifts of a range in time order, each with its branch, and sums by day', () => {
    const shifts = shiftsBetween(
      [weekly(1, '14:00', '18:00'), single('2026-03-02', '07:00', '11:00', 5)],
      '2026-03-01',
      '2026-03-09',
    );
    expect(shifts.map((shift) => [shift.scheduleId, shift.day, shift.branch.name])).toEqual([
      [5, '2026-03-02', 'Wien Mitte'],
      [1, '2026-03-02', 'Wien Mitte'],
      [1, '2026-03-09', 'Wien Mitte'],
    ]);
    expect(plannedMinutesByDay(shifts)).toEqual(
      new Map([
        ['2026-03-02', 480],
        ['2026-03-09', 240],
      ]),
    );
  });
});
