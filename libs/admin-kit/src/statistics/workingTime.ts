import { formatFigure, shortDay } from './format';

const BRAND = '#058243';
const PLANNED = '#1677ff';
const PREVIOUS = '#8c8c8c';

/** Worked and planned minutes per day (and the previous period's worked minutes, by position). */
export interface WorkingTimeDays {
  /** YYYY-MM-DD, one per day of the range. */
  days: string[];
  worked: number[];
  planned: number[];
  /** The previous period of equal length, day by day; omitted when not comparing. */
  previousWorked?: number[];
}

/** Whether there is nothing to draw: no minute worked or planned, now or before. */
export function isEmptyWorkingTime(data: WorkingTimeDays): boolean {
  const sum = (values: number[] = []) => values.reduce((s, v) => s + v, 0);
  return sum(data.worked) === 0 && sum(data.planned) === 0 && sum(data.previousWorked) === 0;
}

const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12, 24, 48, 96, 168, 336, 720];

/** A value axis in whole hours (0, 2, 4 … h, about five steps) instead of ECharts' 100 minutes. */
export function hourAxis(values: number[]): { min: number; max: number; interval: number } {
  const hours = Math.max(0, ...values) / 60;
  const step = HOUR_STEPS.find((candidate) => hours / candidate <= 5) ?? Math.ceil(hours / 5);
  const interval = step * 60;
  return { min: 0, max: Math.max(1, Math.ceil(hours / step)) * interval, interval };
}

/**
 * The ECharts option of „Arbeitszeit und Planung“: worked minutes as bars, the plan as a
 * line over them, the previous period's worked minutes dashed; axes in h:mm.
 */
export function workingTimeOption(data: WorkingTimeDays): Record<string, unknown> {
  const format = (value: number) => formatFigure('minutes', value);
  const names = ['Gearbeitet', 'Geplant', ...(data.previousWorked ? ['Vorperiode'] : [])];
  return {
    tooltip: { trigger: 'axis', valueFormatter: format },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { data: names, top: 0, right: 0 },
    xAxis: { type: 'category', data: data.days.map(shortDay) },
    yAxis: {
      type: 'value',
      ...hourAxis([...data.worked, ...data.planned, ...(data.previousWorked ?? [])]),
      axisLabel: { formatter: (minutes: number) => `${minutes / 60} h` },
    },
    series: [
      { name: 'Gearbeitet', type: 'bar', color: BRAND, data: data.worked },
      {
        name: 'Geplant',
        type: 'line',
        step: 'middle',
        symbol: 'none',
        color: PLANNED,
        data: data.planned,
      },
      ...(data.previousWorked
        ? [
            {
              name: 'Vorperiode',
              type: 'line',
              symbol: 'none',
              color: PREVIOUS,
              lineStyle: { type: 'dashed' },
              data: data.previousWorked,
            },
          ]
        : []),
    ],
  };
}

/** Minutes as decimal hours for a German spreadsheet: 450 → '7,5'. */
const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100).replace('.', ',');

/** The days as CSV (semicolons, hours with a decimal comma), the previous period beside. */
export function workingTimeCsv(data: WorkingTimeDays): string {
  const lines = [
    [
      'Tag',
      'Gearbeitet (h)',
      'Geplant (h)',
      'Differenz (h)',
      ...(data.previousWorked ? ['Vorperiode gearbeitet (h)'] : []),
    ],
    ...data.days.map((day, index) => {
      const worked = data.worked[index] ?? 0;
      const planned = data.planned[index] ?? 0;
      return [
        day,
        hours(worked),
        hours(planned),
        hours(worked - planned),
        ...(data.previousWorked ? [hours(data.previousWorked[index] ?? 0)] : []),
      ];
    }),
  ];
  return `${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}
