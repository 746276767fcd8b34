import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { presetRange, statisticsToday } from '@bestellwerk/domain';
import { OUTPUT, adminPage, choose, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

/** The visitor widgets, contributed by mfe-cms. */
const VISITOR_WIDGETS = [
  'unique-visitors',
  'page-views',
  'pages',
  'referrers',
  'visitor-times',
  'event-flow',
  'browsers',
  'operating-systems',
  'resolutions',
  'color-schemes',
];

/** The widgets of mfe-orders, by report name. */
const ORDER_WIDGETS = [
  'revenue',
  'orders',
  'order-times',
  'popular-items',
  'items',
  'canceled-orders',
  'order-origins',
  'revenue-origins',
];

/** The shell's own widgets: the analytics log's events and pixel ratios. */
const SHELL_WIDGETS = ['events', 'device-pixel-ratios'];

/** The widgets of mfe-orders, mfe-cms and the shell. */
const WIDGETS = [...ORDER_WIDGETS, ...VISITOR_WIDGETS, ...SHELL_WIDGETS];

describe('the statistics dashboard with the demo shop’s 90 days', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const statistics: string[] = [];

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct({
      BACKOFFICE_REMOTES: ['orders', 'cms', 'timetracking']
        .map((name) => `${name}=/backend/remotes/${name}/mf-manifest.json`)
        .join(','),
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
    // Money as the shop writes it (libs/domain formatCents): „1.234,50 €“.
    expect(revenue).toMatch(/^[\d.]+,\d{2} €$/);
    expect(revenue).not.toBe('0,00 €');
    // The visitor widgets are mfe-cms's './widgets' (the shell draws only the analytics log's
    // events and pixel ratios itself).
    const remoteFiles = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(remoteFiles.some((url) => /\/backend\/remotes\/cms\/.+\.js/.test(url))).toBe(true);
    await page.screenshot({ path: join(OUTPUT, 'dashboard-1280.png'), fullPage: true });
  });

  it('shows worked against planned time from mfe-timetracking for the admin', async () => {
    const widget = page.locator('[data-widget="working-time"]');
    await widget.locator('canvas').first().waitFor({ timeout: 60_000 });
    expect(await widget.getByText('Arbeitszeit und Planung').count()).toBe(1);
    // The demo month of three employees: hours worked and planned, never 0:00 h.
    const worked = await widget.locator('[data-total]').textContent();
    expect(worked).toMatch(/^\d+:\d{2} h$/);
    expect(worked).not.toBe('0:00 h');
    expect(await widget.locator('[data-planned]').textContent()).toMatch(
      /^von \d+:\d{2} h geplant$/,
    );
    await widget.scrollIntoViewIfNeeded();
    await widget.screenshot({ path: join(OUTPUT, 'dashboard-working-time-1280.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      widget.getByRole('button', { name: 'Arbeitszeit und Planung als CSV herunterladen' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffTag;Gearbeitet (h);Geplant (h);Differenz (h);Vorperiode gearbeitet (h)',
    );
  });

  it('a remote that is not deployed contributes nothing: without mfe-cms no visitor widget', async () => {
    const other = await page.context().newPage();
    await other.route('**/backend/remotes/cms/**', (route) =>
      route.fulfill({ status: 404, body: 'nicht deployt' }),
    );
    await other.goto(`${product.url}/backend#/dashboard`);
    await other.locator('[data-widget="revenue"] canvas').first().waitFor({ timeout: 60_000 });
    await other.locator('[data-widget="working-time"]').waitFor();
    for (const name of VISITOR_WIDGETS) {
      expect([name, await other.locator(`[data-widget="${name}"]`).count()]).toEqual([name, 0]);
    }
    await other.close();
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
    // Every report once more: the widgets' own and the working time's two.
    const paths = new Set(statistics.map((url) => new URL(url).pathname));
    expect(paths.size).toBe(WIDGETS.length + 2);
    expect(paths.has('/api/statistics/working-activities')).toBe(true);
    expect(paths.has('/api/statistics/working-schedules')).toBe(true);
  });

  it('downloads a widget as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Umsatz als CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Umsatz_\d{2}\.\d{2}\.\d{4}-\d{2}\.\d{2}\.\d{4}\.csv$/,
    );
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffDatum;Brutto (EUR);Netto (EUR);Vorperiode;Vorperiode netto (EUR)',
    );
    expect(text.split('\r\n')[1]).toMatch(/^\d{2}\.\d{2}\.\d{4};/);
    expect(text.split('\r\n').length).toBeGreaterThan(28);
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-widget="revenue"] canvas').first().waitFor();
    await page.screenshot({ path: join(OUTPUT, 'dashboard-390.png'), fullPage: true });
    const workingTime = page.locator('[data-widget="working-time"]');
    await workingTime.scrollIntoViewIfNeeded();
    await workingTime.screenshot({ path: join(OUTPUT, 'dashboard-working-time-390.png') });
    const visitors = page.locator('[data-widget="unique-visitors"]');
    await visitors.scrollIntoViewIfNeeded();
    await visitors.screenshot({ path: join(OUTPUT, 'dashboard-visitors-390.png') });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('opens the profile from the user’s name: orders handled (in all and per day) and time worked', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    // The admin handles an order: prints its ticket again (audited like every staff action).
    const handled = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const list = (await (await fetch('/api/orders?perPage=1')).json()) as {
        data: { id: number }[];
      };
      const reply = await fetch(`/api/orders/${list.data[0].id}/print`, {
        method: 'POST',
        headers: { 'x-xsrf-token': token },
      });
      return reply.status === 200 ? list.data[0].id : null;
    });
    expect(handled).not.toBeNull();
    await page.getByTestId('user-name').click();
    await page.waitForURL(/#\/profile$/);
    await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
    const orders = page.locator('[data-figure="orders"] .ant-statistic-content-value');
    await orders.waitFor();
    expect(await orders.textContent()).toBe('1');
    expect(await page.locator('[data-figure="worked"]').textContent()).toContain('Gearbeitet');
    // …and per day, beside the time worked: today's bar is that order.
    await page.locator('[aria-label="Bearbeitete Bestellungen je Tag"] canvas').first().waitFor();
    expect(
      await page.getByText('Keine bearbeiteten Bestellungen im gewählten Zeitraum.').count(),
    ).toBe(0);
    const [handledCsv] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Bearbeitete Bestellungen je Tag als CSV herunterladen' })
        .click(),
    ]);
    const handledLines = readFileSync((await handledCsv.path())!, 'utf8').split('\r\n');
    expect(handledLines[0]).toBe('\ufeffTag;Bearbeitete Bestellungen');
    expect(handledLines).toContain(`${statisticsToday()};1`);

    // The admin picks the demo employee: a month of time worked against the plan.
    await choose(page.getByRole('combobox', { name: 'Benutzer' }), 'Markus');
    await page.getByRole('heading', { name: /^Profil von Markus/ }).waitFor();
    await choose(page.getByRole('combobox', { name: 'Zeitraum' }), '30 Tage');
    const last30 = presetRange('last30', statisticsToday());
    await page.locator(`[data-range="${last30.from} ${last30.to}"]`).waitFor();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    await page.locator('[aria-label="Arbeitszeit je Tag"] canvas').first().waitFor();
    const worked = page.locator('[data-figure="worked"] .ant-statistic-content-value');
    expect(await worked.textContent()).toMatch(/^\d+:\d{2} h$/);
    expect(await worked.textContent()).not.toBe('0:00 h');
    expect(await page.locator('[data-figure="balance"]').textContent()).toMatch(/Saldo bis/);
    await page.screenshot({ path: join(OUTPUT, 'profile-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[aria-label="Arbeitszeit je Tag"] canvas').first().waitFor();
    await page.screenshot({ path: join(OUTPUT, 'profile-390.png'), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Back to the admin's own profile: no time tracked, so the chart says so.
    await choose(page.getByRole('combobox', { name: 'Benutzer' }), 'Anna Berger');
    await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
    await page.getByText('Keine Arbeitszeit im gewählten Zeitraum.').waitFor();
    await page.locator('[aria-label="Bearbeitete Bestellungen je Tag"] canvas').first().waitFor();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(OUTPUT, 'profile-own-390.png'), fullPage: true });
  });

  it('leaves the working time off an employee’s dashboard', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const employee = await context.newPage();
    await employee.goto(`${product.url}/backend/login`);
    await employee.getByLabel('Benutzername oder E-Mail').fill('mitarbeiter');
    await employee.getByLabel('Passwort').fill('Demo-Team-2026!');
    await employee.getByRole('button', { name: 'Anmelden' }).click();
    await employee.waitForURL(/\/backend#\/dashboard$/);
    await employee.locator('[data-widget="orders"] canvas').first().waitFor({ timeout: 60_000 });
    await employee.locator('[data-widget="unique-visitors"]').waitFor();
    expect(await employee.locator('[data-widget="working-time"]').count()).toBe(0);
    // Revenue needs the „revenue“ permission (libs/domain PERMISSIONS): not an employee's.
    expect(await employee.locator('[data-widget="revenue"]').count()).toBe(0);
    await context.close();
  });

  it('keeps the chart library out of the first load: it comes only with the first chart', async () => {
    // The same session in a fresh tab whose first screen has no chart (the order board).
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    await context.addCookies(await page.context().cookies());
    const tab = await context.newPage();
    const scripts: { url: string; charts: boolean }[] = [];
    const reading: Promise<void>[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.text().then(
          // zrender is the drawing engine inside ECharts.
          (body) => void scripts.push({ url: response.url(), charts: body.includes('zrender') }),
          () => undefined,
        ),
      );
    });
    await tab.goto(`${product.url}/backend#/orders`);
    await tab.getByRole('menuitem', { name: 'Bestellungen' }).waitFor();
    await tab.waitForLoadState('networkidle');
    await Promise.all(reading);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => script.charts)).toEqual([]);
    await tab.getByRole('menuitem', { name: 'Übersicht' }).click();
    await tab.locator('[data-widget="revenue"] canvas').first().waitFor({ timeout: 60_000 });
    await Promise.all(reading);
    expect(scripts.some((script) => script.charts)).toBe(true);
    await context.close();
  });

  it('names pages, steps and sources in German, never by route or event code', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    const labels = await page.evaluate(
      async (range) => {
        const get = async (name: string) =>
          (
            (await (
              await fetch(`/api/statistics/${name}?from=${range.from}&to=${range.to}`)
            ).json()) as {
              data: { breakdown: { label: string }[]; flow: { label: string }[] };
            }
          ).data;
        const [pages, referrers, flow] = await Promise.all(
          ['pages', 'referrers', 'event-flow'].map(get),
        );
        return {
          pages: pages.breakdown.map((entry) => entry.label),
          referrers: referrers.breakdown.map((entry) => entry.label),
          flow: flow.flow.map((entry) => entry.label),
        };
      },
      presetRange('last30', statisticsToday()),
    );
    expect(labels.pages.length).toBeGreaterThan(0);
    for (const label of labels.pages) expect(label).not.toMatch(/^\//);
    for (const label of labels.referrers)
      expect(label).not.toMatch(/^(direct|search|social|website|campaign)\b/);
    for (const label of labels.flow)
      expect(label).not.toMatch(/initiatecheckout|addtocart|purchase|\/store/);
  });

  it('shows the audit log in German with each record’s name, at desktop and phone width', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${product.url}/backend#/logs`);
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.waitFor();
    const text = (await page.locator('.ant-table-tbody').textContent()) ?? '';
    expect(text).toMatch(/Benutzer:in „admin“ angemeldet/);
    expect(text).not.toMatch(/\b(login|update|create|delete|status:)\b/);
    await page.screenshot({ path: join(OUTPUT, 'audit-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'audit-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${product.url}/backend#/dashboard`);
    await page.locator('[data-widget="revenue"] canvas').first().waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(OUTPUT, 'dashboard-1280x800.png') });
  });
});
