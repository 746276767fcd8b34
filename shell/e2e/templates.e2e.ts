import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { picture } from './pictures';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

/** The picture's own size once it has loaded (0 × 0 while it has not, or when it failed). */
async function loadedSize(image: Locator): Promise<{ width: number; height: number }> {
  await image.waitFor();
  await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<void>((done) => {
        if (element.complete) return done();
        element.addEventListener('load', () => done(), { once: true });
        element.addEventListener('error', () => done(), { once: true });
      }),
  );
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

/**
 * Image templates in the cms remote (issue 17): two pictures with alt texts in the
 * Mediathek, a template with a library picture and a product placeholder built under
 * „Vorlagen“, its server render seen in the editor and again after a save, then the render
 * shown on a published page of the shop, which asks no other origin for anything.
 */
describe('image templates against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let templateId = 0;
  let espressoId = 0;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    mkdirSync(OUTPUT, { recursive: true });
    const products = (await (await fetch(`${product.url}/api/products?perPage=1000`)).json()) as {
      data: { id: number; name: string }[];
    };
    espressoId = products.data.find((entry) => entry.name === 'Espresso')!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('uploads two pictures and gives each its alternative text in the Mediathek', async () => {
    await page.goto(`${product.url}/backend#/cms/media`);
    await page
      .getByText('Bilder hierher ziehen oder klicken, um sie hochzuladen')
      .waitFor({ timeout: 30_000 });
    await page.locator('.media-grid > button').first().waitFor(); // the demo pictures
    // One after the other, so that each alternative text goes to its own picture.
    for (const [file, colour, alt] of [
      ['tomaten.png', '#c62828', 'Tomaten auf dem Holzbrett'],
      ['basilikum.png', '#2e7d32', 'Frisches Basilikum'],
    ]) {
      const before = await page.locator('.media-grid > button').count();
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles([{ name: file, mimeType: 'image/png', buffer: picture(colour, 640, 480) }]);
      await page.waitForFunction(
        (count) => document.querySelectorAll('.media-grid > button').length > count,
        before,
      );
      // The newest picture comes first in the grid.
      await page.locator('.media-grid > button').first().click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('Alternativtext').fill(alt);
      await drawer.getByRole('button', { name: 'Speichern' }).click();
      await drawer.getByText('Gespeichert.').waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: new RegExp(`: ${alt} öffnen$`) }).waitFor();
    }
  });

  it('builds a template with a picture and a product text; the server render shows in the editor', async () => {
    await page.goto(`${product.url}/backend#/cms/templates`);
    await page.getByRole('tab', { name: 'Vorlagen', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Neue Vorlage' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Die Vorschau erscheint, sobald die Vorlage angelegt ist.').waitFor();
    await drawer.getByLabel('Name', { exact: true }).fill('Tageskarte TV');
    await drawer.getByLabel('Kennung').fill('Tageskarte TV');

    await drawer.getByRole('button', { name: 'Bild hinzufügen' }).click();
    const imageLayer = drawer.getByLabel('Ebene 1', { exact: true });
    await imageLayer.getByRole('combobox', { name: 'Bild' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Tomaten auf dem Holzbrett' }).click();
    await drawer.getByRole('button', { name: 'Text hinzufügen' }).click();
    const textLayer = drawer.getByLabel('Ebene 2', { exact: true });
    await textLayer.getByLabel('Text', { exact: true }).fill('{name} – {price}');

    // The server judges the identifier and answers under its field.
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await drawer.getByText('„Kennung“ darf nur a–z, 0–9 und - enthalten.').waitFor();
    await drawer.getByLabel('Kennung').fill('tageskarte-tv');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Bildvorlage wurde angelegt.').waitFor();
    await drawer.getByRole('button', { name: 'Speichern' }).waitFor();

    const templates = (await page.evaluate(async () =>
      (await fetch('/api/image-templates?search=tageskarte-tv')).json(),
    )) as { data: { id: number; layers: { type: string; text?: string; imageId?: number }[] }[] };
    templateId = templates.data[0].id;
    expect(templates.data[0].layers.map((layer) => layer.type)).toEqual(['image', 'text']);
    expect(templates.data[0].layers[1].text).toBe('{name} – {price}');

    await drawer.getByRole('combobox', { name: 'Produkt für die Platzhalter' }).click();
    await page.locator('.ant-select-item-option', { hasText: /^Espresso$/ }).click();
    const preview = drawer.getByRole('img', { name: 'Vorschau der gespeicherten Vorlage' });
    await page.waitForFunction(
      (id) =>
        document
          .querySelector('img[alt="Vorschau der gespeicherten Vorlage"]')
          ?.getAttribute('src')
          ?.includes(`product=${id}`),
      espressoId,
    );
    const first = await loadedSize(preview);
    expect(first.width).toBeGreaterThan(0);
    // Hochformat (TV) 1080 × 1920, rendered for the preview 640 wide.
    expect(Math.abs(first.width / first.height - 1080 / 1920)).toBeLessThan(0.01);
    expect(await preview.getAttribute('src')).toContain(`product=${espressoId}`);
    // The picture layer fills the upper part with the chosen library picture (red tomatoes).
    const colour = await preview.evaluate((element: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0);
      const [red, green, blue] = context.getImageData(
        Math.round(canvas.width / 2),
        Math.round(canvas.height * 0.3),
        1,
        1,
      ).data;
      return { red, green, blue };
    });
    expect(colour.red).toBeGreaterThan(150);
    expect(colour.green).toBeLessThan(90);

    await page.screenshot({ path: join(OUTPUT, 'templates-editor-1280.png') });

    // A save renders again: the preview asks for a new address and loads it.
    const before = await preview.getAttribute('src');
    await textLayer.getByLabel('Text', { exact: true }).fill('Heute: {name} {price}');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Bildvorlage wurde gespeichert.').waitFor();
    await page.waitForFunction(
      (old) =>
        document
          .querySelector('img[alt="Vorschau der gespeicherten Vorlage"]')
          ?.getAttribute('src') !== old,
      before,
    );
    const again = await loadedSize(preview);
    expect(again).toEqual(first);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Tageskarte TV/ });
    await row.waitFor();
    await page.screenshot({ path: join(OUTPUT, 'templates-list-1280.png') });

    // On a phone the drawer takes the whole screen, the preview above the fields.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'templates-list-390.png') });
    await row.click();
    await drawer.getByRole('button', { name: 'Speichern' }).waitFor();
    expect((await loadedSize(preview)).width).toBeGreaterThan(0);
    await page.screenshot({ path: join(OUTPUT, 'templates-editor-390.png') });
    await drawer.getByLabel('Ebene 2', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUTPUT, 'templates-editor-390-layers.png') });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('shows the render on a published page; the shop asks only its own origin', async () => {
    // The block editor has no template picker: the text slider's rich text takes the
    // render's address as an <img>, which the server's sanitiser allows.
    const src = `/api/image-template/${templateId}/render.png?product=${espressoId}`;
    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Tageskarte');
    await drawer.getByLabel('Pfad').fill('tageskarte');
    await drawer.getByRole('button', { name: 'Block hinzufügen' }).hover();
    await page.getByRole('menuitem', { name: 'Text-Slider' }).click();
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    await drawer.getByLabel('Überschrift').fill('Heute empfohlen');
    await drawer
      .getByLabel('Text', { exact: true })
      .fill(`<p><img src="${src}" alt="Espresso des Tages" width="540" height="960"></p>`);
    await drawer.getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();

    for (const width of [390, 1280]) {
      const shop = await browser.newPage({ viewport: { width, height: 900 } });
      const requests: string[] = [];
      shop.on('request', (request) => requests.push(request.url()));
      await shop.goto(`${product.url}/tageskarte`);
      await shop.getByRole('heading', { name: 'Heute empfohlen' }).waitFor();
      const image = shop.getByRole('img', { name: 'Espresso des Tages' });
      const size = await loadedSize(image);
      expect(size).toEqual({ width: 1080, height: 1920 });
      await shop.waitForLoadState('networkidle');
      // The picture keeps to the text column (no sideways scrolling on a phone).
      expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shop.screenshot({ path: join(OUTPUT, `templates-shop-${width}.png`), fullPage: true });
      const origin = new URL(product.url).origin;
      const foreign = requests.filter(
        (url) =>
          !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
      );
      expect(foreign).toEqual([]);
      expect(requests).toContain(`${origin}${src}`);
      await shop.close();
    }
  });
});
