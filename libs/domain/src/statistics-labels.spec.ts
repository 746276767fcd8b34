import { parseStatisticsRange, type StatisticsRange } from './statistics-range';
import {
  buildReport,
  pageName,
  previousPeriodCutoff,
  referrerName,
  stepName,
} from './statistics-report';

const HOUR = 3_600_000;
const range = (from: string, to: string) => parseStatisticsRange(from, to) as StatisticsRange;

describe('the dashboard speaks German', () => {
  it('names pages instead of routes', () => {
    expect(pageName('/')).toBe('Startseite');
    expect(pageName('/store/:slug')).toBe('Filialseite');
    expect(pageName('/store/graz')).toBe('Filialseite graz');
    expect(pageName('/store/graz/checkout')).toBe('Kasse graz');
    expect(pageName('/store/graz/checkout/error')).toBe('Zahlung fehlgeschlagen graz');
    expect(pageName('/status/:uid/:hash')).toBe('Bestellstatus');
    expect(pageName('/frontdesk/2/:key')).toBe('Abholanzeige');
    expect(pageName('/ueber-uns')).toBe('Seite ueber-uns');
  });

  it('names the funnel’s steps and the visitors’ sources', () => {
    expect(`${stepName('initiatecheckout')} → ${stepName('purchase')}`).toBe(
      'Zur Kasse → Bestellt',
    );
    expect(stepName('addtocart')).toBe('In den Warenkorb');
    expect(referrerName('direct')).toBe('Direkt');
    expect(referrerName('search: google.com')).toBe('Suchmaschine (google.com)');
    expect(referrerName('social: instagram.com')).toBe('Soziale Netzwerke (instagram.com)');
  });

  it('labels the flow and the breakdowns of a report in German', () => {
    const today = range('2026-11-28', '2026-11-28');
    const at = today.start.getTime() + 10 * HOUR;
    const flow = buildReport('event-flow', today, [
      { hour: at, branchId: 1, metric: 'flow', dimension: 'initiatecheckout → purchase', value: 2 },
    ]);
    expect(flow.flow).toEqual([
      { from: 'initiatecheckout', to: 'purchase', label: 'Zur Kasse → Bestellt', value: 2 },
    ]);
    const pages = buildReport('pages', today, [
      { hour: at, branchId: 1, metric: 'pages', dimension: '/store/graz', value: 3 },
    ]);
    expect(pages.breakdown[0].label).toBe('Filialseite graz');
    const sources = buildReport('referrers', today, [
      { hour: at, branchId: 1, metric: 'referrers', dimension: 'direct', value: 3 },
    ]);
    expect(sources.breakdown[0].label).toBe('Direkt');
  });

  it('builds the series of a flow from rows whose dimensions the read collapsed', () => {
    // The API reads a flow's series with the dimensions collapsed to '' (no step to name).
    const today = range('2026-11-28', '2026-11-28');
    const at = today.start.getTime() + 10 * HOUR;
    const series = buildReport('event-flow', today, [
      { hour: at, branchId: 1, metric: 'flow', dimension: '', value: 2 },
    ]);
    expect(series.series.reduce((sum, point) => sum + point.value, 0)).toBe(2);
  });

  it('compares „Heute“ with yesterday up to the same hour, a past day with the whole day before', () => {
    const today = range('2026-11-28', '2026-11-28');
    const start = today.start.getTime();
    const yesterday = today.previousStart.getTime();
    const now = start + 10 * HOUR + 20 * 60_000; // 10:20 in Vienna
    const cutoff = previousPeriodCutoff(today, now);
    expect(cutoff).toBe(yesterday + 11 * HOUR);
    const orders = (hour: number, value: number) => ({
      hour,
      branchId: 1,
      metric: 'orders',
      dimension: 'completed',
      value,
    });
    const rows = [
      orders(start + 9 * HOUR, 4),
      orders(yesterday + 9 * HOUR, 3),
      orders(yesterday + 10 * HOUR, 1),
      orders(yesterday + 18 * HOUR, 20),
    ];
    const report = buildReport('orders', today, rows, cutoff);
    expect(report.total).toBe(4);
    expect(report.previousTotal).toBe(4);
    expect(buildReport('orders', today, rows).previousTotal).toBe(24);
    expect(previousPeriodCutoff(today, today.end.getTime() + HOUR)).toBeNull();
    expect(previousPeriodCutoff(range('2026-11-22', '2026-11-28'), now)).toBeNull();
  });
});
