import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  OUTPUT,
  adminPage,
  launchChromium,
  startProduct,
  type Product,
  pickFromMenu,
} from './product';

jest.setTimeout(180_000);

/**
 * The site editor's rich text and live preview (issue 16): the preview follows unsaved
 * edits, nothing is saved until „Anlegen“, and the editor's bold text arrives on the
 * storefront as <strong>.
 */
describe('site editor: live preview and rich-text toolbar against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  /** Every request of the back office that would change something. */
  const writes: string[] = [];

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const drawer = () => page.getByRole('dialog');
  const preview = () => page.frameLocator('iframe[title="Live-Vorschau der Seite"]');
  const block = (label: string) =>
    drawer()
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${label}$`) }) });

  it('shows the unsaved hero title in the live preview, following each change, and saves nothing', async () => {
    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    await drawer().getByRole('button', { name: 'Live-Vorschau' }).click();
    await drawer().getByLabel('Name', { exact: true }).fill('Winteraktion');
    await drawer().getByLabel('Pfad').fill('winteraktion');
    await pickFromMenu(drawer().getByRole('button', { name: 'Block hinzufügen' }), 'Hero');
    await drawer().getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    const title = block('Hero').getByRole('textbox', { name: 'Überschrift' });
    await title.fill('Glühwein ab heute');
    await preview().getByRole('heading', { name: 'Glühwein ab heute' }).waitFor();
    // Not published: the preview shows it as the draft it is.
    await preview()
      .getByRole('note')
      .getByText(/Entwurf/)
      .waitFor();
    await title.fill('Punsch ab heute');
    await preview().getByRole('heading', { name: 'Punsch ab heute' }).waitFor();
    expect(await preview().getByRole('heading', { name: 'Glühwein ab heute' }).count()).toBe(0);
    // The preview route keeps search engines away.
    await expect(preview().locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex, nofollow',
    );
    expect(writes).toEqual([]);
    await page.screenshot({ path: join(OUTPUT, 'cms-live-preview-desktop.png') });
    await drawer().getByText('Handy (390 px)', { exact: true }).click();
    await expect(
      page
        .locator('iframe[title="Live-Vorschau der Seite"]')
        .evaluate((frame) => (frame as HTMLIFrameElement).contentWindow!.innerWidth),
    ).resolves.toBe(390);
    await page.screenshot({ path: join(OUTPUT, 'cms-live-preview-phone-width-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () =>
        (document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect().width ??
          0) <= 390,
    );
    await preview().getByRole('heading', { name: 'Punsch ab heute' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-live-preview-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('makes a word bold with the toolbar; saved, the HTML has <strong> and the shop shows it bold', async () => {
    await pickFromMenu(drawer().getByRole('button', { name: 'Block hinzufügen' }), 'Text-Slider');
    const slider = block('Text-Slider');
    await slider.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    const text = slider.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('Heute ');
    const bold = slider.getByRole('button', { name: 'Fett' });
    await bold.click();
    await expect(bold.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.type('frisch');
    await bold.click();
    await page.keyboard.type(' gekocht');
    await preview().locator('.cms-rich-text strong', { hasText: 'frisch' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-rich-text-editor-desktop.png') });
    expect(writes).toEqual([]);

    await drawer().getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer().getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/sites?search=Winteraktion');
      return (await response.json()) as unknown;
    });
    const html = JSON.stringify(saved);
    expect(html).toContain('<p>Heute <strong>frisch</strong> gekocht</p>');

    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/winteraktion`);
    await shop.getByRole('heading', { name: 'Punsch ab heute' }).waitFor();
    const word = shop.locator('.cms-rich-text strong', { hasText: 'frisch' });
    await word.waitFor();
    const weight = await word.evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(weight).toBeGreaterThanOrEqual(600);
    await shop.close();
  });
});
