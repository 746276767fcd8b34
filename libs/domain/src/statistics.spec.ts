import fc from 'fast-check';
import {
  buildReport,
  emptyVisitorContext,
  groupReferrer,
  hourBucket,
  HOUR_MS,
  localHour,
  parseStatisticsRange,
  presetRange,
  rollUpOrders,
  rollUpVisits,
  type OrderFact,
  type RollupRow,
  type StatisticsRange,
  type VisitEvent,
} from './index';

const range = (from: string, to: string) => parseStatisticsRange(from, to) as StatisticsRange;

describe('statistics range (Europe/Vienna days)', () => {
  it.each([
    ['2026-03-29', '2026-03-29', 23],
    ['2026-10-25', '2026-10-25', 25],
    ['2026-06-01', '2026-06-01', 24],
  ])('the Vienna days %s..%s last %s hours', (from, to, hours) => {
    const r = range(from, to);
    expect((r.end.getTime() - r.start.getTime()) / HOUR_MS).toBe(hours);
  });

  it('the previous period has the same number of days, just before', () => {
    const r = range('2026-03-01', '2026-03-31');
    expect([r.days, r.previousFrom, r.previousTo]).toEqual([31, '2026-01-29', '2026-02-28']);
  });

  it.each([
    [undefined, '2026-01-01', '„from“ muss ein Datum im Format JJJJ-MM-TT sein.'],
    ['2026-02-30', '2026-03-01', '„from“ muss ein Datum im Format JJJJ-MM-TT sein.'],
    ['2026-01-01', 'gestern', '„to“ muss ein Datum im Format JJJJ-MM-TT sein.'],
    ['2026-02-02', '2026-02-01', '„to“ darf nicht vor „from“ liegen.'],
    ['2024-01-01', '2026-01-01', 'Der Zeitraum darf höchstens 366 Tage lang sein.'],
  ])('refuses from=%s to=%s: %s', (from, to, reason) => {
    expect(parseStatisticsRange(from, to)).toEqual({ reason });
  });

  it('an hour bucket lands on the Vienna day and clock hour, also around the autumn switch', () => {
    // 2026-10-25 00:30 UTC = 02:30 CEST; 01:30 UTC = 02:30 CET (the repeated hour).
    expect(localHour(hourBucket(Date.UTC(2026, 9, 25, 0, 30)))).toEqual({
      day: '2026-10-25',
      hour: 2,
      weekday: 7,
    });
    expect(localHour(hourBucket(Date.UTC(2026, 9, 24, 22, 10))).day).toBe('2026-10-25');
    expect(localHour(hourBucket(Date.UTC(2026, 9, 24, 21, 10))).day).toBe('2026-10-24');
  });
});

describe('referrer groups', () => {
  it.each([
    ['https://www.google.at/search?q=pizza', {}, 'search', 'google.at'],
    ['https://duckduckgo.com/', {}, 'search', 'duckduckgo.com'],
    ['https://l.instagram.com/', {}, 'social', 'l.instagram.com'],
    ['https://t.co/abc', {}, 'social', 't.co'],
    ['https://falter.at/essen', {}, 'website', 'falter.at'],
    ['', {}, 'direct', null],
    ['https://shop.example/kasse', {}, 'direct', null],
    ['https://google.com/', { utmSource: 'newsletter' }, 'campaign', 'newsletter'],
  ])('%s %j → %s', (referrer, landing, group, source) => {
    expect(groupReferrer(referrer, landing, 'shop.example')).toEqual({ group, source });
  });
});

const at = (minutes: number) => Date.UTC(2026, 5, 1, 8, 0) + minutes * 60_000;
const visit = (minutes: number, visitor: string, type: string, path: string | null = null) =>
  ({
    at: at(minutes),
    visitor,
    branchId: 1,
    type,
    path,
    browser: 'Firefox',
    os: 'Linux',
    referrerGroup: null,
    referrerSource: null,
    screen: '390x844',
    pixelRatio: '3',
    colorScheme: 'dark',
  }) satisfies VisitEvent;

const total = (rows: RollupRow[], metric: string) =>
  rows.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.value, 0);

describe('visits', () => {
  it('a visit ends after 30 minutes idle; the visitor counts once a day', () => {
    const rows = rollUpVisits(
      [
        visit(0, 'a', 'init'),
        visit(0, 'a', 'page_view', '/'),
        visit(29, 'a', 'page_view', '/filiale'),
        visit(59, 'a', 'addtocart'),
        visit(90, 'a', 'page_view', '/'),
      ],
      emptyVisitorContext(),
    );
    expect(total(rows, 'visitors')).toBe(1);
    expect(total(rows, 'sessions')).toBe(2);
    expect(total(rows, 'page-views')).toBe(3);
    expect(rows.filter((row) => row.metric === 'flow').map((row) => row.dimension)).toEqual([
      '/ → /filiale',
      '/filiale → addtocart',
    ]);
  });
});

const vatOrder = (minutes: number, status: string): OrderFact => ({
  at: at(minutes),
  branchId: 1,
  status,
  kind: 'takeaway',
  isFailed: false,
  items: [{ productId: 7, name: 'Pizza', amount: 2 }],
  taxes: { '10': { net: 1000, gross: 1100 }, '20': { net: 100, gross: 120 } },
  grossCents: 1220,
});

describe('reports', () => {
  it('revenue per VAT rate in cents, cancelled orders left out, compared with the period before', () => {
    const r = range('2026-06-01', '2026-06-01');
    const rows = [
      ...rollUpOrders([vatOrder(0, 'completed'), vatOrder(5, 'canceled')]),
      ...rollUpOrders([{ ...vatOrder(0, 'completed'), at: at(-24 * 60) }]),
    ];
    const report = buildReport('revenue', r, rows);
    expect([report.total, report.net, report.previousTotal]).toEqual([1220, 1100, 1220]);
    expect(report.vat).toEqual([
      { rate: '10', net: 1000, gross: 1100, previousNet: 1000, previousGross: 1100 },
      { rate: '20', net: 100, gross: 120, previousNet: 100, previousGross: 120 },
    ]);
    expect(buildReport('canceled-orders', r, rows).total).toBe(1);
    expect(buildReport('popular-items', r, rows).breakdown[0]).toMatchObject({
      label: 'Pizza',
      value: 2,
    });
  });

  it('names order kinds as the shop does', () => {
    const r = range('2026-06-01', '2026-06-01');
    const rows = rollUpOrders([
      vatOrder(0, 'completed'),
      { ...vatOrder(5, 'completed'), kind: 'dine-in' },
    ]);
    expect(buildReport('order-origins', r, rows).breakdown.map((entry) => entry.label)).toEqual(
      expect.arrayContaining(['Abholung', 'Konsum vor Ort']),
    );
  });

  it('order times: per Vienna clock hour and a weekday × hour heat map', () => {
    const report = buildReport(
      'order-times',
      range('2026-06-01', '2026-06-01'),
      rollUpOrders([vatOrder(0, 'pending')]),
    );
    expect(report.bucket).toBe('hour');
    expect(report.series[10].value).toBe(1); // 08:00 UTC = 10:00 CEST
    expect(report.heatMap).toEqual([{ weekday: 1, hour: 10, value: 1 }]);
  });
});

/** The property the worker relies on: any split into rolled hours and a raw tail counts alike. */
describe('rollups + tail == raw', () => {
  const eventArb = fc.record({
    minute: fc.integer({ min: 0, max: 4 * 24 * 60 }),
    visitor: fc.constantFrom('a', 'b', 'c', 'd'),
    type: fc.constantFrom('init', 'page_view', 'addtocart', 'purchase'),
    path: fc.constantFrom('/', '/graz', '/kasse'),
  });
  it('holds for random streams and any watermark hour', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 60 }),
        fc.integer({ min: 0, max: 96 }),
        (raw, cut) => {
          const events = raw
            .map((e) => visit(e.minute, e.visitor, e.type, e.path))
            .sort((a, b) => a.at - b.at);
          const all = rollUpVisits(events, emptyVisitorContext());
          const watermark = hourBucket(at(0)) + cut * HOUR_MS;
          const context = emptyVisitorContext();
          const rolled = rollUpVisits(
            events.filter((e) => e.at < watermark),
            context,
          );
          const tail = rollUpVisits(
            events.filter((e) => e.at >= watermark),
            context,
          );
          const r = range('2026-06-01', '2026-06-04');
          for (const name of [
            'unique-visitors',
            'page-views',
            'event-flow',
            'referrers',
          ] as const) {
            expect(buildReport(name, r, [...rolled, ...tail])).toEqual(buildReport(name, r, all));
          }
        },
      ),
    );
  });
});

describe('date range presets', () => {
  it.each([
    ['today', '2026-03-01', '2026-03-01'],
    ['yesterday', '2026-02-28', '2026-02-28'],
    ['last7', '2026-02-23', '2026-03-01'],
    ['last30', '2026-01-31', '2026-03-01'],
    ['thisMonth', '2026-03-01', '2026-03-01'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['thisYear', '2026-01-01', '2026-03-01'],
  ] as const)('%s on 2026-03-01 is %s..%s', (preset, from, to) => {
    expect(presetRange(preset, '2026-03-01')).toEqual({ from, to });
  });
});
