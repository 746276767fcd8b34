import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(180_000);

/**
 * The CMS remote in the running shell (issue 16): a page with a hero and the contact form
 * made in mfe-cms and published is on the storefront, whose form refuses wrong input and
 * then takes a correct one.
 */
describe('mfe-cms against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the demo pages and their blocks as forms generated from the schema', async () => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${product.url}/backend#/sites`);
    const row = page.getByRole('row', { name: /Über uns/ }).first();
    await row.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: join(OUTPUT, 'cms-sites-failure.png') });
      throw new Error(`${String(error)}\n${problems.join('\n')}`);
    });
    await page.screenshot({ path: join(OUTPUT, 'cms-sites-desktop.png') });
    await row.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Hero', { exact: true }).waitFor();
    await drawer.getByText('Text-Slider', { exact: true }).waitFor();
    await drawer.getByText('Formular', { exact: true }).first().waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-site-editor-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'cms-site-editor-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.keyboard.press('Escape');
    await page.goto(`${product.url}/backend#/navigations`);
    const header = page.getByRole('row', { name: /header/ }).first();
    await header.waitFor();
    await header.click();
    await page.getByRole('dialog').getByLabel('Eintrag Über uns').waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-navigation-desktop.png') });
    await page.keyboard.press('Escape');
  });

  it('creates a page with a hero and the form, publishes it; the storefront shows it and takes the form', async () => {
    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Herbstaktion');
    await drawer.getByLabel('Pfad').fill('herbstaktion');
    await drawer.getByRole('button', { name: 'Block hinzufügen' }).hover();
    await page.getByRole('menuitem', { name: 'Hero' }).click();
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    await drawer.getByLabel('Überschrift').fill('Kürbissuppe ist da');
    await drawer.getByRole('button', { name: 'Block hinzufügen' }).hover();
    await page.getByRole('menuitem', { name: 'Formular' }).click();
    await drawer.getByRole('combobox', { name: 'Formular' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Kontakt' }).click();
    await drawer.getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();

    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/herbstaktion`);
    await shop.getByRole('heading', { name: 'Kürbissuppe ist da' }).waitFor();
    const form = shop.locator('.cms-form');
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' }).waitFor();
    await form.getByLabel('Name').fill('Berta');
    await form.getByLabel('E-Mail').fill('berta@example.at');
    await form.getByLabel('Nachricht').fill('Gibt es die Suppe auch vegan?');
    await form.getByLabel(/Ich bin mit der Verarbeitung/).check();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form
      .getByText('Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.')
      .waitFor();
    await shop.close();
  });
});
