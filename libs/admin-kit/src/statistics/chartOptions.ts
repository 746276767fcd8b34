import type { StatisticsReport } from '@bestellwerk/api-client';
import { formatFigure, shortDay, WEEKDAY_SHORT } from './format';

export type ChartView = 'series' | 'bars' | 'pie' | 'heatmap' | 'flow';

const BRAND = '#058243';
const PREVIOUS = '#8c8c8c';
const TOP = 10;

/** The ECharts option for a report; a plain object, so it is built (and tested) without ECharts. */
export function chartOption(
  report: StatisticsReport,
  view: ChartView,
  compare: boolean,
): Record<string, unknown> {
  const format = (value: number) => formatFigure(report.unit, value);
  const tooltip = { trigger: view === 'pie' ? 'item' : 'axis', valueFormatter: format };
  const grid = { left: 8, right: 16, top: 24, bottom: 8, containLabel: true };
  if (view === 'pie') {
    return {
      color: [BRAND, '#52c41a', '#1677ff', '#faad14', '#eb2f96', '#722ed1', PREVIOUS],
      tooltip,
      series: [
        {
          type: 'pie',
          radius: ['45%', '72%'],
          data: report.breakdown
            .slice(0, 8)
            .map((entry) => ({ name: entry.label, value: entry.value })),
          label: { formatter: '{b}: {d} %' },
        },
      ],
    };
  }
  if (view === 'bars' || view === 'flow') {
    const entries =
      view === 'flow'
        ? report.flow.slice(0, TOP).map((step) => ({
            label: step.label,
            value: step.value,
            previousValue: 0,
          }))
        : report.breakdown.slice(0, TOP);
    const labels = entries.map((entry) => entry.label).reverse();
    return {
      tooltip: { ...tooltip, axisPointer: { type: 'shadow' } },
      grid,
      xAxis: { type: 'value', axisLabel: { formatter: format } },
      yAxis: { type: 'category', data: labels, axisLabel: { width: 140, overflow: 'truncate' } },
      series: [
        {
          name: 'Zeitraum',
          type: 'bar',
          color: BRAND,
          data: entries.map((entry) => entry.value).reverse(),
        },
        ...(compare && view === 'bars'
          ? [
              {
                name: 'Vorperiode',
                type: 'bar',
                color: PREVIOUS,
                data: entries.map((entry) => entry.previousValue).reverse(),
              },
            ]
          : []),
      ],
    };
  }
  if (view === 'heatmap') {
    const max = Math.max(1, ...report.heatMap.map((cell) => cell.value));
    return {
      tooltip: { position: 'top', valueFormatter: format },
      grid: { ...grid, top: 8 },
      xAxis: {
        type: 'category',
        data: Array.from({ length: 24 }, (_, h) => String(h)),
        splitArea: { show: true },
      },
      yAxis: { type: 'category', data: [...WEEKDAY_SHORT].reverse(), splitArea: { show: true } },
      visualMap: { min: 0, max, show: false, inRange: { color: ['#f0f9f4', BRAND] } },
      series: [
        {
          name: 'Anzahl',
          type: 'heatmap',
          data: report.heatMap.map((cell) => [cell.hour, 7 - cell.weekday, cell.value]),
        },
      ],
    };
  }
  const keys = report.series.map((point) =>
    report.bucket === 'hour' ? `${point.key} Uhr` : shortDay(point.key),
  );
  return {
    tooltip,
    // The legend above the plot: below, it covered the axis labels.
    grid: compare ? { ...grid, top: 32 } : grid,
    legend: compare ? { data: ['Zeitraum', 'Vorperiode'], top: 0, right: 0 } : undefined,
    xAxis: { type: 'category', data: keys },
    yAxis: { type: 'value', axisLabel: { formatter: format } },
    series: [
      {
        name: 'Zeitraum',
        type: report.bucket === 'hour' ? 'bar' : 'line',
        smooth: true,
        color: BRAND,
        areaStyle: report.bucket === 'hour' ? undefined : { opacity: 0.08 },
        data: report.series.map((point) => point.value),
      },
      ...(compare
        ? [
            {
              name: 'Vorperiode',
              type: report.bucket === 'hour' ? 'bar' : 'line',
              smooth: true,
              color: PREVIOUS,
              lineStyle: { type: 'dashed' },
              data: report.previousSeries.map((point) => point.value),
            },
          ]
        : []),
    ],
  };
}

/** Whether a report has anything to draw in this view. */
export function isEmptyReport(report: StatisticsReport, view: ChartView): boolean {
  if (view === 'pie' || view === 'bars') return report.breakdown.length === 0;
  if (view === 'flow') return report.flow.length === 0;
  if (view === 'heatmap') return report.heatMap.length === 0;
  return report.total === 0 && report.previousTotal === 0;
}
