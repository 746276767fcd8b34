import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EARLY_TAPS_SCRIPT,
  timeZoneOffsetMs,
  zoneOffsets,
  type ZoneOffsets,
} from '@bestellwerk/domain';
import {
  STOREFRONT_NOT_BUILT,
  registerStorefront,
} from '../../../src/modules/storefront-host/storefront-host';

describe('the storefront on the API origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(dist, 'build'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'build', 'main.abc123.js'), 'console.log(1)');
    app.get('/api/health', async () => ({ data: { status: 'ok' } }));
    registerStorefront(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every page path with the HTML shell, never cached', async () => {
    // Without the server render (not built) the app's router decides in the browser.
    for (const url of ['/', '/store/graz-hauptplatz', '/status/u/h', '/impressum', '/nirgends']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and nothing outside the build folder', async () => {
    const asset = await app.inject({ url: '/build/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('max-age=31536000, immutable');
    const again = await app.inject({
      url: '/build/main.abc123.js',
      headers: { 'if-none-match': String(asset.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/build/..%2Findex.html', '/build/missing.js', '/build/main.abc123.exe']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('leaves the API alone: its routes answer, unknown API paths are JSON 404s', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ data: { status: 'ok' } });
    const unknown = await app.inject({ url: '/api/gibt-es-nicht' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });

  it('says in German that the storefront is not built yet', async () => {
    const empty = Fastify();
    registerStorefront(empty, join(dist, 'nicht-da'));
    const reply = await empty.inject({ url: '/' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ errors: [{ message: STOREFRONT_NOT_BUILT }] });
    await empty.close();
  });
});

describe('the server-rendered storefront pages', () => {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-ssr-'));
  const app = Fastify();
  const seenCookies: (string | undefined)[] = [];
  let themeRequests = 0;

  beforeAll(async () => {
    mkdirSync(join(dist, 'build'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><head><meta name="theme-color" content="#058243"><link rel="stylesheet" href="/api/fonts/theme.css"><title>Online bestellen</title><script defer src="/build/react.9876543210.js"></script><script defer src="/build/main.0123456789.js"></script></head><div id="root"></div>',
    );
    // A stand-in for storefront/dist/server/render.cjs that shows what it was given.
    writeFileSync(
      join(dist, 'server', 'render.cjs'),
      `exports.render = (input) => {
        if (input.path === '/kaputt') throw new Error('render failed');
        if (input.path === '/nirgends' || input.path === '/store/atlantis') {
          return { head: '<title>x</title>', html: '<main><h1>404 Not Found</h1></main>', status: 404 };
        }
        const branch = /^[/]store[/][^/]+[/]?$/.test(input.path);
        const site = (input.shop.sites || []).find((candidate) => '/' + candidate.path === input.path);
        if (site) {
          const block = input.shop.blocks.find((candidate) => candidate.id === site.content[0].value.block);
          return { status: 200, head: '<title>' + site.title + '</title>', html: '<main><h1>' + site.title + '</h1>' + block.content[0].value.text + ' (' + input.shop.siteTypes[0].type + ')</main>' };
        }
        return {
          status: 200,
          head: '<title>' + input.shop.config.shopName + '</title><link rel="canonical" href="' + input.origin + input.path + '" />',
          html: input.path === '/' || branch ? '<main>' + input.shop.branches.map((b) => b.name).join(',') + (input.menu ? ' ' + input.menu.name : '') + '</main>' : '',
        };
      };`,
    );
    app.get('/api/init', async (request) => {
      seenCookies.push(request.headers.cookie);
      return {
        data: {
          version: '1.7.2-dev',
          config: { shopName: 'Café </script> Rosmarin' },
          user: null,
          branches: [{ id: 4, identifier: 'graz', name: 'Graz', timezone: 'Europe/London' }],
          tags: [],
          products: [{ id: 1, name: 'not for the page' }],
          sites: [
            {
              id: 2,
              path: 'ueber-uns',
              title: 'Über uns',
              content: [{ type: 'teaser', value: { block: 6 } }],
            },
          ],
          blocks: [{ id: 6, content: [{ type: 'text', value: { text: 'Seit 2009 in Graz.' } }] }],
          siteTypes: [{ type: 'landing', label: 'Landingpage', blocks: [] }],
        },
      };
    });
    app.get('/api/branches/4/menus', async () => ({ data: [{ id: 9, name: 'Karte' }] }));
    app.get('/api/fonts/theme.css', async (request, reply) => {
      themeRequests += 1;
      if (request.headers['if-none-match'] === '"lato"') return reply.status(304).send();
      return reply
        .header('etag', '"lato"')
        .type('text/css')
        .send(":root {\n  --font-body: 'Lato', system-ui, sans-serif;\n}\n");
    });
    registerStorefront(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the branch page with its head, markup and the data the app starts from', async () => {
    const reply = await app.inject({
      url: '/store/graz',
      headers: { host: 'shop.example.at', cookie: 'sid=abc' },
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.body;
    expect(body).toContain('<title>Café </script> Rosmarin</title>');
    expect(body).toContain('<link rel="canonical" href="http://shop.example.at/store/graz" />');
    expect(body).not.toContain('theme-color');
    expect(body).toContain('<div id="root"><main>Graz Karte</main></div>');
    const data = /window\.__BESTELLWERK__=(.*?)<\/script>/.exec(body)![1];
    // The shop name's </script> is escaped in the inline data, which still parses.
    expect(data).not.toContain('</script>');
    const parsed = JSON.parse(data);
    expect(parsed.path).toBe('/store/graz');
    expect(parsed.menu).toEqual({ id: 9, name: 'Karte' });
    expect(parsed.shop.products).toBeUndefined();
    expect(parsed.shop.branches).toEqual([
      { id: 4, identifier: 'graz', name: 'Graz', timezone: 'Europe/London' },
    ]);
    // The API is asked as the visitor: with the visitor's cookie.
    expect(seenCookies.at(-1)).toBe('sid=abc');
    // The zones' offsets around the render (the default zone and the branch's), so the
    // browser reads opening states without Intl: from four days before to 92 days after.
    const renderedAt = Date.parse(parsed.renderedAt);
    expect(parsed.zoneOffsets.map((span: ZoneOffsets) => span.timeZone)).toEqual([
      'Europe/Vienna',
      'Europe/London',
    ]);
    for (const span of parsed.zoneOffsets as ZoneOffsets[]) {
      expect(span).toEqual(
        zoneOffsets(span.timeZone, renderedAt - 4 * 86_400_000, renderedAt + 92 * 86_400_000),
      );
      expect(span.from).toBeLessThanOrEqual(renderedAt - 4 * 86_400_000);
      expect(span.to).toBeGreaterThanOrEqual(renderedAt + 92 * 86_400_000);
      expect(span.offsets[0][1] * 60_000).toBe(timeZoneOffsetMs(span.from, span.timeZone));
    }
  });

  it('carries the theme fonts inline and starts the app after the page has loaded, keeping early taps', async () => {
    const first = await app.inject({ url: '/store/graz' });
    const again = await app.inject({ url: '/' });
    for (const reply of [first, again]) {
      // No request before the first paint: the fonts' CSS is in the page (the second from
      // the renderer's copy, revalidated with its ETag).
      expect(reply.body).not.toContain('href="/api/fonts/theme.css"');
      expect(reply.body).toContain(
        "<style>:root {\n  --font-body: 'Lato', system-ui, sans-serif;\n}\n</style>",
      );
      // The app's code is fetched after the page's load and the frame after it (or 3 s),
      // not before its paint …
      expect(reply.body).not.toContain('<script defer');
      expect(reply.body).toContain(
        "addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(start,0)})});setTimeout(start,3000)",
      );
      // React and the app, inserted in the build's order and run in it (async=false).
      expect(reply.body).toContain(
        '["/build/react.9876543210.js","/build/main.0123456789.js"].forEach(function(u){var s=document.createElement(\'script\');s.src=u;s.async=false;document.head.appendChild(s)})',
      );
      // … and a tap before it is kept, by a keeper that runs before the markup.
      const keeper = reply.body.indexOf(`<script>${EARLY_TAPS_SCRIPT}</script>`);
      expect(keeper).toBeGreaterThan(0);
      expect(keeper).toBeLessThan(reply.body.indexOf('<div id="root">'));
    }
    expect(themeRequests).toBeGreaterThanOrEqual(2);
    // A page rendered in the browser needs its code at once: the deferred script stays.
    const checkout = await app.inject({ url: '/store/graz/checkout' });
    expect(checkout.body).toContain(
      '<script defer src="/build/react.9876543210.js"></script><script defer src="/build/main.0123456789.js"></script>',
    );
    expect(checkout.body).not.toContain('__bwTaps');
    expect(checkout.body).toContain('--font-body');
  });

  it('answers a path no page answers with the 404 page and its status, never cached', async () => {
    for (const url of ['/nirgends', '/store/atlantis']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root"><main><h1>404 Not Found</h1></main></div>');
    }
    expect((await app.inject({ url: '/store/graz' })).statusCode).toBe(200);
  });

  it("gives a branch's checkout the shop and the menu as data, its page rendered in the browser", async () => {
    for (const url of ['/store/graz/checkout', '/store/graz/checkout/error']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<div id="root"></div><script>window.__BESTELLWERK__=');
      const data = JSON.parse(/window\.__BESTELLWERK__=(.*?)<\/script>/.exec(reply.body)![1]);
      expect(data.path).toBe(url);
      expect(data.menu).toEqual({ id: 9, name: 'Karte' });
      expect(data.shop.branches).toEqual([
        { id: 4, identifier: 'graz', name: 'Graz', timezone: 'Europe/London' },
      ]);
      expect(data.zoneOffsets.map((span: ZoneOffsets) => span.timeZone)).toEqual([
        'Europe/Vienna',
        'Europe/London',
      ]);
    }
    // An unknown branch's checkout gets no data: its 404 is the browser's.
    const unknown = await app.inject({ url: '/store/atlantis/checkout' });
    expect(unknown.body).not.toContain('__BESTELLWERK__');
  });

  it('renders a content page from the sites, blocks and site types of the start data, the app starting from them', async () => {
    const reply = await app.inject({ url: '/ueber-uns' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(
      '<div id="root"><main><h1>Über uns</h1>Seit 2009 in Graz. (landing)</main></div>',
    );
    const data = JSON.parse(/window\.__BESTELLWERK__=(.*?)<\/script>/.exec(reply.body)![1]);
    expect(data.path).toBe('/ueber-uns');
    expect(Object.keys(data.shop)).toEqual(
      expect.arrayContaining(['sites', 'blocks', 'siteTypes']),
    );
  });

  it("moves the legal pages' former addresses for good (301), keeping the query", async () => {
    for (const [from, to] of [
      ['/site/terms-and-conditions', '/agb'],
      ['/site/privacy', '/datenschutz'],
      ['/site/imprint/', '/impressum'],
      ['/site/allergens?utm_source=x', '/allergene?utm_source=x'],
    ]) {
      const reply = await app.inject({ url: from });
      expect([from, reply.statusCode, reply.headers.location]).toEqual([from, 301, to]);
    }
    expect((await app.inject({ url: '/site/ueber-uns' })).statusCode).toBe(200);
  });

  it('gives other pages their head only, and falls back to the plain shell on failure', async () => {
    const status = await app.inject({ url: '/status/u/h' });
    expect(status.body).toContain('<div id="root"></div>');
    expect(status.body).toContain('<title>Café </script> Rosmarin</title>');
    expect(status.body).not.toContain('__BESTELLWERK__');
    const broken = await app.inject({ url: '/kaputt' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<title>Online bestellen</title>');
  });
});

describe('the installable app: manifest and icons', () => {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-app-'));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app.get('/api/config', async () => ({
      data: { shopName: 'Café Rosmarin', description: 'Frühstück und Kuchen' },
    }));
    registerStorefront(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Width and height from a PNG's IHDR chunk. */
  const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

  it('names the app after the shop, whole, and lists icons that exist at their sizes', async () => {
    const reply = await app.inject({ url: '/manifest.webmanifest' });
    expect(reply.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = reply.json();
    expect(manifest).toMatchObject({
      name: 'Café Rosmarin',
      short_name: 'Café Rosmarin',
      description: 'Frühstück und Kuchen',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await app.inject({ url: icon.src });
      expect(png.headers['content-type']).toBe('image/png');
      expect(pngSize(png.rawPayload).join('x')).toBe(icon.sizes);
    }
    expect((await app.inject({ url: '/icons/icon-64.png' })).statusCode).toBe(404);
  });

  it('answers /favicon.ico with the shop icon instead of rendering the 404 page', async () => {
    const reply = await app.inject({ url: '/favicon.ico' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(pngSize(reply.rawPayload)).toEqual([48, 48]);
  });
});
