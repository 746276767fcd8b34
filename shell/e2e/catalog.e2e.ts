import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, choose, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(120_000);

/**
 * The catalogue remote in the running shell: a product changed in mfe-catalog is on the
 * storefront at once, without a restart (issue 6, mfe-catalog).
 */
describe('mfe-catalog against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('renames and reprices a product in the catalogue; the storefront shows it at once', async () => {
    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await page.getByPlaceholder('Produkte suchen').fill('Espresso');
    const row = page.getByRole('row', { name: /Espresso/ }).first();
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Espresso doppio');
    await drawer.getByRole('spinbutton', { name: 'Preis' }).fill('3,10');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Produkt wurde gespeichert.').waitFor();

    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/store/graz-hauptplatz`);
    const card = shop.locator('.product-card', { hasText: 'Espresso doppio' });
    await card.waitFor();
    expect(await card.locator('.main-price').textContent()).toContain('3,10');
    await shop.close();
  });

  it('creates a configurable product, puts it on the menu, and a customer can configure it', async () => {
    await page.goto(`${product.url}/backend#/catalog/products`);
    await page.reload();
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).first().fill('Hausgemachter Eistee');
    await drawer.getByRole('spinbutton', { name: 'Preis' }).fill('3,90');
    await drawer.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const part = drawer.locator('.ant-card').last();
    await part.getByLabel('Name', { exact: true }).fill('Sorte');
    await part.getByRole('button', { name: 'Option hinzufügen' }).click();
    await part.getByLabel('Option 1: Name').fill('Zitrone');
    await part.getByRole('button', { name: 'Option hinzufügen' }).click();
    await part.getByLabel('Option 2: Name').fill('Pfirsich');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Produkt wurde gespeichert.').waitFor();
    await page.keyboard.press('Escape');

    // On the menu of Graz, in its first category.
    await page.getByRole('tab', { name: 'Produktkataloge' }).click();
    await page
      .getByRole('row', { name: /Café-Karte/ })
      .first()
      .click();
    const menu = page.getByRole('dialog');
    const picker = menu.getByRole('combobox', { name: 'Produkte wählen' }).first();
    await picker.click();
    await picker.fill('Hausgemachter');
    await page.locator('.ant-select-item-option', { hasText: 'Hausgemachter Eistee' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await menu.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByText(/gespeichert/)
      .last()
      .waitFor();

    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/store/graz-hauptplatz`);
    await shop.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const add = shop.getByRole('button', {
      name: 'Hausgemachter Eistee: Zum Warenkorb hinzufügen',
    });
    await add.waitFor();
    expect(
      await shop
        .locator('.product-card', { hasText: 'Hausgemachter Eistee' })
        .locator('.main-price')
        .textContent(),
    ).toContain('3,90');
    await add.click();
    const overlay = shop.locator('dialog[open]');
    await overlay.getByText('Sorte').waitFor();
    await overlay.getByLabel('Pfirsich').check();
    await overlay.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await shop.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
    await shop.close();
  });

  it('puts a new product into a category of a menu from its own form, with a hint until then', async () => {
    await page.goto(`${product.url}/backend#/catalog/products`);
    await page.reload();
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).first().fill('Topfenstrudel');
    await drawer.getByRole('spinbutton', { name: 'Preis' }).fill('4,20');
    const hint = drawer.getByText('Dieses Produkt steht in keinem Produktkatalog', {
      exact: false,
    });
    await hint.waitFor();
    await drawer.getByRole('button', { name: 'Zuordnung hinzufügen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUTPUT, 'product-placements-hint-desktop.png') });

    await drawer.getByRole('button', { name: 'Zuordnung hinzufügen' }).click();
    await choose(
      drawer.getByRole('combobox', { name: 'Zuordnung 1: Produktkatalog' }),
      'Café-Karte',
      'Café',
    );
    await choose(
      drawer.getByRole('combobox', { name: 'Zuordnung 1: Kategorie' }),
      'Kuchen & Torten',
      'Kuchen',
    );
    await hint.waitFor({ state: 'detached' });
    await page.screenshot({ path: join(OUTPUT, 'product-placements-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await drawer.getByRole('button', { name: 'Zuordnung hinzufügen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUTPUT, 'product-placements-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Produkt wurde gespeichert.').waitFor();

    // Reopened, the form shows where it stands; the shop of Graz has it in that category.
    await page.locator('.ant-drawer .ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByPlaceholder('Produkte suchen').fill('Topfenstrudel');
    await page.getByPlaceholder('Produkte suchen').press('Enter');
    await page
      .getByRole('row', { name: /Topfenstrudel/ })
      .first()
      .click();
    await drawer.getByText('Kuchen & Torten').waitFor();
    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/store/graz-hauptplatz`);
    await shop.locator('.product-card', { hasText: 'Topfenstrudel' }).waitFor();
    await shop.close();
  });

  it('prints shelf labels: the detail sheet is 5 rows by 2 columns, the compact one 12 by 4', async () => {
    await page.goto(`${product.url}/backend#/catalog/products`);
    await page.reload();
    await page.getByRole('button', { name: 'Etiketten drucken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Etiketten drucken' });
    await choose(dialog.getByRole('combobox', { name: 'Kategorie' }), 'Kuchen & Torten', 'Kuchen');
    await dialog.getByLabel(/Detail – 5 × 2/).check();
    await dialog.getByRole('spinbutton', { name: 'Anzahl je Produkt' }).fill('2');
    const preview = page.frameLocator('iframe[title="Vorschau der Etiketten"]');
    await preview.locator('.label .name').first().waitFor();
    const cells = await preview.locator('.sheet').first().locator('.label').count();
    expect(cells).toBe(10);
    const named = await preview.locator('.label .name').allTextContents();
    expect(named.length % 2).toBe(0);
    expect(named).toContain('Topfenstrudel');
    await dialog.getByText(/Etiketten auf \d+ Bl/).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'labels-detail-desktop.png') });
    await dialog.getByLabel(/Kompakt – 12 × 4/).check();
    await dialog.getByRole('spinbutton', { name: 'Erste freie Position' }).fill('48');
    await preview.locator('.sheet').nth(1).waitFor();
    expect(await preview.locator('.sheet').first().locator('.label').count()).toBe(48);
    expect(await preview.locator('.sheet').first().locator('.label .name').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'labels-compact-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.keyboard.press('Escape');
  });
});
