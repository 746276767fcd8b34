import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { picture } from './pictures';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(120_000);

/**
 * The media library in the cms remote (issue 17): two pictures dropped at once, each with
 * its own progress bar, land in the grid flagged „Alternativtext fehlt“.
 */
describe('media library against the running product', () => {
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

  it('uploads two pictures at once, each with its own progress, into the grid', async () => {
    await page.goto(`${product.url}/backend#/cms/media`);
    await page
      .getByText('Bilder hierher ziehen oder klicken, um sie hochzuladen')
      .waitFor({ timeout: 20_000 });
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'tomaten.png', mimeType: 'image/png', buffer: picture('#c62828') },
        { name: 'basilikum.png', mimeType: 'image/png', buffer: picture('#2e7d32') },
      ]);
    const queue = page.getByRole('list', { name: 'Hochladen' });
    await queue.getByText('tomaten.png').waitFor();
    await queue.getByText('basilikum.png').waitFor();
    await page.locator('.ant-progress-status-success').nth(1).waitFor();
    const missing = page.getByText('Alternativtext fehlt');
    await missing.nth(1).waitFor();
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'media-library-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'media-library-390.png'), fullPage: true });
  });

  it('lists the files customers sent: a picture with its preview, a PDF with its icon, each to open', async () => {
    const send = async (name: string, type: string, bytes: Buffer) => {
      const reply = await fetch(`${product.url}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, data: `data:${type};base64,${bytes.toString('base64')}` }),
      });
      expect(reply.status).toBe(201);
    };
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await send('Anfahrtsplan.pdf', 'application/pdf', pdf);
    await send('Torte.png', 'image/png', picture('#ad1457'));

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${product.url}/backend#/cms/files`);
    const pictureRow = page.getByRole('row', { name: /Torte\.png/ });
    await pictureRow.waitFor({ timeout: 20_000 });
    const preview = pictureRow.locator('img');
    await expect(
      preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    const pdfRow = page.getByRole('row', { name: /Anfahrtsplan\.pdf/ });
    expect(await pdfRow.getByRole('cell').nth(2).textContent()).toBe('PDF');
    expect(await pdfRow.locator('img').count()).toBe(0);
    await page.screenshot({ path: join(OUTPUT, 'media-files-1280.png'), fullPage: true });

    await pdfRow.getByRole('cell').nth(3).click();
    const drawer = page.getByRole('dialog', { name: 'Datei „Anfahrtsplan.pdf“' });
    const open = drawer.getByRole('link', { name: 'Öffnen' });
    await open.waitFor();
    const file = await fetch(`${product.url}${await open.getAttribute('href')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'media-files-390.png'), fullPage: true });
    await page.keyboard.press('Escape');
  });
});
