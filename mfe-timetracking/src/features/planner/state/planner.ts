import type { Absence, WorkingSchedule } from '@bestellwerk/api-client';
import { addDays, isoWeekday, labourRules, parseTime } from '@bestellwerk/domain';

/**
 * The plan does not know the employees' countries: it checks the rest against the default
 * table (Austria's 11 hours, the same as Germany's), so the hint names no paragraph.
 */
const REST_MINUTES = labourRules().rest.minMinutes;

/**
 * The rest the plan checks: 11 hours, or 10 where the shop has the hospitality reduction
 * switched on (Konfiguration → Zeiterfassung), as the balances check it.
 */
export const restMinutesOf = (config: { hospitalityRestReduction: boolean }) =>
  labourRules(undefined, { hospitalityRestReduction: config.hospitalityRestReduction }).rest
    .minMinutes;

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
 * Why a shift conflicts, in German: an absence on its day, another shift of the person at
 * the same time, or less rest than `restMinutes` (11 hours by default) after the previous
 * day's last shift.
 */
export function conflictsOf(
  cell: PlannedCell,
  schedules: WorkingSchedule[],
  absences: Absence[],
  restMinutes = REST_MINUTES,
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
  const start = parseTime(cell.schedule.startTime);
  const end = endMinutes(cell.schedule);
  const overlapping = shiftsOn(schedules, userId, cell.day).some(
    (other) =>
      other.schedule.id !== cell.schedule.id &&
      parseTime(other.schedule.startTime) < end &&
      start < endMinutes(other.schedule),
  );
  if (overlapping) reasons.push('Überschneidet sich mit einer anderen Schicht');
  const previous = shiftsOn(schedules, userId, addDays(cell.day, -1));
  const lastEnd = Math.max(-Infinity, ...previous.map((p) => endMinutes(p.schedule) - 1440));
  if (Number.isFinite(lastEnd) && parseTime(cell.schedule.startTime) - lastEnd < restMinutes)
    reasons.push(`Ruhezeit unter ${restMinutes / 60} Stunden`);
  return reasons;
}

/** What „Woche kopieren“ says after the server copied (copy-week: copied, skipped). */
export function copyWeekMessage(result: { copied: number; skipped: number }): string {
  const { copied, skipped } = result;
  if (copied === 0 && skipped === 0)
    return 'Diese Woche hat keine einzelnen Schichten; Wochenmuster gelten ohnehin jede Woche.';
  if (copied === 0) return 'Die nächste Woche hat diese Schichten schon.';
  const done = `${copied} ${copied === 1 ? 'Schicht' : 'Schichten'} in die nächste Woche kopiert.`;
  return skipped > 0 ? `${done} ${skipped} ${skipped === 1 ? 'war' : 'waren'} schon da.` : done;
}

/** Where a dragged shift lands: a single shift moves to the day, a weekly one to the weekday. */
export function moveTo(schedule: WorkingSchedule, userId: number, day: string) {
  return schedule.kind === 'single'
    ? { user: { id: userId }, date: day }
    : { user: { id: userId }, weekday: isoWeekday(day) };
}

/** The shift form's values: one person, one branch, a day or a weekday, from–to. */
export interface ShiftValues {
  /** Named as the server names the fields, so its errors land under them. */
  user?: number;
  branch?: number;
  kind: 'single' | 'weekly';
  date?: string;
  weekday?: number;
  startTime?: string;
  endTime?: string;
  note?: string;
}

/** The form's start: an existing shift, or a new one on the cell that was clicked. */
export function shiftValues(
  schedule: WorkingSchedule | null,
  cell: { userId?: number; day?: string } = {},
): ShiftValues {
  if (schedule) {
    return {
      user: schedule.user.id,
      branch: schedule.branch.id,
      kind: schedule.kind as ShiftValues['kind'],
      date: schedule.date ?? undefined,
      // A single shift turned weekly keeps its day of the week.
      weekday: schedule.weekday ?? (schedule.date ? isoWeekday(schedule.date) : undefined),
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      note: schedule.note,
    };
  }
  return {
    user: cell.userId,
    kind: 'single',
    date: cell.day,
    weekday: cell.day ? isoWeekday(cell.day) : undefined,
    startTime: '08:00',
    endTime: '16:00',
  };
}

/**
 * What the server gets: a single shift names its date, a weekly one its weekday (the other
 * is cleared). Missing fields are sent as they are, so the server names them in German.
 */
export function shiftPayload(values: ShiftValues) {
  const single = values.kind === 'single';
  return {
    user: values.user ? { id: values.user } : (undefined as unknown as { id: number }),
    branch: values.branch ? { id: values.branch } : (undefined as unknown as { id: number }),
    kind: values.kind,
    date: single ? (values.date ?? null) : null,
    weekday: single ? null : (values.weekday ?? null),
    startTime: values.startTime ?? '',
    endTime: values.endTime ?? '',
    note: values.note ?? '',
  };
}
