import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { picture } from './pictures';
import { OUTPUT, adminPage, choose, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(120_000);

/** A one-page PDF written by hand: a blue bar on white (its preview is not one colour). */
function onePagePdf(): Buffer {
  const content = '0 0 1 rg 40 700 515 100 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The media library in the cms remote (issue 17): two pictures dropped at once, each with
 * its own progress bar, land in the grid flagged „Alternativtext fehlt“; the files customers
 * sent share the grid.
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

  it('shows the files customers sent in the same grid: a picture and a PDF with their previews, a broken PDF with its icon', async () => {
    const send = async (name: string, type: string, bytes: Buffer) => {
      const reply = await fetch(`${product.url}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, data: `data:${type};base64,${bytes.toString('base64')}` }),
      });
      expect(reply.status).toBe(201);
    };
    const pageless = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await send('Anfahrtsplan.pdf', 'application/pdf', pageless);
    await send('Speisekarte.pdf', 'application/pdf', onePagePdf());
    await send('Torte.png', 'image/png', picture('#ad1457'));

    await page.setViewportSize({ width: 1280, height: 860 });
    // The old address of the files tab leads to the library, showing files only.
    await page.goto(`${product.url}/backend#/cms/files`);
    await page.waitForFunction(() => window.location.hash === '#/cms/media?type=file');
    const grid = page.locator('.media-grid');
    const card = (name: string) => grid.getByRole('button', { name: `Datei „${name}“ öffnen` });
    await card('Torte.png').waitFor({ timeout: 20_000 });
    expect(await grid.getByRole('button', { name: /^Bild / }).count()).toBe(0);
    const loaded = (name: string) =>
      card(name)
        .locator('img')
        .evaluate((img: HTMLImageElement) =>
          img.decode().then(() => img.complete && img.naturalWidth > 0),
        );
    await expect(loaded('Torte.png')).resolves.toBe(true);
    await expect(loaded('Speisekarte.pdf')).resolves.toBe(true);
    expect(await card('Anfahrtsplan.pdf').locator('img').count()).toBe(0);
    expect(await card('Anfahrtsplan.pdf').textContent()).toContain('PDF');
    await page.screenshot({ path: join(OUTPUT, 'media-files-1280.png'), fullPage: true });

    // „Alle“: pictures and files in one grid, newest first.
    await choose(page.getByRole('combobox', { name: 'Typ' }), /^Alle$/);
    await grid
      .getByRole('button', { name: /^Bild / })
      .first()
      .waitFor();
    await expect(grid.locator('> button').first().getAttribute('aria-label')).resolves.toBe(
      'Datei „Torte.png“ öffnen',
    );
    await page.screenshot({ path: join(OUTPUT, 'media-library-mixed-1280.png'), fullPage: true });

    await card('Anfahrtsplan.pdf').click();
    const drawer = page.getByRole('dialog', { name: 'Datei „Anfahrtsplan.pdf“' });
    const open = drawer.getByRole('link', { name: 'Öffnen' });
    await open.waitFor();
    const file = await fetch(`${product.url}${await open.getAttribute('href')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await card('Speisekarte.pdf').click();
    const pdfDrawer = page.getByRole('dialog', { name: 'Datei „Speisekarte.pdf“' });
    await pdfDrawer.getByRole('img', { name: 'Vorschau von „Speisekarte.pdf“' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'media-files-390.png'), fullPage: true });
    await page.keyboard.press('Escape');
  });
});
