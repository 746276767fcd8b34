import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(120_000);

/** A plain PNG of one colour (no image library needed): signature, IHDR, IDAT, IEND. */
function picture(colour: string, width = 320, height = 240): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rgb = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
});
