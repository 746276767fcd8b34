import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CacheInvalidation } from '../../../src/modules/public-cache';
import { PageCache, visitorPageKey } from '../../../src/modules/storefront-host/page-cache';
import { registerStorefront } from '../../../src/modules/storefront-host/storefront-host';
import { registerPublicReads } from '../../../src/modules/start-data';

const MINUTE = 60_000;

/**
 * The visitors' kept pages: rendered once per content generation and minute, answered as
 * ready bytes (also before routing, on the server's own door), never for a session.
 */
describe('kept storefront pages', () => {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-kept-'));
  const app = Fastify();
  const invalidation = new CacheInvalidation();
  // A quarter past noon, moved on by the tests.
  let now = Date.UTC(2026, 10, 29, 12, 15, 0);
  const pages = new PageCache(invalidation, join(dist, 'index.html'), () => now, 3);
  /** Every start-data read of the renderer: one per render. */
  let renders = 0;
  let shopName = 'Café Rosmarin';

  const template = (script: string) =>
    `<!doctype html><head><title>Online bestellen</title><script defer src="/build/${script}.js"></script></head><div id="root"></div>`;

  beforeAll(async () => {
    mkdirSync(join(dist, 'build'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'index.html'), template('main.0123456789'));
    writeFileSync(
      join(dist, 'server', 'render.cjs'),
      `exports.render = (input) => {
        if (input.path === '/nirgends') return { head: '<title>x</title>', html: '<main>404</main>', status: 404 };
        if (input.path === '/kaputt') throw new Error('render failed');
        return {
          status: 200,
          head: '<title>' + input.shop.config.shopName + '</title>',
          html: '<main>' + input.path + ' ' + (input.consentDecided ? 'gewählt' : 'Banner') + ' ' + 'x'.repeat(2000) + '</main>',
        };
      };`,
    );
    app.get('/api/init', async (request) => {
      renders += 1;
      const staff = /bestellwerk\.sid=/.test(request.headers.cookie ?? '');
      return {
        data: {
          config: { shopName },
          user: staff ? { id: 1, username: 'admin' } : null,
          branches: [],
        },
      };
    });
    registerStorefront(app, dist, async () => null, pages);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    pages.clear();
    renders = 0;
  });

  it("renders a visitor's page once and answers it as ready bytes in every coding, 304 when current", async () => {
    const first = await app.inject({ url: '/ueber-uns', headers: { host: 'shop.example.at' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<main>/ueber-uns Banner');
    const again = await app.inject({
      url: '/ueber-uns?utm_source=flyer',
      headers: { host: 'shop.example.at', 'accept-encoding': 'br, gzip' },
    });
    expect(renders).toBe(1);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    const gzipped = await app.inject({
      url: '/ueber-uns',
      headers: { host: 'shop.example.at', 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    const unchanged = await app.inject({
      url: '/ueber-uns',
      headers: { host: 'shop.example.at', 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(renders).toBe(1);
  });

  it('renders once for a rush of first visitors', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({ url: '/store/graz', headers: { host: 'shop.example.at' } }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(renders).toBe(1);
  });

  it("keeps each cookie choice and address apart, and never a session's page", async () => {
    const ask = (cookie?: string, host = 'shop.example.at') =>
      app.inject({ url: '/', headers: { host, ...(cookie ? { cookie } : {}) } });
    expect((await ask()).body).toContain('Banner');
    expect((await ask('cookie-consent=1')).body).toContain('gewählt');
    expect((await ask('cookie-consent=0')).body).toContain('gewählt');
    await ask('cookie-consent=1');
    await ask(undefined, 'filiale.example.at');
    expect(renders).toBe(4);
    // Staff: the start data names the user (and drafts are theirs to see): rendered each time.
    const staff = await ask('bestellwerk.sid=abc');
    await ask('bestellwerk.sid=abc');
    expect(renders).toBe(6);
    expect(staff.headers['content-encoding']).toBeUndefined();
    expect(visitorPageKey('GET', '/', { cookie: 'bestellwerk.sid=abc' })).toBeNull();
    expect(visitorPageKey('POST', '/', {})).toBeNull();
    expect(visitorPageKey('GET', '/api/init', {})).toBeNull();
  });

  it('drops every page on a change of the catalogue or the content, not on other topics', async () => {
    await app.inject({ url: '/ueber-uns' });
    await invalidation.invalidate(['devices']);
    await app.inject({ url: '/ueber-uns' });
    expect(renders).toBe(1);
    shopName = 'Café Salbei';
    await invalidation.invalidate(['catalog']);
    const changed = await app.inject({ url: '/ueber-uns' });
    expect(changed.body).toContain('<title>Café Salbei</title>');
    expect(renders).toBe(2);
  });

  it('keeps a page until its minute is over, and not past a new build', async () => {
    await app.inject({ url: '/' });
    now += 44_000; // 12:15:44
    await app.inject({ url: '/' });
    expect(renders).toBe(1);
    now = Math.ceil(now / MINUTE) * MINUTE; // 12:16:00: opening states may change
    await app.inject({ url: '/' });
    expect(renders).toBe(2);
    // A new build names other scripts: its shell replaces the kept pages' one.
    writeFileSync(join(dist, 'index.html'), template('main.abcdefabcd'));
    const mtime = new Date(now + 5000);
    utimesSync(join(dist, 'index.html'), mtime, mtime);
    now += 2000;
    const rebuilt = await app.inject({ url: '/' });
    expect(rebuilt.body).toContain('/build/main.abcdefabcd.js');
    expect(renders).toBe(3);
  });

  it('keeps neither a 404 nor a failed render, and at most its bound of pages', async () => {
    const missing = await app.inject({ url: '/nirgends' });
    await app.inject({ url: '/nirgends' });
    expect(missing.statusCode).toBe(404);
    const broken = await app.inject({ url: '/kaputt' });
    await app.inject({ url: '/kaputt' });
    expect(broken.body).toContain('<title>Online bestellen</title>');
    expect(renders).toBe(4);
    expect(pages.size).toBe(0);
    for (const path of ['/a', '/b', '/c', '/a', '/d']) await app.inject({ url: path });
    // Bound 3: '/b' was the least recently asked when '/d' came.
    expect(pages.size).toBe(3);
    renders = 0;
    await app.inject({ url: '/a' });
    await app.inject({ url: '/b' });
    expect(renders).toBe(1);
  });

  it('answers a kept page on the server door before routing, byte for byte', async () => {
    // The door of app.factory: the start data's listener, serving the kept pages.
    const doors = registerPublicReads();
    doors.serveReady((request) => pages.peekRequest(request));
    let routed = 0;
    const server = createServer(
      doors.listener((request, response) => {
        routed += 1;
        app.routing(request, response);
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const get = () =>
      new Promise<string>((done, fail) =>
        httpRequest({ port, path: '/ueber-uns', headers: { host: 'shop.example.at' } }, (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('end', () => done(Buffer.concat(chunks).toString()));
        })
          .on('error', fail)
          .end(),
      );
    try {
      const first = await get();
      const second = await get();
      expect(second).toBe(first);
      expect(routed).toBe(1);
      expect(renders).toBe(1);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
