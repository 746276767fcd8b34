import { addDays, daysOf, isoWeekday, parseTime, zonedInstant } from '@bestellwerk/domain';
import type { WorkingSchedule } from './entities/working-schedule.entity';
import { TIME_ZONE } from './time-sheet.service';

export interface PlannedShift {
  scheduleId: number;
  userId: number;
  day: string;
  start: Date;
  end: Date;
  branch: { id: number; identifier: string; name: string };
}

/** Whether a schedule plans a shift on `day` (weekly pattern or single shift). */
export function plansOn(schedule: WorkingSchedule, day: string): boolean {
  if (schedule.kind === 'single') return schedule.date === day;
  if (schedule.weekday !== isoWeekday(day)) return false;
  if (schedule.validFrom && day < schedule.validFrom) return false;
  if (schedule.validUntil && day > schedule.validUntil) return false;
  return true;
}

/**
 * The planned shifts from `from` to `to` as instants in Vienna; an end at or before the
 * start runs into the next day (a night shift).
 */
export function shiftsBetween(
  schedules: WorkingSchedule[],
  from: string,
  to: string,
): PlannedShift[] {
  const shifts: PlannedShift[] = [];
  for (const day of daysOf(from, to)) {
    for (const schedule of schedules) {
      if (!plansOn(schedule, day)) continue;
      const startMinutes = parseTime(schedule.startTime);
      const endMinutes = parseTime(schedule.endTime);
      const endDay = endMinutes <= startMinutes ? addDays(day, 1) : day;
      shifts.push({
        scheduleId: schedule.id,
        userId: schedule.user.id,
        day,
        start: zonedInstant(day, startMinutes, TIME_ZONE),
        end: zonedInstant(endDay, endMinutes, TIME_ZONE),
        branch: {
          id: schedule.branch.id,
          identifier: schedule.branch.identifier,
          name: schedule.branch.name,
        },
      });
    }
  }
  return shifts.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Planned minutes per day of a set of shifts (real elapsed minutes). */
export function plannedMinutesByDay(shifts: PlannedShift[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const shift of shifts) {
    const minutes = Math.round((shift.end.getTime() - shift.start.getTime()) / 60_000);
    result.set(shift.day, (result.get(shift.day) ?? 0) + minutes);
  }
  return result;
}
