import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@bestellwerk/test-support';
import type { Browser } from 'playwright-core';
import { AdminClient } from './admin-client';
import { ProductServer } from './server';

/** Its own port, next to the player suite's. */
const PORT = Number(process.env.SIGNAGE_FIT_E2E_PORT ?? 42311);
const OUTPUT = join(__dirname, 'output');

/** Twenty-eight dishes with names as long as a café's menu has them. */
const NEW_DISHES = Array.from({ length: 28 }, (_, i) =>
  i % 3 === 0
    ? `Hausgemachte Bandnudeln mit Waldpilzen und Petersilie Nr. ${i + 1}`
    : i % 3 === 1
      ? `Kürbiscremesuppe ${i + 1}`
      : `Gebackene Hühnerstreifen mit Erdäpfelsalat ${i + 1}`,
);

interface Seen {
  names: string[];
  overlapsTicker: string[];
  outside: string[];
  smallest: number;
  label: string;
}

/**
 * Issue 32: the seeded menu board above its ticker, with one more category of many dishes,
 * on a 1080p screen, a 4K screen and a portrait screen: every product shows on some page,
 * none under the ticker or off the board, the text never below the readable minimum.
 */
describe('the menu board fits its screen', () => {
  const server = new ProductServer(PORT);
  let browser: Browser;
  let expected: string[];
  let admin: AdminClient;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    server.prepare();
    [, browser] = await Promise.all([server.start(), launchChromium()]);
    admin = await new AdminClient(server.baseUrl).login();
    const graz = (await admin.ok<{ id: number }[]>('GET', '/api/branches?search=graz'))[0];
    const category = await admin.ok<{ id: number }>('POST', '/api/categories', {
      name: 'Mittagsgerichte',
    });
    const products: { id: number }[] = [];
    for (const name of NEW_DISHES) {
      products.push(await admin.ok('POST', '/api/products', { name, price: 11.9 }));
    }
    const [menu] = await admin.ok<{ id: number }[]>('GET', `/api/menus?branch=${graz.id}`);
    const full = await admin.ok<{ catalog: { id: number; products: { id: number }[] }[] }>(
      'GET',
      `/api/menus/${menu.id}`,
    );
    await admin.ok('PUT', `/api/menus/${menu.id}`, {
      catalog: [
        ...full.catalog.map((entry) => ({
          id: entry.id,
          products: entry.products.map((p) => ({ id: p.id })),
        })),
        { id: category.id, products: products.map((p) => ({ id: p.id })) },
      ],
    });
    // What the board shows: the public menus of the branch, its first menu (the segment's).
    const menus = (await (
      await fetch(`${server.baseUrl}/api/branches/${graz.id}/menus`)
    ).json()) as {
      data: { catalog: { name: string; products: { name: string }[] }[] }[];
    };
    expected = menus.data[0].catalog.flatMap((c) => c.products.map((p) => p.name));
    expect(expected).toEqual(expect.arrayContaining(NEW_DISHES));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server.close();
  });

  it.each([
    ['1920x1080', 1920, 1080, 24],
    ['3840x2160', 3840, 2160, 48],
    ['1080x1920', 1080, 1920, 24],
    // The board's zone the whole screen, the ticker's strip laid over its foot.
    ['1920x1080-ticker-darueber', 1920, 1080, 24, true],
  ])(
    'at %s every product shows on some page, clear of the ticker, at ≥ the minimum',
    async (name, width, height, minimum, tickerOver = false) => {
      if (tickerOver) {
        const [scene] = await admin.ok<{ id: number; zones: { key: string; height: number }[] }[]>(
          'GET',
          '/api/scenes?search=graz-hauptplatz-menue',
        );
        const zones = scene.zones.map((zone) =>
          zone.key === 'menu' ? { ...zone, height: 100 } : zone,
        );
        await admin.ok('PUT', `/api/scenes/${scene.id}`, { zones });
      }
      const page = await browser.newPage({ viewport: { width, height } });
      // rate=6: the pages turn six times as fast (the board still shows each of them).
      await page.goto(`${server.baseUrl}/signage/graz-hauptplatz-menue?rate=6`);
      const board = page.locator('.segment-menu-board .menu-board').last();
      await board.waitFor({ timeout: 20_000 });
      if (tickerOver) {
        // The board's zone does reach under the ticker: only the reserve keeps them apart.
        const zone = page.locator('.zone[data-zone="menu"]');
        expect(await zone.evaluate((e) => e.getBoundingClientRect().height)).toBe(height);
      }
      const pages = Number(await board.getAttribute('data-pages'));
      expect(pages).toBeGreaterThan(1);
      const names = new Set<string>();
      for (let index = 1; index <= pages; index += 1) {
        await page.waitForFunction(
          (label) => {
            const boards = document.querySelectorAll('.segment-menu-board .menu-board');
            const last = boards[boards.length - 1];
            return last?.querySelector('.menu-page-label')?.textContent === label;
          },
          `Seite ${index}/${pages}`,
          { timeout: 20_000 },
        );
        const seen: Seen = await page.evaluate(() => {
          const boards = document.querySelectorAll('.segment-menu-board .menu-board');
          const last = boards[boards.length - 1] as HTMLElement;
          const frame = last.closest('.segment') as HTMLElement;
          const ticker = document
            .querySelector('.zone[data-zone="ticker"]')!
            .getBoundingClientRect();
          const box = frame.getBoundingClientRect();
          const seen: Seen = {
            names: [],
            overlapsTicker: [],
            outside: [],
            smallest: Infinity,
            label: last.querySelector('.menu-page-label')!.textContent ?? '',
          };
          for (const item of last.querySelectorAll<HTMLElement>('.menu-page.active .menu-item')) {
            const name = item.querySelector('.menu-name')!.firstChild!.textContent!;
            const rect = item.getBoundingClientRect();
            seen.names.push(name);
            const overlaps =
              rect.left < ticker.right &&
              rect.right > ticker.left &&
              rect.top < ticker.bottom &&
              rect.bottom > ticker.top;
            if (overlaps) seen.overlapsTicker.push(name);
            if (
              rect.top < box.top ||
              rect.bottom > box.bottom + 0.5 ||
              rect.left < box.left ||
              rect.right > box.right + 0.5
            )
              seen.outside.push(name);
            seen.smallest = Math.min(seen.smallest, parseFloat(getComputedStyle(item).fontSize));
          }
          return seen;
        });
        expect(seen.label).toBe(`Seite ${index}/${pages}`);
        expect(seen.names.length).toBeGreaterThan(0);
        expect(seen.overlapsTicker).toEqual([]);
        expect(seen.outside).toEqual([]);
        expect(seen.smallest).toBeGreaterThanOrEqual(minimum);
        for (const product of seen.names) names.add(product);
        // The picture once every layer has faded in.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.segment')].every(
            (frame) => getComputedStyle(frame).opacity === '1',
          ),
        );
        await page.screenshot({ path: join(OUTPUT, `menu-board-${name}-seite-${index}.png`) });
      }
      expect(expected.filter((product) => !names.has(product))).toEqual([]);
      await page.close();
    },
  );
});
