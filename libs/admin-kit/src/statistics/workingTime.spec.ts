import { hourAxis, isEmptyWorkingTime, workingTimeCsv, workingTimeOption } from './workingTime';

const week = {
  days: ['2026-11-23', '2026-11-24', '2026-11-25'],
  worked: [480, 450, 0],
  planned: [480, 480, 240],
};

describe('working time chart and CSV', () => {
  it('draws worked minutes as bars and the plan as a line on the days', () => {
    const option = workingTimeOption(week) as {
      xAxis: { data: string[] };
      legend: { data: string[] };
      series: { name: string; type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['23.11.', '24.11.', '25.11.']);
    expect(option.series.map((s) => [s.name, s.type])).toEqual([
      ['Gearbeitet', 'bar'],
      ['Geplant', 'line'],
    ]);
    expect(option.series[1].data).toEqual([480, 480, 240]);
    expect(option.legend.data).toEqual(['Gearbeitet', 'Geplant']);
  });

  it('adds the previous period only when comparing', () => {
    const option = workingTimeOption({ ...week, previousWorked: [300, 0, 60] }) as {
      series: { name: string; data: number[] }[];
    };
    expect(option.series[2]).toMatchObject({ name: 'Vorperiode', data: [300, 0, 60] });
  });

  it('marks the value axis in whole hours, about five steps up to the highest day', () => {
    expect(hourAxis([480, 510])).toEqual({ min: 0, max: 600, interval: 120 });
    expect(hourAxis([1500])).toEqual({ min: 0, max: 1800, interval: 360 });
    expect(hourAxis([0])).toEqual({ min: 0, max: 60, interval: 60 });
    expect(hourAxis([90])).toEqual({ min: 0, max: 120, interval: 60 });
  });

  it('is empty only without any minute', () => {
    expect(isEmptyWorkingTime(week)).toBe(false);
    expect(isEmptyWorkingTime({ days: week.days, worked: [0, 0, 0], planned: [0, 0, 0] })).toBe(
      true,
    );
    expect(
      isEmptyWorkingTime({ days: ['2026-11-23'], worked: [0], planned: [0], previousWorked: [5] }),
    ).toBe(false);
  });

  it('writes hours with a decimal comma and the difference to the plan', () => {
    expect(workingTimeCsv({ ...week, previousWorked: [300, 0, 60] }).split('\r\n')).toEqual([
      'Tag;Gearbeitet (h);Geplant (h);Differenz (h);Vorperiode gearbeitet (h)',
      '2026-11-23;8;8;0;5',
      '2026-11-24;7,5;8;-0,5;0',
      '2026-11-25;0;4;-4;1',
      '',
    ]);
  });
});
