import type { Browser } from 'playwright-core';
import { adminClient } from './support/api';
import { launchChromium } from '@bestellwerk/test-support';
import { openPage } from './support/browser';
import { baseUrl } from './support/server';

/**
 * Issue 17: the heading and body fonts chosen in the settings are loaded from the shop's own
 * origin; the page asks no other origin for anything, least of all a font CDN.
 */
describe('theme fonts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await adminClient();
    await admin.post('/api/config', { headingFont: 'playfair-display', bodyFont: 'lato' });
  });
  afterAll(async () => {
    const admin = await adminClient();
    await admin.post('/api/config', { headingFont: '', bodyFont: '' });
    await browser.close();
  });

  it('come from our own origin, and no request goes to another one', async () => {
    const requested: string[] = [];
    const { context: opened, page } = await openPage(browser, '/');
    opened.on('request', (request) => requested.push(request.url()));
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const body = getComputedStyle(document.body).fontFamily;
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
      return { body, loaded: loaded.map((face) => `${face.family} ${face.weight}`) };
    });
    expect(fonts.body).toContain('Lato');
    expect(fonts.loaded).toEqual(expect.arrayContaining(['Lato 400']));
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    const all = [...new Set([page.url(), ...resources, ...requested])];
    expect(all.some((url) => /\/api\/fonts\/files\/lato\/.+\.woff2$/.test(url))).toBe(true);
    const origin = new URL(baseUrl()).origin;
    expect(all.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    await opened.close();
  });
});
