import type { Browser, Page } from 'playwright-core';
import { branchOf, loadMenu, loadShop, productOf, type Shop } from './support/api';
import { launchChromium } from '@bestellwerk/test-support';
import { openPage, storeCart } from './support/browser';
import { openContentPath } from './support/content';
import { baseUrl } from './support/server';

/** The errors a page reports while it runs: console errors and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** React's hydration failures (the production build names them by number). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

describe('routes and their HTTP status (storefront.md §2)', () => {
  let browser: Browser;
  let shop: Shop;

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), loadShop()]);
  });
  afterAll(() => browser?.close());

  /** A cart with one espresso for Graz, as a visitor who added it earlier in this tab has. */
  async function storeEspresso(page: Page) {
    const graz = branchOf(shop, 'graz-hauptplatz');
    const espresso = productOf(await loadMenu(graz.id), 'Espresso');
    await storeCart(page, graz.identifier, espresso);
  }

  it('answers real pages with 200, an unknown path or branch with the 404 page and 404', async () => {
    for (const path of ['/', '/store/graz-hauptplatz', '/impressum', '/status/u/h']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
    }
    for (const path of [
      '/gibt-es-nicht',
      '/ueber/uns',
      '/site/unbekannt',
      '/store/keine-filiale',
    ]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // The 404 page is in the HTML itself, before any script runs.
      const html = await response.text();
      expect(html).toContain('Seite nicht gefunden');
      expect(html).toContain('Leider wurde die angeforderte Seite nicht gefunden.');
    }
  });

  it('shows the 404 page in the browser with its status, the app hydrating it without errors', async () => {
    const { page, context } = await openPage(browser, '/');
    const errors = collectErrors(page);
    const response = await page.goto('/gibt-es-nicht/auch-nicht');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await page.getByText('Leider wurde die angeforderte Seite nicht gefunden.').waitFor();
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    await context.close();
  });

  it('shows the 500 page for a content page whose site type is not configured', async () => {
    // The CMS (a later issue) will list its sites in GET /api/init; this one has a type the
    // storefront does not render, as a CMS could deliver it.
    const page = await openContentPath(browser, '/aktion/herbst', [
      { id: 7, path: 'aktion/herbst', type: 'landingpage', name: 'Herbst', title: 'Herbst' },
    ]);
    await page.getByRole('heading', { name: '500 Internal Server Error' }).waitFor();
    await page.getByText('Leider ist ein interner Fehler aufgetreten.').waitFor();
    await page.context().close();
  });

  it('shows the failed payment on /store/{id}/checkout/error, the cart still there', async () => {
    const { page, context } = await openPage(browser, '/store/graz-hauptplatz');
    await storeEspresso(page);
    await page.goto('/store/graz-hauptplatz/checkout/error');
    await page
      .getByRole('alert')
      .getByText(
        'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
      )
      .waitFor();
    await page.getByRole('button', { name: /abschicken$/ }).waitFor();
    await context.close();
  });

  it('hydrates the branch page of a returning visitor with a stored cart without a mismatch', async () => {
    const { page, context } = await openPage(browser, '/store/graz-hauptplatz');
    await storeEspresso(page);
    const errors = collectErrors(page);
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '1 Produkt im Warenkorb' }).waitFor();
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
