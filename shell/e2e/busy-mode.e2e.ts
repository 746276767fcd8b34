import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@bestellwerk/test-support';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

/** HH:mm in Vienna, an hour and a bit from now, on the 5-minute grid the picker offers. */
function inAnHourInVienna(): string {
  const later = new Date(Math.ceil((Date.now() + 65 * 60_000) / 300_000) * 300_000);
  return new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(later);
}

/**
 * Busy mode (issue 36) from the orders board to the storefront: „+20 min“ switched on the
 * board shows on the branch card and page („Viel los: … ca. 20 Minuten später“), then
 * „Online-Bestellungen pausieren“ until a time shows „Online-Bestellungen pausiert bis …“.
 * The storefront has no live channel for branch data: a page (re)loaded after the switch shows
 * it, as the server drops its cached start data and pages with the branch row.
 */
describe('busy mode: the board switch shows on the storefront', () => {
  let product: Product;
  let browser: Browser;
  let board: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    board = await adminPage(browser, product.url);
    // Wien Neubau open around the clock for this walk: the card says „Viel los“ only while
    // the branch is open, and the walk must not depend on the hour the suite runs at.
    const opened = await board.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const headers = { 'content-type': 'application/json', 'x-xsrf-token': token };
      const list = (await (await fetch('/api/branches?perPage=100', { headers })).json()) as {
        data: { id: number; identifier: string }[];
      };
      const wien = list.data.find((branch) => branch.identifier === 'wien-neubau')!;
      const reply = await fetch(`/api/branches/${wien.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          openingHours: [{ type: 'daily', isClosed: false, from: '00:00', to: '00:00' }],
        }),
      });
      return reply.status;
    });
    expect(opened).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const storefront = async (path: string, viewport: { width: number; height: number }) => {
    const context = await browser.newContext({
      viewport,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const page = await context.newPage();
    await page.goto(`${product.url}${path}`);
    // The cookie banner would cover the card on a phone's screenshot.
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    return page;
  };

  it('„+20 min“ on the board: the Wien card and page say „Viel los“', async () => {
    await board.goto(`${product.url}/backend#/orders`);
    const wien = board.getByTestId(/^busy-switch-/).filter({ hasText: 'Wien Neubau' });
    await wien.getByRole('button', { name: '+20 min' }).click();
    await wien.getByTestId('busy-state').filter({ hasText: 'Viel los: +20 min' }).waitFor();
    for (const [name, viewport] of VIEWPORTS) {
      await board.setViewportSize(viewport);
      await board.screenshot({ path: join(OUTPUT, `busy-board-${name}.png`), fullPage: false });
    }
    await board.setViewportSize({ width: 1280, height: 860 });

    for (const [name, viewport] of VIEWPORTS) {
      const overview = await storefront('/', viewport);
      const card = overview.locator('.branch-card').filter({ hasText: 'Wien Neubau' });
      await card
        .getByTestId('branch-busy')
        .filter({
          hasText: /^Viel los: (Abholung|Lieferung|Abholung\/Lieferung) ca\. 20 Minuten später$/,
        })
        .waitFor();
      await card.scrollIntoViewIfNeeded();
      await overview.screenshot({ path: join(OUTPUT, `busy-card-${name}.png`) });
      // The card alone too: on a phone the cookie banner covers the lower part of the page.
      await card.screenshot({ path: join(OUTPUT, `busy-card-only-${name}.png`) });
      const page = await storefront('/store/wien-neubau', viewport);
      await page.getByTestId('branch-busy').filter({ hasText: 'ca. 20 Minuten später' }).waitFor();
      await page.screenshot({ path: join(OUTPUT, `busy-branch-${name}.png`) });
      await overview.context().close();
      await page.context().close();
    }
  });

  it('„Online-Bestellungen pausieren“ until a time: the card says until when, ending it clears it', async () => {
    const until = inAnHourInVienna();
    const wien = board.getByTestId(/^busy-switch-/).filter({ hasText: 'Wien Neubau' });
    const picker = wien.getByLabel('Pausieren bis (Uhrzeit)');
    await picker.click();
    await picker.fill(until);
    await picker.press('Enter');
    await wien.getByRole('button', { name: 'Online-Bestellungen pausieren' }).click();
    await wien
      .getByTestId('busy-state')
      .filter({ hasText: `Online-Bestellungen pausiert bis ${until} Uhr` })
      .waitFor();
    await board.screenshot({ path: join(OUTPUT, 'busy-board-paused-desktop.png') });

    for (const [name, viewport] of VIEWPORTS) {
      const page = await storefront('/store/wien-neubau', viewport);
      await page
        .getByTestId('branch-busy')
        .filter({ hasText: `Online-Bestellungen pausiert bis ${until} Uhr` })
        .waitFor();
      await page.screenshot({ path: join(OUTPUT, `busy-branch-paused-${name}.png`) });
      await page.context().close();
    }

    await wien.getByRole('button', { name: 'Beenden' }).click();
    await wien.getByTestId('busy-state').filter({ hasText: 'Normalbetrieb' }).waitFor();
    const overview = await storefront('/', { width: 1440, height: 900 });
    await overview.locator('.branch-card').filter({ hasText: 'Wien Neubau' }).waitFor();
    await eventually(
      async () =>
        (await overview
          .locator('.branch-card')
          .filter({ hasText: 'Wien Neubau' })
          .getByTestId('branch-busy')
          .count()) === 0
          ? true
          : undefined,
      { what: 'the card without busy mode' },
    );
    await overview.context().close();
  });
});
