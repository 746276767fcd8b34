import type { StatisticsReport } from '@bestellwerk/api-client';
import { workingTimeDays } from './workingTimeDays';

const report = (
  name: string,
  series: [string, number][],
  previous: [string, number][] = [],
): StatisticsReport =>
  ({
    name,
    unit: 'minutes',
    bucket: 'day',
    series: series.map(([key, value]) => ({ key, value, net: null })),
    previousSeries: previous.map(([key, value]) => ({ key, value, net: null })),
  }) as unknown as StatisticsReport;

describe('worked and planned days side by side', () => {
  const worked = report(
    'working-activities',
    [
      ['2026-11-24', 470],
      ['2026-11-25', 0],
    ],
    [
      ['2026-11-22', 60],
      ['2026-11-23', 120],
    ],
  );
  const planned = report('working-schedules', [['2026-11-25', 480]]);

  it('matches the plan by day, 0 where nothing was planned', () => {
    expect(workingTimeDays(worked, planned, false)).toEqual({
      days: ['2026-11-24', '2026-11-25'],
      worked: [470, 0],
      planned: [0, 480],
    });
  });

  it('puts the previous period beside by position when comparing', () => {
    expect(workingTimeDays(worked, planned, true).previousWorked).toEqual([60, 120]);
  });
});
