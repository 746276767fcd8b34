import type { WorkingTimeDays } from '@bestellwerk/admin-kit';
import type { StatisticsReport } from '@bestellwerk/api-client';

/**
 * The working-activities and working-schedules reports of one range side by side: one entry
 * per day of the worked report's series (the plan matched by day, 0 where none), and the
 * previous period's worked minutes when comparing.
 */
export function workingTimeDays(
  worked: StatisticsReport,
  planned: StatisticsReport,
  compare: boolean,
): WorkingTimeDays {
  const plannedByDay = new Map(planned.series.map((point) => [point.key, point.value]));
  const days = worked.series.map((point) => point.key);
  return {
    days,
    worked: worked.series.map((point) => point.value),
    planned: days.map((day) => plannedByDay.get(day) ?? 0),
    ...(compare
      ? { previousWorked: days.map((_, index) => worked.previousSeries[index]?.value ?? 0) }
      : {}),
  };
}
