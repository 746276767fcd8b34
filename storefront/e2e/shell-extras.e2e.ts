import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { adminClient } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { DESKTOP, OUTPUT_DIR, PHONE, openPage, screenshot } from './support/browser';

/** storefront.md §2 shell extras, §4 cookie consent, §8 offline. */
const OFFLINE_TEXT = 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.';

describe('shell extras', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each([['/'], ['/store/graz-hauptplatz']])(
    '%s warns while the browser is offline and stops once it is back',
    async (path) => {
      const { page, context } = await openPage(browser, path);
      const warning = page.getByText(OFFLINE_TEXT);
      expect(await warning.count()).toBe(0);
      await context.setOffline(true);
      await warning.waitFor({ timeout: 5_000 });
      await context.setOffline(false);
      await eventuallyEqual(() => warning.count(), 0);
      await context.close();
    },
  );

  it('sends no analytics and loads no tracker before the cookie banner is accepted, and does after', async () => {
    const admin = await adminClient();
    await admin.post('/api/config', { googleTagManagerId: 'GTM-E2ETEST', metaPixelId: '' });
    try {
      const { page, context } = await openPage(browser, '/store/graz-hauptplatz', {
        consent: false,
      });
      const logged: { type: string; action?: string; data?: Record<string, unknown> }[] = [];
      const trackers: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/analytics-log')) logged.push(request.postDataJSON());
      });
      // No internet here: the tag manager's script is answered by the test.
      await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
        trackers.push(route.request().url());
        return route.fulfill({
          contentType: 'application/javascript',
          body: 'window.e2eTagManager = true;',
        });
      });
      const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
      await banner.waitFor();
      await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
        .click();
      // Two flush intervals (1 s each) pass without a single request.
      await page.waitForTimeout(2_500);
      expect(logged).toEqual([]);
      expect(trackers).toEqual([]);

      await banner.getByRole('button', { name: 'Akzeptieren' }).click();
      await eventuallyEqual(() => banner.count(), 0);
      const cookie = (await context.cookies()).find((entry) => entry.name === 'cookie-consent');
      // §9: kept 365 days.
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(365);
      // The init event of the visit and the page view arrive with the next flush.
      await eventuallyEqual(
        async () => logged.map((event) => event.type).slice(0, 2),
        ['init', 'page_view'],
      );
      expect(Object.keys(logged[0].data ?? {})).toEqual(
        expect.arrayContaining([
          'language',
          'languages',
          'userAgent',
          'documentReferrer',
          'screenWidth',
          'windowWidth',
          'pixelRatio',
          'orientation',
          'darkMode',
        ]),
      );
      expect(logged[1].action).toBe('/store/graz-hauptplatz');
      await eventuallyEqual(async () => trackers.length, 1);
      expect(trackers[0]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
      await eventuallyEqual(() => page.evaluate(() => 'e2eTagManager' in window), true);

      await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
        .click();
      await eventuallyEqual(async () => logged.some((event) => event.type === 'addtocart'), true);
      expect(logged.find((event) => event.type === 'addtocart')?.data).toMatchObject({
        item: 'Espresso',
        currency: 'EUR',
      });
      // The tag manager hears of it too.
      expect(
        await page.evaluate(() =>
          ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some(
            (entry) => entry.event === 'addtocart',
          ),
        ),
      ).toBe(true);
      // A later visit shows no banner, and sends no second init event in this tab.
      await page.reload();
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      await page.locator('main:not([aria-busy="true"])').first().waitFor();
      expect(await page.getByRole('region', { name: 'Cookie-Hinweis' }).count()).toBe(0);
      await eventuallyEqual(
        async () => logged.filter((event) => event.type === 'page_view').length,
        2,
      );
      expect(logged.filter((event) => event.type === 'init')).toHaveLength(1);
      await context.close();
    } finally {
      await admin.post('/api/config', { googleTagManagerId: '' });
    }
  });

  it('lets a visitor refuse as easily as accept, keeps the refusal and reopens the choice from the footer', async () => {
    const admin = await adminClient();
    await admin.post('/api/config', { googleTagManagerId: 'GTM-E2ETEST', metaPixelId: '' });
    try {
      const { page, context } = await openPage(browser, '/store/graz-hauptplatz', {
        consent: false,
      });
      const logged: { type: string }[] = [];
      const trackers: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/analytics-log')) logged.push(request.postDataJSON());
      });
      await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
        trackers.push(route.request().url());
        return route.fulfill({ contentType: 'application/javascript', body: '' });
      });
      const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
      const refuse = banner.getByRole('button', { name: 'Ablehnen' });
      const accept = banner.getByRole('button', { name: 'Akzeptieren' });
      // Equally prominent: the same size, side by side.
      const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
      expect(refuseBox!.width).toBeCloseTo(acceptBox!.width, 0);
      expect(refuseBox!.height).toBeCloseTo(acceptBox!.height, 0);
      await screenshot(page, 'cookie-banner');

      await refuse.click();
      await eventuallyEqual(() => banner.count(), 0);
      const cookie = (await context.cookies()).find((entry) => entry.name === 'cookie-consent');
      expect(cookie!.value).toBe('0');
      expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(365);

      // The refusal holds on the next visit: no banner from the server, none after hydration.
      await page.reload();
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await banner.count()).toBe(0);
      await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
        .click();

      // Changed from the footer: the banner again, and accepting now starts the analytics.
      await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await accept.click();
      await eventuallyEqual(async () => logged.length > 0, true);
      // Nothing was sent while refused: the first event is the visit's init after accepting.
      expect(logged[0].type).toBe('init');
      expect(logged.some((event) => event.type === 'addtocart')).toBe(false);
      await eventuallyEqual(async () => trackers.length, 1);
      await context.close();
    } finally {
      await admin.post('/api/config', { googleTagManagerId: '' });
    }
  });

  it('gives a logged-in admin the frontend tools panel with back-office links', async () => {
    const { page, context } = await openPage(browser, '/');
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'admin', password: 'Demo-Admin-2026!' },
    });
    expect(login.ok()).toBe(true);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/store/graz-hauptplatz');
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      const toolbar = page.getByRole('navigation', { name: 'Mitarbeiter' });
      await toolbar.getByRole('button', { name: 'Werkzeuge' }).click();
      const panel = page.getByRole('region', { name: 'Admin-Werkzeuge' });
      expect(await panel.getByRole('link', { name: 'Konfiguration' }).getAttribute('href')).toBe(
        '/backend#/configuration',
      );
      await screenshot(page, 'staff-toolbar-admin-tools');
      await toolbar.screenshot({ path: join(OUTPUT_DIR, `staff-toolbar-${size.width}.png`) });
    }
    await context.close();
  });

  it('shows the 404 page only after loading, and the legal pages (the demo imprint is a CMS page)', async () => {
    const { page, context } = await openPage(browser, '/impressum');
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    await page.getByText('Rosmarin Gastronomie GmbH, Hauptplatz 1, 8010 Graz').waitFor();
    await page.goto('/site/gibt-es-nicht');
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await page.getByText('Leider wurde die angeforderte Seite nicht gefunden.').waitFor();
    await context.close();
  });

  it('covers the screen in the self-service context until tapped', async () => {
    const { page, context } = await openPage(
      browser,
      '/store/graz-hauptplatz?context=self-service',
    );
    const saver = page.getByRole('button', { name: /Tippen um zu bestellen/ });
    await saver.waitFor();
    expect(await page.getByRole('region', { name: 'Cookie-Hinweis' }).count()).toBe(0);
    await saver.click();
    await eventuallyEqual(() => saver.count(), 0);
    await context.close();
  });
});
