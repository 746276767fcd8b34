import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startFakeOpenAi } from './cms-fakes';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(120_000);

/**
 * Content AI's image call from the media library (issue 32): a description becomes a picture
 * drawn by the (local, OpenAI-compatible) model, shown with its progress, then taken into the
 * library as an image of its own.
 */
describe('„Bild mit KI erzeugen“ in the media library', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    openAi = await startFakeOpenAi();
    product = await startProduct({
      CONTENT_AI_BASE_URL: openAi.url,
      CONTENT_AI_API_KEY: 'sk-e2e',
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await openAi?.close();
  });

  it('draws a picture from a description and takes it into the library', async () => {
    const prompt = 'Eine Sonne über dem Gastgarten';
    await page.goto(`${product.url}/backend#/cms/media`);
    await page.getByRole('button', { name: 'Bild mit KI erzeugen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bild mit KI erzeugen' });
    await dialog.getByLabel('Was soll das Bild zeigen?').fill(prompt);
    await dialog.getByRole('button', { name: 'Erzeugen' }).click();
    await dialog.getByRole('img', { name: prompt }).waitFor();
    expect(openAi.prompts).toContain(prompt);
    await page.screenshot({ path: join(OUTPUT, 'cms-ai-image-desktop.png') });
    await dialog.getByRole('button', { name: 'In die Mediathek übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const images = (await (
      await page.request.get(`${product.url}/api/images?search=${encodeURIComponent('Sonne')}`)
    ).json()) as { data: { alt: string | null }[] };
    expect(images.data.map((image) => image.alt)).toContain(prompt);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'cms-ai-image-library-phone.png') });
  });
});
