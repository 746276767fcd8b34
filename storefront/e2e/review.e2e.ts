import type { Browser, Page } from 'playwright-core';
import {
  adminClient,
  branchOf,
  loadMenu,
  loadShop,
  productOf,
  type ApiClient,
  type Branch,
  type Product,
  type Shop,
} from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  openPage,
  screenshot,
  storeCart,
  type Size,
} from './support/browser';
import { openContentPath } from './support/content';

/**
 * The screens and overlays not covered by screens.e2e.ts, at phone (390×844) and desktop
 * (1280×800): a screenshot each into e2e/output/ (`review-…`) for a human look, axe-core
 * with the overlays open, and the date picker's rules in the browser.
 */
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as [string, Size][])('screens and overlays at %s size', (_label, size) => {
  let browser: Browser;
  let shop: Shop;
  let admin: ApiClient;
  let graz: Branch;
  let espresso: Product;
  let page: Page;

  beforeAll(async () => {
    [browser, shop, admin] = await Promise.all([launchChromium(), loadShop(), adminClient()]);
    graz = branchOf(shop, 'graz-hauptplatz');
    espresso = productOf(await loadMenu(graz.id), 'Espresso');
  });
  afterAll(() => browser?.close());
  afterEach(() => page?.context().close());

  /** The checkout of Graz with an espresso in the cart (as a visitor who added it has). */
  async function openCheckout(): Promise<void> {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`, { size }));
    await storeCart(page, graz.identifier, espresso);
    await page.goto(`/store/${graz.identifier}/checkout`);
    await page.getByRole('heading', { name: 'Bestellvorgang' }).waitFor();
  }

  /** The focus is back on the button that opened an overlay once it closed. */
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

  it('checkout with the server errors', async () => {
    await openCheckout();
    await page.getByRole('button', { name: /abschicken$/ }).click();
    await page.getByRole('alert').filter({ hasText: 'ist erforderlich' }).waitFor();
    await screenshot(page, 'review-checkout-errors');
    await expectAccessible(page);
  });

  it('date picker: a disabled day cannot be chosen (the choice and Speichern stay as they were); then the time picker', async () => {
    await openCheckout();
    await page.getByRole('button', { name: 'Datum wählen' }).click();
    const calendar = page.getByRole('dialog', { name: 'Datum wählen' });
    const save = calendar.getByRole('button', { name: 'Speichern' });
    // While the branch is closed the checkout has chosen its first free slot for the
    // customer (the picker opens on that day, Speichern enabled); otherwise no day is chosen.
    const pressed = calendar.locator('button.calendar__day[aria-pressed="true"]');
    await calendar.locator('button.calendar__day').first().waitFor();
    const chosen = (await pressed.count()) ? await pressed.getAttribute('data-day') : null;
    await eventuallyEqual(() => save.isDisabled(), chosen === null);
    // A past day or one without a free time; the next month has some if this one has none.
    let disabled = calendar.locator('button.calendar__day[disabled]');
    const nextMonth = (await disabled.count()) === 0;
    if (nextMonth) {
      await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
      disabled = calendar.locator('button.calendar__day[disabled]');
    }
    const day = disabled.first();
    await day.click({ force: true });
    expect(await day.getAttribute('aria-pressed')).toBe('false');
    if (nextMonth) await calendar.getByRole('button', { name: 'Vorheriger Monat' }).click();
    // The click changed nothing: the chosen day (if any) is still the one chosen.
    await eventuallyEqual(
      async () => ((await pressed.count()) ? await pressed.getAttribute('data-day') : null),
      chosen,
    );
    expect(await save.isDisabled()).toBe(chosen === null);

    // One tab stop in the grid; the arrow keys move to the next day that can be chosen.
    const stops = calendar.locator('button.calendar__day[tabindex="0"]');
    await eventuallyEqual(() => stops.count(), 1);
    const from = (await stops.getAttribute('data-day'))!;
    await stops.focus();
    await page.keyboard.press('ArrowRight');
    const moved = await page.evaluate(() => {
      const active = document.activeElement as HTMLButtonElement | null;
      return { day: active?.dataset.day ?? '', disabled: !!active?.disabled };
    });
    expect(moved.disabled).toBe(false);
    expect(moved.day > from).toBe(true);
    await page.keyboard.press('Enter');
    await eventuallyEqual(() => save.isEnabled(), true);
    await screenshot(page, 'review-date-picker');
    await expectAccessible(page);

    await save.click();
    const clock = page.getByRole('dialog', { name: /^Uhrzeit am / });
    await clock.waitFor();
    await screenshot(page, 'review-time-picker');
    await expectAccessible(page);
    await clock.getByRole('button', { name: 'Abbrechen' }).click();
    await eventuallyEqual(() => clock.count(), 0);
  });

  it('donation overlay', async () => {
    await openCheckout();
    await page.getByRole('button', { name: 'Organisation wählen' }).click();
    const overlay = page.getByRole('dialog', { name: 'Organisation wählen' });
    await overlay.waitFor();
    await screenshot(page, 'review-donation');
    await expectAccessible(page);
  });

  it('terms overlay, the focus back on its link afterwards', async () => {
    await openCheckout();
    const link = page.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' });
    await link.click();
    const overlay = page.getByRole('dialog', { name: 'Allgemeinen Geschäftsbedingungen' });
    await overlay.waitFor();
    // The text's renderer comes when the overlay opens, not with the checkout.
    await overlay.locator('.markdown:not([aria-busy])').waitFor();
    await screenshot(page, 'review-terms');
    await expectAccessible(page);
    await overlay.getByRole('button', { name: 'Schließen' }).click();
    await eventuallyEqual(() => overlay.count(), 0);
    await eventuallyEqual(focusedText, 'Allgemeinen Geschäftsbedingungen');
  });

  it('home page (home-page plugin on)', async () => {
    await admin.post('/api/config', { enablePluginHomePage: true });
    try {
      ({ page } = await openPage(browser, '/', { size }));
      await page.getByText('Öffnungszeiten').first().waitFor();
      await screenshot(page, 'review-home');
      await expectAccessible(page);
    } finally {
      await admin.post('/api/config', { enablePluginHomePage: false });
    }
  });

  it('404 page', async () => {
    ({ page } = await openPage(browser, '/gibt-es-nicht', { size }));
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await screenshot(page, 'review-404');
    await expectAccessible(page);
  });

  it('500 page', async () => {
    page = await openContentPath(
      browser,
      '/aktion',
      [{ id: 7, path: 'aktion', type: 'landingpage', name: 'Aktion', title: 'Aktion' }],
      { size },
    );
    await page.getByRole('heading', { name: '500 Internal Server Error' }).waitFor();
    await screenshot(page, 'review-500');
    await expectAccessible(page);
  });

  it('a site page', async () => {
    ({ page } = await openPage(browser, '/impressum', { size }));
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    await screenshot(page, 'review-site');
    await expectAccessible(page);
  });

  it('cookie banner', async () => {
    ({ page } = await openPage(browser, '/', { size, consent: false }));
    await page.getByRole('region', { name: 'Cookie-Hinweis' }).waitFor();
    await screenshot(page, 'review-cookie-banner');
    await expectAccessible(page);
  });

  it('self-service screensaver', async () => {
    ({ page } = await openPage(browser, `/store/${graz.identifier}?context=self-service`, {
      size,
    }));
    await page.getByRole('button', { name: /Tippen um zu bestellen/ }).waitFor();
    await screenshot(page, 'review-screensaver');
    await expectAccessible(page);
  });

  it('front-desk screen', async () => {
    const { key } = await admin.post<{ key: string }>(`/api/branches/${graz.id}/api-keys`, {
      name: `Abholanzeige ${size.width}`,
    });
    ({ page } = await openPage(browser, `/frontdesk/${graz.id}/${key}`, { size }));
    await page.getByRole('heading', { name: 'Abholbereit' }).waitFor();
    await screenshot(page, 'review-frontdesk');
    await expectAccessible(page);
  });
});
