import { handledOrdersCsv, handledOrdersOption, isEmptyHandled } from './handledOrders';

describe('the profile’s orders handled per day', () => {
  const days = [
    { key: '2026-11-24', value: 0 },
    { key: '2026-11-25', value: 3 },
    { key: '2026-11-26', value: 1 },
  ];

  it('draws one bar a day, labelled the German way, in whole orders', () => {
    const option = handledOrdersOption(days) as {
      xAxis: { data: string[] };
      yAxis: { minInterval: number };
      series: { type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['24.11.', '25.11.', '26.11.']);
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('bar');
    expect(option.series[0].data).toEqual([0, 3, 1]);
    expect(option.yAxis.minInterval).toBe(1);
  });

  it('is empty only when no day has an order', () => {
    expect(isEmptyHandled(days)).toBe(false);
    expect(isEmptyHandled(days.map((day) => ({ ...day, value: 0 })))).toBe(true);
    expect(isEmptyHandled([])).toBe(true);
  });

  it('downloads as CSV a day per line', () => {
    expect(handledOrdersCsv(days)).toBe(
      'Tag;Bearbeitete Bestellungen\r\n2026-11-24;0\r\n2026-11-25;3\r\n2026-11-26;1\r\n',
    );
  });
});
