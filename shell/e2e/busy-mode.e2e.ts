import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@bestellwerk/test-support';
import {
  OUTPUT,
  adminPage,
  launchChromium,
  placeOrder,
  startProduct,
  type Product,
} from './product';

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
 * A page open during the switch hears it (GET /api/events/shop) and shows it at once; a page
 * loaded after it has it from the server, which drops its cached start data and pages with
 * the branch row. Then a burst of orders pushes the checkout's earliest time later.
 */
describe('busy mode: the board switch shows on the storefront', () => {
  let product: Product;
  let browser: Browser;
  let board: Page;
  let wienId: number;
  /** PUT /api/branches/{Wien} as the admin on the board; returns the status. */
  const updateWien = (body: Record<string, unknown>) =>
    board.evaluate(
      async ([id, payload]) => {
        const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const reply = await fetch(`/api/branches/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
          body: JSON.stringify(payload),
        });
        return reply.status;
      },
      [wienId, body] as const,
    );

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    board = await adminPage(browser, product.url);
    // Wien Neubau open around the clock for this walk: the card says „Viel los“ only while
    // the branch is open, and the walk must not depend on the hour the suite runs at.
    const list = (await (await fetch(`${product.url}/api/branches?perPage=100`)).json()) as {
      data: { id: number; identifier: string }[];
    };
    wienId = list.data.find((branch) => branch.identifier === 'wien-neubau')!.id;
    expect(
      await updateWien({
        openingHours: [{ type: 'daily', isClosed: false, from: '00:00', to: '00:00' }],
      }),
    ).toBe(200);
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
    const refuse = page.getByRole('button', { name: 'Ablehnen' });
    await refuse.click();
    // A tap before the app started is answered once it has: the choice is stored then.
    await refuse.waitFor({ state: 'hidden' });
    return page;
  };

  it('„+20 min“ on the board: the open Wien page says „Viel los“ at once, the card and page after it too', async () => {
    // A customer has the branch page open on a phone while the kitchen switches.
    const open = await storefront('/store/wien-neubau', VIEWPORTS[0][1]);
    await open.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await open.getByTestId('branch-busy').count()).toBe(0);
    await board.goto(`${product.url}/backend#/orders`);
    const wien = board.getByTestId(/^busy-switch-/).filter({ hasText: 'Wien Neubau' });
    await wien.getByRole('button', { name: '+20 min' }).click();
    await wien.getByTestId('busy-state').filter({ hasText: 'Viel los: +20 min' }).waitFor();
    // No reload: the open page heard it.
    await open.getByTestId('branch-busy').filter({ hasText: 'ca. 20 Minuten später' }).waitFor();
    await open.screenshot({ path: join(OUTPUT, 'busy-branch-live-phone.png') });
    await open.context().close();
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

  it('a burst of orders pushes the earliest time the checkout offers later', async () => {
    const menus = (await (await fetch(`${product.url}/api/branches/${wienId}/menus`)).json()) as {
      data: {
        catalog: {
          products: { id: number; name: string; defaultQuantity: number; unit: string }[];
        }[];
      }[];
    };
    const espresso = menus.data[0].catalog
      .flatMap((category) => category.products)
      .find((candidate) => candidate.name === 'Espresso')!;
    // One station in the kitchen: every order waits for the one before.
    expect(await updateWien({ kitchenStations: 1 })).toBe(200);

    const checkout = async () => {
      const page = await storefront('/store/wien-neubau', VIEWPORTS[0][1]);
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key, value),
        [
          'bestellwerk.cart.wien-neubau',
          JSON.stringify({
            items: [
              {
                productId: espresso.id,
                amount: espresso.defaultQuantity,
                unit: espresso.unit,
                parts: [],
              },
            ],
            orderType: 'takeaway',
            deliveryAreaId: null,
          }),
        ],
      );
      await page.goto(`${product.url}/store/wien-neubau/checkout`);
      const hint = page.locator('#kitchen-earliest');
      await hint.waitFor();
      await hint.scrollIntoViewIfNeeded();
      const [, hh, mm] = /(\d\d):(\d\d) Uhr/.exec((await hint.textContent()) ?? '')!;
      return { page, minutes: Number(hh) * 60 + Number(mm) };
    };
    const before = await checkout();
    await before.page.screenshot({ path: join(OUTPUT, 'pacing-checkout-before-phone.png') });
    await before.page.context().close();

    // Eight customers order two espressos each, as soon as possible, at the same moment.
    const placed = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(product.url, { asap: true })),
    );
    expect(new Set(placed.map((order) => order.id)).size).toBe(8);

    const after = await checkout();
    await after.page.screenshot({ path: join(OUTPUT, 'pacing-checkout-after-phone.png') });
    await after.page.setViewportSize(VIEWPORTS[1][1]);
    await after.page.screenshot({ path: join(OUTPUT, 'pacing-checkout-after-desktop.png') });
    await after.page.context().close();
    // Across midnight the clock starts again: count the minutes on from the first reading.
    const later = (after.minutes - before.minutes + 24 * 60) % (24 * 60);
    // Eight orders on one station: several steps of the five-minute grid.
    expect(later).toBeGreaterThanOrEqual(15);
  });
});
