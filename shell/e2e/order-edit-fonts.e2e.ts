import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  OUTPUT,
  adminPage,
  choose,
  launchChromium,
  placeOrder,
  startProduct,
  type Product,
} from './product';

jest.setTimeout(180_000);

/**
 * The back office reaches every call (issue 32): staff edit an order's comment in its drawer,
 * an admin deletes it once cancelled (asked first); Konfiguration picks the theme fonts from
 * the self-hosted list with a sample drawn in that font; divisions are „Organisationen“.
 */
describe('order edit and delete, theme fonts, Organisationen', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const shoot = async (name: string) => {
    await page.screenshot({ path: join(OUTPUT, `${name}-desktop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    // The drawer takes the whole phone width once antd has seen the new breakpoint.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-drawer-content-wrapper')].every(
        (drawer) => drawer.getBoundingClientRect().left >= 0,
      ),
    );
    await page.screenshot({ path: join(OUTPUT, `${name}-phone.png`) });
    await page.setViewportSize({ width: 1440, height: 900 });
  };

  it('edits the comment of an open order, then deletes it once cancelled', async () => {
    const order = await placeOrder(product.url, { comment: 'Ohne Zucker' });
    await page.goto(`${product.url}/backend#/orders/${order.id}`);
    const drawer = page.getByRole('dialog', { name: `Bestellung #${order.ticketNumber}` });
    const comment = drawer.getByRole('textbox', { name: 'Anmerkung' });
    await comment.fill('Ohne Zucker, bitte klingeln');
    await drawer.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Die Bestellung wurde gespeichert.').waitFor();
    await drawer.getByText('Ohne Zucker, bitte klingeln', { exact: true }).first().waitFor();
    // Only rejected and cancelled orders can be deleted.
    expect(await drawer.getByTestId('order-delete').count()).toBe(0);
    await drawer.getByRole('button', { name: 'Änderungen speichern' }).scrollIntoViewIfNeeded();
    await shoot('order-edit');

    await drawer.getByRole('button', { name: 'Stornieren' }).click();
    const question = page.getByRole('dialog', { name: 'Bestellung wirklich stornieren?' });
    await question.getByRole('button', { name: 'Stornieren' }).click();
    await drawer.getByTestId('order-delete').waitFor();
    // A final order is not edited any more.
    expect(await drawer.getByRole('button', { name: 'Änderungen speichern' }).count()).toBe(0);
    // The phone's picture before the question opens: a question whose page was resized
    // and scrolled after it opened once took no click on a loaded machine.
    await drawer.getByTestId('order-delete').scrollIntoViewIfNeeded();
    await shoot('order-delete-section');
    await drawer.getByTestId('order-delete').scrollIntoViewIfNeeded();
    await drawer.getByTestId('order-delete').getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('tooltip').filter({
      hasText: `Bestellung #${order.ticketNumber} löschen?`,
    });
    await confirm.waitFor();
    await page.screenshot({ path: join(OUTPUT, 'order-delete-desktop.png') });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText(`Bestellung #${order.ticketNumber} wurde gelöscht.`).waitFor();
    await page.waitForURL(/#\/orders$/);
    const gone = await page.evaluate(
      async (id) => (await fetch(`/api/orders/${id}`)).status,
      order.id,
    );
    expect(gone).toBe(404);
  });

  it('picks the heading font from the self-hosted list and draws the sample in it', async () => {
    await page.goto(`${product.url}/backend#/configuration`);
    const section = page.getByRole('region', { name: 'Schriften' });
    await choose(section.getByLabel('Schrift der Überschriften'), 'Playfair Display', 'Playfair');
    const sample = section.getByTestId('font-sample-headingFont');
    expect(await sample.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Playfair Display',
    );
    // The font file itself arrived (its @font-face from our own origin), not a fallback.
    await page.waitForFunction(() => document.fonts.check("700 22px 'Playfair Display'"));
    const loaded = await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Playfair Display' && face.status === 'loaded',
      ),
    );
    expect(loaded).toBe(true);
    await section.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Einstellungen unter „Schriften“ wurden gespeichert.').waitFor();
    const saved = await page.evaluate(async () => (await (await fetch('/api/config')).json()).data);
    expect(saved.headingFont).toBe('playfair-display');
    await section.scrollIntoViewIfNeeded();
    await shoot('config-fonts');
  });

  it('calls divisions „Organisationen“ in the navigation and on their page', async () => {
    await page.goto(`${product.url}/backend#/dashboard`);
    await page.getByRole('menuitem', { name: 'Organisationen' }).click();
    await page.getByRole('heading', { name: 'Organisationen' }).first().waitFor();
    await page.getByRole('button', { name: 'Organisation anlegen' }).waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await shoot('organisations');
  });
});
