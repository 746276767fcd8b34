import type { Browser, Route } from 'playwright-core';
import { branchOf, loadShop, type Branch } from './support/api';
import { launchChromium } from '@bestellwerk/test-support';
import { openPage } from './support/browser';

/**
 * A server-rendered page starts the app's code only after its own load. A hungry customer
 * who taps „Zum Warenkorb hinzufügen“ before that must not lose the tap.
 */
describe('a tap before the app has started', () => {
  let browser: Browser;
  let graz: Branch;

  beforeAll(async () => {
    const shop = await loadShop();
    browser = await launchChromium();
    graz = branchOf(shop, 'graz-hauptplatz');
  });
  afterAll(() => browser?.close());

  it('is kept and carried out once the app runs: the product dialog opens', async () => {
    // The app's code is held back until the tap is made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    const { page, context } = await openPage(browser, `/store/${graz.identifier}`, {
      waitForApp: false,
      beforeGoto: (page) =>
        page.route(/\/build\/main\.[\w]+\.js$/, async (route: Route) => {
          asked();
          await released;
          await route.continue();
        }),
    });
    try {
      const add = page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' });
      await add.click();
      // The server's markup took the tap; the app is not there to open the dialog yet.
      await page.locator('button[data-tapped]').waitFor({ state: 'attached' });
      expect(await page.locator('html[data-ready="true"]').count()).toBe(0);
      expect(await page.locator('dialog[open]').count()).toBe(0);

      // The page has loaded and asked for the app's code: let it come.
      await requested;
      release();
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      const dialog = page.locator('dialog[open]');
      await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).waitFor();
      expect(await page.locator('[data-tapped]').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
      await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
    } finally {
      release();
      await context.close();
    }
  });
});
