import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

/** The widgets of the shell (visitors) and of mfe-orders, by report name. */
const WIDGETS = [
  'revenue',
  'orders',
  'unique-visitors',
  'page-views',
  'order-times',
  'popular-items',
  'items',
  'canceled-orders',
  'order-origins',
  'revenue-origins',
  'pages',
  'referrers',
  'visitor-times',
  'event-flow',
  'browsers',
  'operating-systems',
  'resolutions',
  'color-schemes',
];

// Skipped until fixed: in this harness the API answered /api/health only after more than the
// harness' 60 s (a manual start with the same seed answers within 12 s); not yet run green.
describe('the statistics dashboard with the demo shop’s 90 days', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const statistics: string[] = [];

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct({
      BACKOFFICE_REMOTES: 'orders=/backend/remotes/orders/mf-manifest.json',
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    page.on('request', (request) => {
      if (request.url().includes('/api/statistics/')) statistics.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('renders every widget with a chart of the demo data', async () => {
    for (const name of WIDGETS) {
      await page.locator(`[data-widget="${name}"] canvas`).first().waitFor({ timeout: 60_000 });
    }
    const revenue = await page.locator('[data-widget="revenue"] [data-total]').textContent();
    expect(revenue).toMatch(/€/);
    expect(revenue).not.toBe('€ 0,00');
    await page.screenshot({ path: join(OUTPUT, 'dashboard-1280.png'), fullPage: true });
  });

  it('loads the reports again when the range changes', async () => {
    statistics.length = 0;
    await page.getByRole('combobox', { name: 'Zeitraum' }).click();
    await page.getByTitle('Letzter Monat').click();
    await page.locator('[data-widget="revenue"] canvas').first().waitFor();
    const revenueCalls = () => statistics.filter((url) => url.includes('/statistics/revenue?'));
    for (let tries = 0; revenueCalls().length === 0 && tries < 100; tries++) {
      await page.waitForTimeout(100);
    }
    const [call] = revenueCalls();
    const query = new URL(call).searchParams;
    expect(query.get('from')?.endsWith('-01')).toBe(true);
    expect(new Set(statistics.map((url) => new URL(url).pathname)).size).toBe(WIDGETS.length);
  });

  it('downloads a widget as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Umsatz als CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^revenue_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffTag;Brutto (EUR);Netto (EUR);Vorperiode;Vorperiode netto (EUR)',
    );
    expect(text.split('\r\n').length).toBeGreaterThan(28);
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-widget="revenue"] canvas').first().waitFor();
    await page.screenshot({ path: join(OUTPUT, 'dashboard-390.png'), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
