import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminClient } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { openPage, screenshot } from './support/browser';
import { ROOT, startServer, stopServer, type ServerState } from './support/server';

const OFFLINE_TEXT = 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.';
const WORKER = '/build/service-worker.js';

/** The name of the cache the worker that controls the page fills (one per build). */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The script of the worker that controls the page, null while none does. */
const controller = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/**
 * storefront.md §4 and §7, the installable app: with the PWA plugin on, the service worker
 * at /build/service-worker.js (scope /) takes over the pages, a new deploy offers
 * 'App neustarten', a page opened offline still shows the shop with the offline warning,
 * and with the plugin off every worker is removed again.
 *
 * This file runs its own server on a copy of storefront/dist, so that it can deploy a new
 * build under the worker's fixed name without touching the build the other suites use.
 */
describe('the installable app (PWA plugin)', () => {
  let browser: Browser;
  let server: { state: ServerState; child: ChildProcess };
  let deployed: string;
  const suiteServer = process.env.E2E_BASE_URL;

  beforeAll(async () => {
    deployed = mkdtempSync(join(tmpdir(), 'bestellwerk-storefront-'));
    cpSync(join(ROOT, 'storefront/dist'), deployed, { recursive: true });
    [server, browser] = await Promise.all([
      startServer({ STOREFRONT_DIR: deployed }),
      launchChromium(),
    ]);
    // openPage and the API helpers talk to E2E_BASE_URL: this file's own server.
    process.env.E2E_BASE_URL = server.state.baseUrl;
    const admin = await adminClient();
    await admin.post('/api/config', { enablePluginPWA: true });
  }, 120_000);
  afterAll(async () => {
    process.env.E2E_BASE_URL = suiteServer;
    await browser?.close();
    await stopServer(server?.child, server?.state);
    rmSync(deployed, { recursive: true, force: true });
  });

  it('registers the worker for the whole site, offers the next deploy and restarts into it', async () => {
    const { page, context } = await openPage(browser, '/store/graz-hauptplatz');
    await eventuallyEqual(() => controller(page), `${server.state.baseUrl}${WORKER}`, {
      timeout: 15_000,
    });
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.scope,
    );
    expect(scope).toBe(`${server.state.baseUrl}/`);
    const [firstCache] = await cacheNames(page);
    expect(firstCache).toMatch(/^bestellwerk-/);
    expect(await page.getByRole('button', { name: 'App neustarten' }).count()).toBe(0);

    // A new build is deployed: the worker's bytes change under the same name.
    const workerFile = join(deployed, 'build/service-worker.js');
    const source = readFileSync(workerFile, 'utf8');
    const oldBuild = firstCache.slice('bestellwerk-'.length);
    expect(source).toContain(oldBuild);
    writeFileSync(workerFile, source.replaceAll(oldBuild, `${oldBuild}neu`));

    // The app looks for it 2.5 s after start; the new worker waits while the old one serves.
    await page.reload();
    const restart = page.getByRole('button', { name: 'App neustarten' });
    await restart.waitFor({ timeout: 20_000 });
    await page.getByText('Eine neue Version des Shops ist verfügbar.').waitFor();
    await screenshot(page, 'pwa-update');

    // 'App neustarten': the new worker takes over, the page reloads once, the old cache goes.
    await Promise.all([page.waitForEvent('load'), restart.click()]);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await eventuallyEqual(() => cacheNames(page), [`bestellwerk-${oldBuild}neu`], {
      timeout: 15_000,
    });
    expect(await restart.count()).toBe(0);
    expect(await controller(page)).toBe(`${server.state.baseUrl}${WORKER}`);
    await context.close();
  });

  it('opens a branch page offline from the cached shop, with the offline warning', async () => {
    const { page, context } = await openPage(browser, '/');
    await eventuallyEqual(() => controller(page), `${server.state.baseUrl}${WORKER}`, {
      timeout: 15_000,
    });
    // The app's own files are kept once a page under the worker has loaded them.
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

    await context.setOffline(true);
    await page.goto('/store/wien-neubau');
    await page.getByText(OFFLINE_TEXT).waitFor();
    // The shop's frame is there (its footer), not the browser's "no internet" page.
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'pwa-offline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).first().click();
    await page.getByRole('heading', { name: 'Wien Neubau', level: 1 }).waitFor();
    expect(await page.getByText(OFFLINE_TEXT).count()).toBe(0);
    await context.close();
  });

  it('removes every worker once the plugin is switched off', async () => {
    const { page, context } = await openPage(browser, '/');
    await eventuallyEqual(() => controller(page), `${server.state.baseUrl}${WORKER}`, {
      timeout: 15_000,
    });
    const admin = await adminClient();
    await admin.post('/api/config', { enablePluginPWA: false });
    await page.reload();
    await eventuallyEqual(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      0,
      { timeout: 15_000 },
    );
    await context.close();
  });
});
