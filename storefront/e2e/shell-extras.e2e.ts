import type { Browser } from 'playwright-core';
import { eventually, launchBrowser, openPage } from './support/browser';

/** storefront.md §2 shell extras, §4 cookie consent, §8 offline. */
const OFFLINE_TEXT = 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.';

describe('shell extras', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
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
      await eventually(() => warning.count(), 0);
      await context.close();
    },
  );

  it('sends no analytics before the cookie banner is accepted, and does after', async () => {
    const { page, context } = await openPage(browser, '/store/graz-hauptplatz', { consent: false });
    const logged: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics-log')) logged.push(request.postData() ?? '');
    });
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
    await page
      .locator('dialog[open]')
      .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
      .click();
    await page.waitForTimeout(2_500);
    expect(logged).toEqual([]);

    await banner.getByRole('button', { name: 'Akzeptieren' }).click();
    await eventually(() => banner.count(), 0);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cookie-consent');
    // §9: kept 365 days.
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
    await page
      .locator('dialog[open]')
      .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
      .click();
    await eventually(async () => logged.some((body) => body.includes('"add_to_cart"')), true);
    // A later visit shows no banner.
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.locator('main:not([aria-busy="true"])').first().waitFor();
    expect(await page.getByRole('region', { name: 'Cookie-Hinweis' }).count()).toBe(0);
    await context.close();
  });

  it('shows the 404 page only after loading, and the legal pages from the configured texts', async () => {
    const { page, context } = await openPage(browser, '/site/imprint');
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    await page.getByText('Rosmarin Gastronomie GmbH, Hauptplatz 1, 8010 Graz').waitFor();
    await page.goto('/site/gibt-es-nicht');
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
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
    await eventually(() => saver.count(), 0);
    await context.close();
  });
});
