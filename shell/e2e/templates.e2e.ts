import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { picture } from './pictures';
import {
  OUTPUT,
  adminPage,
  choose,
  launchChromium,
  startProduct,
  type Product,
  pickFromMenu,
} from './product';

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
 * Waits until the editor's live preview shows, in the middle of its upper part (where the
 * picture layer is), a colour whose red and green channels lie in the given ranges.
 */
async function previewShows(
  page: Page,
  red: [number, number],
  green: [number, number],
): Promise<void> {
  await page.waitForFunction(
    ([[redLow, redHigh], [greenLow, greenHigh]]) => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Vorschau der Vorlage"]');
      if (!img?.complete || !img.naturalWidth) return false;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const [r, g] = context.getImageData(canvas.width / 2, canvas.height * 0.3, 1, 1).data;
      return r >= redLow && r <= redHigh && g >= greenLow && g <= greenHigh;
    },
    [red, green],
  );
}

/**
 * Image templates in the cms remote (issue 17): two pictures with alt texts in the
 * Mediathek, a template with a library picture and a product placeholder built under
 * „Vorlagen“, its server render seen live in the editor before it is created and after each
 * edit, then the render picked „Aus Vorlage“ as a hero picture of a published page of the
 * shop, which asks no other origin for anything.
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

  it('builds a template with a picture and a product text; the server draws it live while editing', async () => {
    await page.goto(`${product.url}/backend#/cms/templates`);
    await page.getByRole('tab', { name: 'Vorlagen', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Neue Vorlage' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Tageskarte TV');
    await drawer.getByLabel('Kennung').fill('Tageskarte TV');
    const preview = drawer.getByRole('img', { name: 'Vorschau der Vorlage' });
    // Not yet created: the empty canvas is drawn already (Hochformat (TV), 640 wide).
    const empty = await loadedSize(preview);
    expect(Math.abs(empty.width / empty.height - 1080 / 1920)).toBeLessThan(0.01);

    await drawer.getByRole('button', { name: 'Bild hinzufügen' }).click();
    const imageLayer = drawer.getByLabel('Ebene 1', { exact: true });
    await choose(imageLayer.getByRole('combobox', { name: 'Bild' }), 'Tomaten auf dem Holzbrett');
    await drawer.getByRole('button', { name: 'Text hinzufügen' }).click();
    const textLayer = drawer.getByLabel('Ebene 2', { exact: true });
    await textLayer.getByLabel('Text', { exact: true }).fill('{name} – {price}');
    await choose(
      drawer.getByRole('combobox', { name: 'Produkt für die Platzhalter' }),
      /^Espresso$/,
    );

    // The picture layer fills the upper part with the chosen library picture (red tomatoes).
    await previewShows(page, [150, 255], [0, 90]);
    const first = await loadedSize(preview);
    expect(first).toEqual(empty);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.screenshot({ path: join(OUTPUT, 'templates-editor-1280.png') });

    // An edit of a layer, still unsaved: the preview shows the other picture (basil, green).
    const before = await preview.getAttribute('src');
    await choose(imageLayer.getByRole('combobox', { name: 'Bild' }), 'Frisches Basilikum');
    await previewShows(page, [0, 90], [90, 255]);
    const lastGood = await preview.getAttribute('src');
    expect(lastGood).not.toBe(before);

    // A layer the server refuses: its reason is named, the last picture stays.
    await textLayer.getByLabel('X (px)').fill('5000');
    await drawer.getByText('Die Vorschau zeigt den letzten gültigen Stand.').waitFor();
    await drawer
      .getByText('Ebene 2: „X“ muss eine ganze Zahl zwischen -1080 und 1080 sein.')
      .first()
      .waitFor();
    expect(await preview.getAttribute('src')).toBe(lastGood);
    await textLayer.getByLabel('X (px)').fill('86');
    await drawer
      .getByText('Die Vorschau zeigt den letzten gültigen Stand.')
      .waitFor({ state: 'hidden' });

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

  it('a hero picture picked „Aus Vorlage“ shows the render on the published page, same origin', async () => {
    const src = `/api/image-template/${templateId}/render.png?product=${espressoId}&size=large`;
    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Tageskarte');
    await drawer.getByLabel('Pfad').fill('tageskarte');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Hero');
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    await drawer.getByLabel('Überschrift').fill('Heute empfohlen');
    await drawer.getByRole('button', { name: 'Aus Vorlage' }).click();
    const picker = page.getByRole('dialog', { name: 'Bild aus Vorlage' });
    await choose(picker.getByRole('combobox', { name: 'Vorlage' }), /^Tageskarte TV$/);
    await choose(picker.getByRole('combobox', { name: 'Produkt' }), /^Espresso$/);
    await choose(picker.getByRole('combobox', { name: 'Format' }), 'PNG (verlustfrei)');
    expect(
      (await loadedSize(picker.getByRole('img', { name: 'Vorschau des Bildes aus der Vorlage' })))
        .width,
    ).toBe(640);
    await page.screenshot({ path: join(OUTPUT, 'templates-picker-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'templates-picker-390.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect((await loadedSize(drawer.getByRole('img', { name: 'Bild aus Vorlage' }))).width).toBe(
      128,
    );
    await drawer.getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();

    for (const width of [390, 1280]) {
      const shop = await browser.newPage({ viewport: { width, height: 900 } });
      const requests: string[] = [];
      shop.on('request', (request) => requests.push(request.url()));
      const origin = new URL(product.url).origin;
      // The slide's background is fetched once its style applies, which can be after the
      // page went network-idle: its answer is awaited, not looked up.
      const picture = shop.waitForResponse((response) => response.url() === `${origin}${src}`);
      await shop.goto(`${product.url}/tageskarte`);
      await shop.getByRole('heading', { name: 'Heute empfohlen' }).waitFor();
      const slide = shop.locator('.cms-hero-slide.is-active');
      expect(
        await slide.evaluate((element) => getComputedStyle(element).backgroundImage),
      ).toContain(src);
      expect((await picture).status()).toBe(200);
      await shop.waitForLoadState('networkidle');
      expect(requests).toContain(`${origin}${src}`);
      expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shop.screenshot({ path: join(OUTPUT, `templates-shop-${width}.png`), fullPage: true });
      const foreign = requests.filter(
        (url) =>
          !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
      );
      expect(foreign).toEqual([]);
      await shop.close();
    }
  });

  it('a signage image segment takes a picture „Aus Vorlage“ for a category; the TV is given its render', async () => {
    await page.goto(`${product.url}/backend#/signage/segments`);
    await page.getByRole('button', { name: 'Neue Filmsequenz' }).click({ timeout: 30_000 });
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Kategorie aus Vorlage');
    await choose(drawer.getByRole('combobox', { name: 'Art' }), /^Bild$/);
    await drawer.getByRole('button', { name: 'Aus Vorlage' }).click();
    const picker = page.getByRole('dialog', { name: 'Bild aus Vorlage' });
    await choose(picker.getByRole('combobox', { name: 'Vorlage' }), /^Tageskarte TV$/);
    const categories = (await page.evaluate(async () =>
      (await fetch('/api/categories?perPage=1&sort=name')).json(),
    )) as { data: { id: number; name: string }[] };
    const category = categories.data[0];
    await choose(picker.getByRole('combobox', { name: 'oder Kategorie' }), category.name);
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await picker.waitFor({ state: 'hidden' });
    const thumbnail = drawer.getByRole('img', { name: 'Bild aus Vorlage' });
    expect((await loadedSize(thumbnail)).width).toBe(128);
    await page.screenshot({ path: join(OUTPUT, 'templates-segment-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await thumbnail.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUTPUT, 'templates-segment-390.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Filmsequenz wurde angelegt.').waitFor();

    const segments = (await page.evaluate(async () =>
      (await fetch('/api/digital-signage-segments?search=Kategorie%20aus%20Vorlage')).json(),
    )) as { data: { content: { template?: { templateId: number; categoryId?: number } } }[] };
    const template = segments.data[0].content.template!;
    expect(template).toMatchObject({ templateId, format: 'webp' });
    expect(template.categoryId).toBe(category.id);
    const render = await page.evaluate(async (url) => {
      const reply = await fetch(url);
      return { status: reply.status, type: reply.headers.get('content-type') };
    }, `/api/image-template/${templateId}/render.webp?category=${template.categoryId}&size=large`);
    expect(render).toEqual({ status: 200, type: 'image/webp' });
  });
});
