import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, adminPage, freePort, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(180_000);

/** Screenshots land here (gitignored). */
const OUTPUT = join(ROOT, 'shell/test-output');
const CATALOG_DIST = join(ROOT, 'mfe-catalog/dist');
const LOAD_ERROR = 'Das Modul „Produktkataloge“ konnte nicht geladen werden.';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * mfe-catalog's build on a host of its own, as a CDN would serve it: another origin, so
 * every answer carries Access-Control-Allow-Origin; manifest and entry never cached.
 */
class RemoteHost {
  private server: Server | null = null;
  readonly requested: string[] = [];

  constructor(readonly port: number) {}

  get manifestUrl() {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    const server = createServer((request, reply) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      this.requested.push(path);
      const file = join(CATALOG_DIST, path);
      if (!file.startsWith(CATALOG_DIST) || !existsSync(file) || path.endsWith('/')) {
        reply.writeHead(404, { 'access-control-allow-origin': '*' }).end();
        return;
      }
      const hashed = /\.[0-9a-f]{10}\./.test(path);
      reply.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      reply.end(readFileSync(file));
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.server = server;
  }

  /** Gone, as a host that is down: open keep-alive connections are cut too. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
  }
}

/**
 * Independent deployment (backoffice-api.md, README "Back office"): the shell finds the
 * catalogue remote wherever BACKOFFICE_REMOTES says, keeps working while that host is down,
 * and its „Erneut versuchen“ loads the area once the host is back — no shell rebuild, no
 * server restart.
 */
describe('a remote deployed on its own host', () => {
  let remote: RemoteHost;
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(join(CATALOG_DIST, 'mf-manifest.json')))
      throw new Error('mfe-catalog/dist fehlt – zuerst bauen: npx nx run mfe-catalog:build');
    mkdirSync(OUTPUT, { recursive: true });
    remote = new RemoteHost(await freePort());
    await remote.start();
    product = await startProduct({
      BACKOFFICE_REMOTES: `orders=/backend/remotes/orders/mf-manifest.json,catalog=${remote.manifestUrl}`,
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await remote?.stop();
  });

  it('names the remote host to the shell', async () => {
    const reply = await fetch(`${product.url}/api/backoffice/remotes`);
    const body = (await reply.json()) as { data: Record<string, string> };
    expect(body.data.catalog).toBe(remote.manifestUrl);
  });

  it('opens the catalogue from the other host', async () => {
    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await page.getByPlaceholder('Produkte suchen').waitFor({ timeout: 30_000 });
    await page
      .getByRole('row', { name: /Espresso/ })
      .first()
      .waitFor();
    expect(remote.requested).toContain('/mf-manifest.json');
    expect(remote.requested).toContain('/remoteEntry.js');
  });

  it('keeps the shell working while that host is down, with the German error and a retry', async () => {
    await remote.stop();
    await page.reload();
    const error = page.getByRole('alert').filter({ hasText: LOAD_ERROR });
    await error.waitFor({ timeout: 30_000 });
    await error.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'deploy-remote-down-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'deploy-remote-down-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The shell's own areas are unaffected.
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Wien Neubau' }).first().waitFor();
    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await error.waitFor({ timeout: 30_000 });
  });

  it('loads the area with „Erneut versuchen“ once the host is back', async () => {
    const before = remote.requested.length;
    await remote.start();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByPlaceholder('Produkte suchen').waitFor({ timeout: 30_000 });
    await page
      .getByRole('row', { name: /Espresso/ })
      .first()
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: LOAD_ERROR }).count()).toBe(0);
    expect(remote.requested.slice(before)).toContain('/mf-manifest.json');
    await page.screenshot({ path: join(OUTPUT, 'deploy-remote-back-desktop.png') });
  });
});
