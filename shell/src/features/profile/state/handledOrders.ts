const BRAND = '#058243';

/** One day of the profile's „Bearbeitete Bestellungen je Tag“ (the API's `handled` series). */
export interface HandledDay {
  key: string;
  value: number;
}

/** '2026-11-03' → '03.11.' (the axis labels of the working-time chart beside it). */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** Whether the user handled no order in the range (the card then says so instead of a chart). */
export function isEmptyHandled(days: readonly HandledDay[]): boolean {
  return days.every((day) => day.value === 0);
}

/**
 * The ECharts option of „Bearbeitete Bestellungen je Tag“: one bar a day, whole numbers on
 * the axis (ECharts would otherwise show 0.5 orders on a quiet range).
 */
export function handledOrdersOption(days: readonly HandledDay[]): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { data: ['Bestellungen'], top: 0, right: 0 },
    xAxis: { type: 'category', data: days.map((day) => shortDay(day.key)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: 'Bestellungen',
        type: 'bar',
        color: BRAND,
        data: days.map((day) => day.value),
      },
    ],
  };
}

/** The chart's figures as CSV (semicolons, as Excel in German reads it): day and orders. */
export function handledOrdersCsv(days: readonly HandledDay[]): string {
  const lines = [
    ['Tag', 'Bearbeitete Bestellungen'],
    ...days.map((day) => [day.key, String(day.value)]),
  ];
  return `${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}
