import type { Browser, Page } from 'playwright-core';
import { loadShop, type Shop } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  openPage,
  screenshot,
  type Size,
} from './support/browser';
import { placeOrder, type PublicOrder } from './support/orders';

/**
 * Every existing screen at phone (390×844) and desktop (1280×800): a screenshot into
 * e2e/output/ for a human look, axe-core without serious or critical violations, and no
 * horizontal scrolling.
 */
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as [string, Size][])('screens at %s size', (_label, size) => {
  let browser: Browser;
  let shop: Shop;
  let order: PublicOrder;
  let page: Page;

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), loadShop()]);
    ({ order } = await placeOrder(shop));
  });
  afterAll(() => browser?.close());
  afterEach(() => page?.context().close());

  const noHorizontalScroll = () =>
    eventuallyEqual(
      () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
    );

  it('overview', async () => {
    ({ page } = await openPage(browser, '/', { size }));
    await page
      .locator('.branch-card')
      .nth(shop.branches.length - 1)
      .waitFor();
    await screenshot(page, 'overview');
    await noHorizontalScroll();
    await expectAccessible(page);
  });

  it('branch page, product overlay and cart', async () => {
    ({ page } = await openPage(browser, '/store/graz-hauptplatz', { size }));
    await page.locator('.product-card').first().waitFor();
    await screenshot(page, 'branch');
    await noHorizontalScroll();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Wiener Frühstück: Zum Warenkorb hinzufügen' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Wiener Melange').check();
    await dialog.getByLabel('Kaisersemmel').check();
    await page.screenshot({ path: `${__dirname}/output/overlay-${size.width}.png` });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();

    // A cake priced whole, ordered whole: „ganz (12 Stück)“, never „0,083 Pkg.“.
    await page.getByRole('button', { name: 'Sachertorte: Zum Warenkorb hinzufügen' }).click();
    const cake = page.locator('dialog[open]');
    await cake.getByLabel('Einheit').selectOption({ label: 'ganz (12 Stück)' });
    await page.screenshot({ path: `${__dirname}/output/overlay-whole-${size.width}.png` });
    await cake.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();

    await page.locator('.cart__toggle').click();
    await eventuallyEqual(() => page.locator('.cart__line', { hasText: 'Sachertorte' }).count(), 1);
    expect(await page.locator('.cart__line', { hasText: 'Sachertorte' }).textContent()).toContain(
      '1 × ganz (12 Stück)',
    );
    expect(await page.locator('.cart__line-price', { hasText: 'Fix' }).count()).toBe(0);
    await page.getByLabel('Art der Lieferung').selectOption('delivery');
    await page.getByLabel('Liefergebiet').selectOption({ index: 1 });
    // The whole cake is above the area's minimum: the delivery fee shows, no warning.
    await page.locator('.cart').getByText('Lieferkosten').waitFor();
    await page.locator('.cart').scrollIntoViewIfNeeded();
    await screenshot(page, 'cart');
    await noHorizontalScroll();
    await expectAccessible(page);
  });

  it('the cookie banner on a first visit and the 404 page', async () => {
    ({ page } = await openPage(browser, '/', { size, consent: false }));
    await page.getByRole('region', { name: 'Cookie-Hinweis' }).waitFor();
    await screenshot(page, 'cookie-banner');
    await page.context().close();

    ({ page } = await openPage(browser, '/gibt-es-nicht', { size }));
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await page.getByRole('link', { name: 'Zur Startseite' }).waitFor();
    await screenshot(page, 'not-found');
    await noHorizontalScroll();
    await expectAccessible(page);
  });

  it('status page', async () => {
    ({ page } = await openPage(browser, `/status/${order.uid}/${order.hash}`, { size }));
    await page.locator('.timeline').waitFor();
    await screenshot(page, 'status');
    await noHorizontalScroll();
    await expectAccessible(page);
  });
});
