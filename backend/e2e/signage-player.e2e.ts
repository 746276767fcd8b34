import { eventually, launchChromium } from '@bestellwerk/test-support';
import type { Browser, Page } from 'playwright-core';
import { AdminClient } from './admin-client';
import { ProductServer } from './server';

/** Ports of this suite (the machine's other projects use their own). */
const PORT = Number(process.env.SIGNAGE_E2E_PORT ?? 42310);

interface Device {
  id: number;
  isOnline: boolean;
  lastHeartbeatAt: string | null;
  command: { id: string; state: string } | null;
}

/**
 * Issue 18's browser test: a TV pairs by the code on its screen, shows the menu board of
 * its scene and follows a price change within 5 s, obeys show-scene and its abort, plays
 * on from its cache when the server is gone (even after a reload), and beats again once
 * the server is back.
 */
describe('the signage player in a browser', () => {
  const server = new ProductServer(PORT);
  let browser: Browser;
  let page: Page;
  let admin: AdminClient;
  let tvId: number;

  beforeAll(async () => {
    server.prepare();
    [, browser] = await Promise.all([server.start(), launchChromium()]);
    admin = await new AdminClient(server.baseUrl).login();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server.close();
  });

  const device = async () =>
    (await admin.request<Device>('GET', `/api/digital-signage-devices/${tvId}`)).data;
  const sceneId = async (path: string) =>
    (await admin.request<{ id: number }[]>('GET', `/api/scenes?search=${path}`)).data.find(Boolean)!
      .id;

  it('shows a pairing code; paired in the back office, it plays the menu board', async () => {
    await page.goto(`${server.baseUrl}/signage/device`);
    const code = (await page.locator('.pairing-code').textContent({ timeout: 15_000 }))!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(page.url()).toBe(`${server.baseUrl}/signage/device/${code}`);
    const created = await admin.request<{ id: number }>('POST', '/api/digital-signage-devices', {
      identifier: 'tv-graz-theke',
      name: 'TV Theke',
      branch: {
        id: (await admin.request<{ id: number }[]>('GET', '/api/branches?search=graz')).data[0].id,
      },
      scene: { id: await sceneId('graz-hauptplatz-menue') },
    });
    expect(created.status).toBe(201);
    tvId = created.data.id;
    const paired = await admin.request<Device>(
      'POST',
      `/api/digital-signage-devices/${tvId}/pair`,
      {
        code,
      },
    );
    expect(paired.status).toBe(200);
    await page.locator('.menu-board').first().waitFor({ timeout: 20_000 });
    await eventually(async () => ((await device()).isOnline ? true : undefined), {
      timeout: 20_000,
    });
  });

  it('follows a price change of the catalogue within 5 seconds', async () => {
    const products = await admin.request<{ id: number; name: string; price: number }[]>(
      'GET',
      '/api/products?search=Espresso',
    );
    const espresso = products.data.find((p) => p.name === 'Espresso')!;
    const item = page.locator(`.menu-item[data-product-id="${espresso.id}"] .menu-price`).first();
    expect(await item.textContent()).toBe('2,60 €');
    const changed = Date.now();
    expect(
      (await admin.request('PUT', `/api/products/${espresso.id}`, { price: 2.95 })).status,
    ).toBe(200);
    await page.waitForFunction(
      (id) =>
        document.querySelector(`.menu-item[data-product-id="${id}"] .menu-price`)?.textContent ===
        '2,95 €',
      espresso.id,
      { timeout: 5_000 },
    );
    expect(Date.now() - changed).toBeLessThan(5_000);
  });

  it('shows another scene on command and goes back when it is aborted', async () => {
    const sent = await admin.request<Device>(
      'POST',
      `/api/digital-signage-devices/${tvId}/command`,
      {
        command: 'show-scene',
        sceneId: await sceneId('graz-hauptplatz-abholung'),
      },
    );
    expect(sent.status).toBe(200);
    await page.locator('.order-board').first().waitFor({ timeout: 10_000 });
    await eventually(async () =>
      (await device()).command?.state === 'delivered' ? true : undefined,
    );
    const aborted = await admin.request<Device>(
      'POST',
      `/api/digital-signage-devices/${tvId}/command/abort`,
    );
    expect(aborted.status).toBe(200);
    expect(aborted.data.command!.state).toBe('aborted');
    await page.locator('.menu-board').first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.order-board').count()).toBe(0);
  });

  it('plays on from its cache when the server is gone, even after a reload', async () => {
    // One load under the service worker's control, so it holds page, script and data.
    await page.reload();
    await page.locator('.menu-board').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await server.kill();
    await page.waitForFunction(() => document.body.dataset.connection === 'offline', undefined, {
      timeout: 15_000,
    });
    expect(await page.locator('.menu-board').count()).toBeGreaterThan(0);
    await page.reload();
    await page.locator('.menu-board').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.menu-item').count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.body.dataset.connection)).toBe('offline');
  });

  it('connects again when the server is back and its heartbeat resumes', async () => {
    const before = Date.now() - 1000;
    await server.start();
    await page.waitForFunction(() => document.body.dataset.connection === 'online', undefined, {
      timeout: 45_000,
    });
    const seen = await eventually(
      async () => {
        const tv = await device();
        return tv.lastHeartbeatAt && Date.parse(tv.lastHeartbeatAt) > before ? tv : undefined;
      },
      { timeout: 20_000 },
    );
    expect(seen.isOnline).toBe(true);
  });
});
