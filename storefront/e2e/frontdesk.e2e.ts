import type { Browser } from 'playwright-core';
import { ApiClient, adminClient, branchOf, loadShop, type Branch } from './support/api';
import { launchChromium } from '@bestellwerk/test-support';
import { DESKTOP, openPage, screenshot } from './support/browser';
import { placeOrder } from './support/orders';

/** storefront.md §3 enablePluginFrontdesk: the pickup display exists only while it is on. */
describe('front-desk display and its plugin flag', () => {
  let browser: Browser;
  let admin: ApiClient;
  let graz: Branch;
  let key: string;

  beforeAll(async () => {
    const shop = await loadShop();
    [browser, admin] = await Promise.all([launchChromium(), adminClient()]);
    graz = branchOf(shop, 'graz-hauptplatz');
    ({ key } = await admin.post<{ key: string }>(`/api/branches/${graz.id}/api-keys`, {
      name: 'E2E Abholanzeige',
    }));
  });
  afterAll(async () => {
    await admin.post('/api/config', { enablePluginFrontdesk: true });
    await browser?.close();
  });

  it('shows the ticket columns while the plugin is on (as in the demo seed)', async () => {
    const { page, context } = await openPage(browser, `/frontdesk/${graz.id}/${key}`, {
      size: DESKTOP,
    });
    await page.getByRole('heading', { name: 'Abholbereit' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('shows the number of a confirmed order big enough for across the room on a 1080p screen', async () => {
    const { order } = await placeOrder(await loadShop(), 'graz-hauptplatz');
    await admin.post(`/api/orders/${order.id}/status/confirm`, {});
    const { page, context } = await openPage(browser, `/frontdesk/${graz.id}/${key}`, {
      size: { width: 1920, height: 1080 },
    });
    const preparing = page.getByRole('region', { name: 'In Zubereitung' });
    const ticket = preparing.getByText(String(order.ticketNumber), { exact: true });
    await ticket.waitFor();
    const box = await ticket.boundingBox();
    // At least 12% of the screen height (130 px of 1080).
    expect(box!.height).toBeGreaterThanOrEqual(0.12 * 1080);
    await screenshot(page, 'frontdesk-numbers');
    await context.close();
  });

  it('says in German that the display is switched off, and the feed answers 404', async () => {
    await admin.post('/api/config', { enablePluginFrontdesk: false });
    const feed = await new ApiClient().request('GET', `/api/orders/frontdesk/${graz.id}/${key}`);
    expect(feed.status).toBe(404);
    expect(feed.body.errors).toEqual([{ message: 'Die Abholanzeige ist nicht aktiviert.' }]);

    const { page, context } = await openPage(browser, `/frontdesk/${graz.id}/${key}`, {
      size: DESKTOP,
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Die Abholanzeige ist nicht aktiviert.' })
      .waitFor();
    await screenshot(page, 'frontdesk-disabled');
    await context.close();
  });
});
