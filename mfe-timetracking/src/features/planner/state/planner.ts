import type { Absence, WorkingSchedule } from '@bestellwerk/api-client';
import { addDays, isoWeekday, MIN_REST_MINUTES, parseTime } from '@bestellwerk/domain';

export interface PlannedCell {
  schedule: WorkingSchedule;
  day: string;
}

/** The Monday of the week a day lies in. */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, n) => addDays(monday, n));

export function plansOn(schedule: WorkingSchedule, day: string): boolean {
  if (schedule.kind === 'single') return schedule.date === day;
  if (schedule.weekday !== isoWeekday(day)) return false;
  if (schedule.validFrom && day < schedule.validFrom) return false;
  if (schedule.validUntil && day > schedule.validUntil) return false;
  return true;
}

/** The shifts of one person on one day. */
export function shiftsOn(schedules: WorkingSchedule[], userId: number, day: string): PlannedCell[] {
  return schedules
    .filter((schedule) => schedule.user.id === userId && plansOn(schedule, day))
    .map((schedule) => ({ schedule, day }))
    .sort((a, b) => a.schedule.startTime.localeCompare(b.schedule.startTime));
}

/** Minutes from the day's midnight to the shift's end (a night shift ends the next day). */
function endMinutes(schedule: WorkingSchedule): number {
  const start = parseTime(schedule.startTime);
  const end = parseTime(schedule.endTime);
  return end <= start ? end + 1440 : end;
}

/**
 * Why a shift conflicts, in German: an absence on its day, or less than 11 hours of rest
 * after the previous day's last shift.
 */
export function conflictsOf(
  cell: PlannedCell,
  schedules: WorkingSchedule[],
  absences: Absence[],
): string[] {
  const userId = cell.schedule.user.id;
  const reasons: string[] = [];
  const absence = absences.find(
    (entry) =>
      entry.user.id === userId &&
      entry.status !== 'rejected' &&
      entry.fromDay <= cell.day &&
      entry.toDay >= cell.day,
  );
  if (absence) reasons.push(absence.status === 'approved' ? 'Abwesend' : 'Abwesenheit beantragt');
  const previous = shiftsOn(schedules, userId, addDays(cell.day, -1));
  const lastEnd = Math.max(-Infinity, ...previous.map((p) => endMinutes(p.schedule) - 1440));
  if (Number.isFinite(lastEnd) && parseTime(cell.schedule.startTime) - lastEnd < MIN_REST_MINUTES)
    reasons.push('Ruhezeit unter 11 Stunden');
  return reasons;
}

/** The single shifts of a week as new single shifts one week later (weekly ones repeat anyway). */
export function copyWeek(schedules: WorkingSchedule[], monday: string) {
  const days = new Set(weekDays(monday));
  return schedules
    .filter((schedule) => schedule.kind === 'single' && schedule.date && days.has(schedule.date))
    .map((schedule) => ({
      user: { id: schedule.user.id },
      branch: { id: schedule.branch.id },
      department: schedule.department ? { id: schedule.department.id } : null,
      kind: 'single' as const,
      date: addDays(schedule.date!, 7),
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      note: schedule.note,
    }));
}

/** Where a dragged shift lands: a single shift moves to the day, a weekly one to the weekday. */
export function moveTo(schedule: WorkingSchedule, userId: number, day: string) {
  return schedule.kind === 'single'
    ? { user: { id: userId }, date: day }
    : { user: { id: userId }, weekday: isoWeekday(day) };
}
