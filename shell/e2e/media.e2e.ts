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
});
