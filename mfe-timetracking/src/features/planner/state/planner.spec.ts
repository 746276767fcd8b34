import type { Absence, WorkingSchedule } from '@bestellwerk/api-client';
import {
  conflictsOf,
  restMinutesOf,
  copyWeekMessage,
  mondayOf,
  moveTo,
  shiftPayload,
  shiftValues,
  shiftsOn,
} from './planner';

const user = { id: 7, username: 'm', firstName: 'M', lastName: 'H' };
const branch = { id: 1, identifier: 'graz', name: 'Graz' };
const shift = (over: Partial<WorkingSchedule>): WorkingSchedule => ({
  id: 1,
  user,
  branch,
  department: null,
  kind: 'single',
  weekday: null,
  date: '2026-03-03',
  validFrom: null,
  validUntil: null,
  startTime: '08:00',
  endTime: '16:00',
  note: '',
  ...over,
});

describe('the week planner', () => {
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-03-05')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
  });

  it('places weekly patterns and single shifts on their days', () => {
    const weekly = shift({ id: 2, kind: 'weekly', weekday: 2, date: null });
    expect(shiftsOn([weekly], 7, '2026-03-03')).toHaveLength(1);
    expect(shiftsOn([weekly], 7, '2026-03-04')).toHaveLength(0);
  });

  it('shows an absence and a short rest as conflicts', () => {
    const late = shift({ id: 3, date: '2026-03-02', startTime: '14:00', endTime: '23:00' });
    const early = shift({ id: 4, date: '2026-03-03', startTime: '06:00', endTime: '14:00' });
    const absence = {
      user,
      status: 'approved',
      fromDay: '2026-03-03',
      toDay: '2026-03-03',
    } as Absence;
    expect(conflictsOf({ schedule: early, day: '2026-03-03' }, [late, early], [absence])).toEqual([
      'Abwesend',
      'Ruhezeit unter 11 Stunden',
    ]);
    expect(conflictsOf({ schedule: late, day: '2026-03-02' }, [late, early], [])).toEqual([]);
  });

  it('checks 10 hours of rest where the shop has the hospitality reduction, as the balances do', () => {
    // 23:00 to 09:30: ten and a half hours.
    const late = shift({ id: 5, date: '2026-03-02', startTime: '14:00', endTime: '23:00' });
    const next = shift({ id: 6, date: '2026-03-03', startTime: '09:30', endTime: '14:00' });
    const cell = { schedule: next, day: '2026-03-03' };
    const rest = (hospitalityRestReduction: boolean) => restMinutesOf({ hospitalityRestReduction });
    expect(conflictsOf(cell, [late, next], [], rest(false))).toEqual(['Ruhezeit unter 11 Stunden']);
    expect(conflictsOf(cell, [late, next], [], rest(true))).toEqual([]);
  });

  it('says what „Woche kopieren“ did', () => {
    expect(copyWeekMessage({ copied: 3, skipped: 0 })).toBe(
      '3 Schichten in die nächste Woche kopiert.',
    );
    expect(copyWeekMessage({ copied: 1, skipped: 2 })).toBe(
      '1 Schicht in die nächste Woche kopiert. 2 waren schon da.',
    );
    expect(copyWeekMessage({ copied: 2, skipped: 1 })).toBe(
      '2 Schichten in die nächste Woche kopiert. 1 war schon da.',
    );
    expect(copyWeekMessage({ copied: 0, skipped: 4 })).toBe(
      'Die nächste Woche hat diese Schichten schon.',
    );
    expect(copyWeekMessage({ copied: 0, skipped: 0 })).toMatch(/^Diese Woche hat keine/);
  });

  it('moves a dragged shift to the day it is dropped on', () => {
    expect(moveTo(shift({}), 8, '2026-03-04')).toEqual({ user: { id: 8 }, date: '2026-03-04' });
    expect(moveTo(shift({ kind: 'weekly', weekday: 2 }), 7, '2026-03-05')).toEqual({
      user: { id: 7 },
      weekday: 4,
    });
  });

  it('starts a new shift on the clicked cell and an edit with the shift', () => {
    expect(shiftValues(null, { userId: 7, day: '2026-03-05' })).toMatchObject({
      user: 7,
      kind: 'single',
      date: '2026-03-05',
      weekday: 4,
      startTime: '08:00',
      endTime: '16:00',
    });
    const weekly = shift({ id: 3, kind: 'weekly', weekday: 5, date: null, startTime: '10:00' });
    expect(shiftValues(weekly)).toMatchObject({ kind: 'weekly', weekday: 5, startTime: '10:00' });
    // 2026-03-03 is a Tuesday: turned weekly, the shift stays on Tuesdays.
    expect(shiftValues(shift({ id: 4 }))).toMatchObject({ date: '2026-03-03', weekday: 2 });
  });

  it('sends a single shift with its date and a weekly one with its weekday', () => {
    const base = { user: 7, branch: 1, startTime: '08:00', endTime: '12:00' };
    expect(shiftPayload({ ...base, kind: 'single', date: '2026-03-05', weekday: 4 })).toMatchObject(
      { user: { id: 7 }, branch: { id: 1 }, date: '2026-03-05', weekday: null },
    );
    expect(shiftPayload({ ...base, kind: 'weekly', date: '2026-03-05', weekday: 4 })).toMatchObject(
      { kind: 'weekly', date: null, weekday: 4 },
    );
    // Left empty, the server names what is missing.
    expect(shiftPayload({ kind: 'single' })).toMatchObject({ user: undefined, startTime: '' });
  });

  it('flags two shifts of one person at the same time, not one after the other', () => {
    const morning = shift({ id: 4, startTime: '06:00', endTime: '12:00' });
    const overlapping = shift({ id: 5, startTime: '11:00', endTime: '15:00' });
    const after = shift({ id: 6, startTime: '12:00', endTime: '16:00' });
    const cell = (schedule: WorkingSchedule) => ({ schedule, day: '2026-03-03' });
    expect(conflictsOf(cell(overlapping), [morning, overlapping], [])).toContain(
      'Überschneidet sich mit einer anderen Schicht',
    );
    expect(conflictsOf(cell(after), [morning, after], [])).toEqual([]);
    const other = shift({ id: 7, user: { ...user, id: 8 }, startTime: '11:00', endTime: '15:00' });
    expect(conflictsOf(cell(other), [morning, other], [])).toEqual([]);
  });
});
