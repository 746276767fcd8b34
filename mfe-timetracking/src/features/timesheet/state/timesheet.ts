import type { DayBalance, UserBalance, WorkingActivity } from '@bestellwerk/api-client';
import { labourFlagLabel } from '@bestellwerk/domain';
import { localDay } from '../../../shared/format';

/** A row of the timesheet grid: the day's balance with the day's activities. */
export interface SheetRow extends DayBalance {
  activities: WorkingActivity[];
}

export function sheetRows(days: DayBalance[], activities: WorkingActivity[]): SheetRow[] {
  return days.map((day) => ({
    ...day,
    activities: activities
      .filter((activity) => localDay(activity.startedAt) === day.day)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt)),
  }));
}

/** A labour-law flag as the balance's country words it, naming the paragraph (AZG §9 …). */
export const flagLabel = (flag: string, country: UserBalance['labourCountry'] | null) =>
  labourFlagLabel(flag, country);

/** The correction form's values: local 'YYYY-MM-DDTHH:mm' texts, back to ISO instants. */
export interface CorrectionValues {
  startedAt: string;
  endedAt: string;
  pauseStart: string;
  pauseEnd: string;
  correctionReason: string;
}

export function correctionPayload(values: CorrectionValues) {
  const iso = (text: string) => new Date(text).toISOString();
  return {
    startedAt: iso(values.startedAt),
    endedAt: values.endedAt ? iso(values.endedAt) : null,
    pauses:
      values.pauseStart && values.pauseEnd
        ? [{ startedAt: iso(values.pauseStart), endedAt: iso(values.pauseEnd) }]
        : [],
    correctionReason: values.correctionReason.trim(),
  };
}

/** An instant as the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
