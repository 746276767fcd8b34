import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@bestellwerk/test-support';
import { PHONE, openPage, screenshot } from './support/browser';
import { baseUrl } from './support/server';

const WIDE = { width: 1440, height: 900 } as const;
const HEADING = 'Willkommen im Café Rosmarin';
const TEXT = 'Was als kleines Frühstückscafé am Grazer Hauptplatz begann';

/**
 * Watches #root from the first byte of the page: whether the text was there before any of
 * the app's code ran, and whether it ever went missing while the app took the page over.
 */
const watchText = (page: Page, text: string) =>
  page.addInitScript((wanted) => {
    const state = { before: false, lost: 0, checks: 0 };
    (window as unknown as { __text: typeof state }).__text = state;
    const check = () => {
      const root = document.getElementById('root');
      if (!root) return;
      state.checks += 1;
      if (!(root.textContent ?? '').includes(wanted)) state.lost += 1;
    };
    document.addEventListener('DOMContentLoaded', () => {
      state.before = (document.getElementById('root')?.textContent ?? '').includes(wanted);
      check();
      new MutationObserver(check).observe(document.getElementById('root')!, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  }, text);

describe('content pages come from the server with their text (issue 32)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('carries a published page, its heading and text in the HTML, without JavaScript', async () => {
    const response = await fetch(`${baseUrl()}/ueber-uns`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h2>${HEADING}</h2>`);
    expect(html).toContain(TEXT);
    expect(html).toMatch(/<title>Über uns - [^<]+<\/title>/);
    expect(html).toContain('/ueber-uns" data-head />');
    expect(html).not.toContain('noindex');
  });

  it("serves the legal pages from the configuration's text under German slugs; the old addresses move there", async () => {
    const imprint = await fetch(`${baseUrl()}/impressum`);
    expect(imprint.status).toBe(200);
    const html = await imprint.text();
    expect(html).toContain('Rosmarin Gastronomie GmbH, Hauptplatz 1, 8010 Graz');
    expect(html).toMatch(/<title>Impressum - [^<]+<\/title>/);
    for (const [from, to] of [
      ['/site/terms-and-conditions', '/agb'],
      ['/site/privacy', '/datenschutz'],
      ['/site/imprint', '/impressum'],
      ['/site/allergens', '/allergene'],
    ]) {
      const moved = await fetch(`${baseUrl()}${from}`, { redirect: 'manual' });
      expect([from, moved.status, moved.headers.get('location')]).toEqual([from, 301, to]);
    }
  });

  it('keeps the text on screen while the app takes the page over, at 390 and 1440 px', async () => {
    for (const size of [PHONE, WIDE]) {
      const { page, context } = await openPage(browser, '/ueber-uns', {
        size,
        beforeGoto: (page) => watchText(page, TEXT),
      });
      await page.getByRole('heading', { name: HEADING }).waitFor();
      const state = await page.evaluate(
        () =>
          (window as unknown as { __text: { before: boolean; lost: number; checks: number } })
            .__text,
      );
      // In the HTML before the app's code, and never gone since (the app has hydrated).
      expect(state.before).toBe(true);
      expect(state.lost).toBe(0);
      expect(await page.getByText(TEXT).count()).toBe(1);
      await screenshot(page, 'content-ssr-ueber-uns');
      await context.close();
    }
  });

  it("keeps a legal page's text through hydration too", async () => {
    const { page, context } = await openPage(browser, '/impressum', {
      size: PHONE,
      beforeGoto: (page) => watchText(page, 'Rosmarin Gastronomie GmbH'),
    });
    const state = await page.evaluate(
      () => (window as unknown as { __text: { before: boolean; lost: number } }).__text,
    );
    expect(state.before).toBe(true);
    expect(state.lost).toBe(0);
    await screenshot(page, 'content-ssr-impressum');
    await context.close();
  });

  it("serves a division's page at /{divisionIdentifier}: its title, description and branches", async () => {
    const response = await fetch(`${baseUrl()}/cafe-rosmarin`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Unsere Filialen</h1>');
    expect(html).toContain('Wählen Sie Ihre Filiale.');
    expect(html).toMatch(/<title>Unsere Filialen - [^<]+<\/title>/);
    expect(html).toContain('href="/store/graz-hauptplatz"');
    for (const size of [PHONE, WIDE]) {
      const { page, context } = await openPage(browser, '/cafe-rosmarin', { size });
      await page.getByRole('heading', { name: 'Unsere Filialen', level: 1 }).waitFor();
      expect(await page.locator('.overview__list > li').count()).toBeGreaterThan(0);
      await screenshot(page, 'content-ssr-division');
      await context.close();
    }
  });
});
