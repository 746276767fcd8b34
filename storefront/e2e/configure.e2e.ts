import type { Browser, Locator, Page } from 'playwright-core';
import { branchOf, loadMenu, loadShop, productOf, type Product } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { openPage } from './support/browser';
import { baseUrl } from './support/server';

/** A real 1×1 PNG (red pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const uploadFailed = (file: string) =>
  `Die ausgewählte Datei "${file}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

describe('a step-by-step product with an upload (storefront.md §2 product overlay, §5, §8)', () => {
  let browser: Browser;
  let page: Page;
  let cake: Product;

  beforeAll(async () => {
    const [launched, shop] = await Promise.all([launchChromium(), loadShop()]);
    browser = launched;
    cake = productOf(await loadMenu(branchOf(shop, 'graz-hauptplatz').id), 'Torte auf Bestellung');
  });
  afterAll(() => browser?.close());
  afterEach(() => page?.context().close());

  async function openCake(): Promise<Locator> {
    ({ page } = await openPage(browser, '/store/graz-hauptplatz'));
    await page.getByRole('button', { name: `${cake.name}: Zum Warenkorb hinzufügen` }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('heading', { name: cake.name }).waitFor();
    return dialog;
  }

  it("goes on with 'Zum nächsten Schritt' only once a step is valid; the photo lands in the cart", async () => {
    expect(cake.config?.parts.map((part) => `${part.type}${part.optional ? '?' : ''}`)).toEqual([
      'select',
      'select',
      'text?',
      'image?',
      'textarea?',
    ]);
    const dialog = await openCake();
    const next = dialog.getByRole('button', { name: 'Zum nächsten Schritt' });
    const step = () => dialog.locator('.overlay__step').textContent();

    // 1 Größe: required.
    await eventuallyEqual(step, 'Schritt 1 von 5');
    await eventuallyEqual(() => next.isDisabled(), true);
    await dialog.getByLabel('Ø 24 cm (12 Stück)').check();
    await eventuallyEqual(() => next.isEnabled(), true);
    await next.click();
    // 2 Sorte: required.
    await eventuallyEqual(step, 'Schritt 2 von 5');
    await eventuallyEqual(() => next.isDisabled(), true);
    await dialog.getByLabel('Schoko-Himbeer').check();
    await next.click();
    // 3 Aufschrift: optional, so valid empty.
    await eventuallyEqual(step, 'Schritt 3 von 5');
    await eventuallyEqual(() => next.isEnabled(), true);
    await dialog.getByLabel('Aufschrift auf der Torte').fill('Alles Gute, Anna!');
    await next.click();

    // 4 Foto: the real PNG is uploaded and shown.
    await eventuallyEqual(step, 'Schritt 4 von 5');
    await dialog
      .getByLabel('Foto für Fototorte')
      .setInputFiles({ name: 'anna.png', mimeType: 'image/png', buffer: PNG });
    const file = dialog.locator('.upload__files li');
    await eventuallyEqual(() => file.count(), 1);
    // The thumbnail is the server's JPEG preview; the part keeps the stored original.
    const preview = (await file.locator('img').getAttribute('src'))!;
    const match = /^\/upload\/([^/]+)\/preview\/(\d+-\d+)\.jpg$/.exec(preview);
    expect(match).not.toBeNull();
    const shown = await fetch(`${baseUrl()}${preview}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    const src = `/upload/${match![1]}/${match![2]}.png`;
    const stored = await fetch(`${baseUrl()}${src}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
    await next.click();

    // 5 Sonderwünsche: the last step adds to the cart.
    await eventuallyEqual(step, 'Schritt 5 von 5');
    expect(await next.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
    const toggle = page.locator('.cart__toggle');
    // The toggle carries the total after the count („… · 48,00 €“).
    await eventuallyEqual(
      async () => (await toggle.textContent())?.split(' · ')[0],
      '1 Produkt im Warenkorb',
    );
    await toggle.click();
    const line = page.locator('.cart__line');
    await eventuallyEqual(() => line.locator('.cart__line-name').textContent(), cake.name);
    const details = (await line.textContent()) ?? '';
    expect(details).toContain('Schoko-Himbeer');
    expect(details).toContain('Alles Gute, Anna!');
    const cart = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('bestellwerk.cart.graz-hauptplatz')))!,
    ) as { items: { productId: number; parts: unknown[] }[] };
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].productId).toBe(cake.id);
    expect(cart.items[0].parts[3]).toEqual([src]);
  });

  it('alerts for a file of the wrong type, by its name or by its content, and keeps nothing', async () => {
    const dialog = await openCake();
    const next = dialog.getByRole('button', { name: 'Zum nächsten Schritt' });
    await dialog.getByLabel('Ø 18 cm (8 Stück)').check();
    await next.click();
    await dialog.getByLabel('Sacher').check();
    await next.click();
    await next.click();
    const photo = dialog.getByLabel('Foto für Fototorte');
    const alert = dialog.getByRole('alert');

    // An image step takes .jpg, .jpeg, .png and .gif only.
    await photo.setInputFiles({
      name: 'einladung.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await eventuallyEqual(() => alert.textContent(), uploadFailed('einladung.pdf'));
    // A .png that is no image: the server reads the bytes and refuses it.
    await photo.setInputFiles({
      name: 'kein-bild.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Das ist kein Bild.'),
    });
    await eventuallyEqual(() => alert.textContent(), uploadFailed('kein-bild.png'));
    expect(await dialog.locator('.upload__files li').count()).toBe(0);
  });
});
