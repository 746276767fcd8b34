import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(180_000);

const BANNER = 'Ton ist aus – hier tippen, um Bestellungen hörbar zu machen';

/**
 * The chime cannot be silently off (issue 30): a board that reloads itself at night, in a
 * browser that allows sound only after a gesture on the page, says so without being clicked,
 * and one tap turns the sound on.
 */
describe('the order board in a browser that blocks sound until a gesture', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    // Chrome's own policy for pages: sound only after a user activation of the document.
    // (Chromium's 'user-gesture-required' restricts WebAudio in cross-origin frames only:
    // a top-level board's AudioContext runs under it without any gesture.)
    browser = await launchChromium(['--autoplay-policy=document-user-activation-required']);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ])(
    'shows the banner after a reload without any click, and a tap on it turns the sound on (%s)',
    async (name, viewport) => {
      const login = await adminPage(browser, product.url);
      // The overnight reload: the board loaded anew with the session, no gesture on the page.
      // (A new tab: Chrome keeps an activation across same-origin navigations of one tab, so
      // the login's click would otherwise still count.)
      const page = await login.context().newPage();
      await login.close();
      await page.setViewportSize(viewport);
      // Every locator wait of Playwright runs a script in the page as a user gesture, which
      // would unlock the sound for an audio context made after it. So the first wait is for
      // the board's live stream, opened once the board (and with it the audio context) is up.
      const boardUp = page.waitForRequest((request) => request.url().includes('/api/events'));
      await page.goto(`${product.url}/backend#/orders`);
      await boardUp;
      const banner = page.getByRole('button', { name: BANNER });
      await banner.waitFor();
      await page.screenshot({ path: join(OUTPUT, `chime-banner-${name}.png`) });

      await banner.click();
      await banner.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );
});
