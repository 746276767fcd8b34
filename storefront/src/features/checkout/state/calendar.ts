import { addDays, isoWeekNumber, isoWeekday } from '@bestellwerk/domain';

/** 'YYYY-MM' of a local date. */
export const monthOf = (localDate: string) => localDate.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

export const monthTitle = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export interface CalendarWeek {
  week: number;
  /** Seven local dates, Monday first; null outside the month. */
  days: (string | null)[];
}

/** The month as ISO weeks (Mo..So), each with its ISO week number. */
export function calendarWeeks(month: string): CalendarWeek[] {
  const first = `${month}-01`;
  let monday = addDays(first, 1 - isoWeekday(first));
  const weeks: CalendarWeek[] = [];
  for (;;) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    if (!days.some((day) => monthOf(day) === month)) break;
    weeks.push({
      week: isoWeekNumber(monday),
      days: days.map((day) => (monthOf(day) === month ? day : null)),
    });
    monday = addDays(monday, 7);
  }
  return weeks;
}
