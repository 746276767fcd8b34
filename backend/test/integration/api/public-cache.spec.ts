import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CacheInvalidation,
  RedisCacheInvalidation,
} from '../../../src/modules/public-cache/cache-invalidation';
import { CATALOG_ENTITIES } from '../../../src/modules/public-cache/cache-change.subscriber';
import { Product } from '../../../src/modules/catalog/entities/product.entity';
import { PublicReadCache } from '../../../src/modules/public-cache/public-read-cache';
import { Setting } from '../../../src/modules/settings/entities/setting.entity';
import { eventually } from '@bestellwerk/test-support';
import { statementCounter } from '../../support/statements';
import { Client, TestApi, startTestApi } from './harness';

type Row = { id: number; name: string; [key: string]: unknown };
type Menu = Row & { catalog: (Row & { products: Row[] })[] };
type Init = Record<string, unknown> & { config: { shopName: string }; products: Row[] };

/**
 * The statements of a read: the job runner's pollers (outbox relay, embedded queue) and the
 * embedded session store share the data source and run at any moment.
 */
const ofRead = (statements: string[]) =>
  statements.filter((sql) => !/\b(job_outbox|job_record|kv_entry)\b/.test(sql));

/**
 * Public reads (storefront.md §3, issue 13): the start data and the branch catalogues are
 * built once per catalogue version as ready bytes, revalidated by ETag, and every change —
 * through the admin API or any other TypeORM write, in any API process — is seen by the
 * next read.
 */
describe(`public reads: ready bytes, ETags and invalidation (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let visitor: Client;
  let grazId: number;

  const get = (app: NestFastifyApplication, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const menusOf = async (app: NestFastifyApplication, branchId: number) =>
    get(app, `/api/branches/${branchId}/menus`).then((reply) => reply.json()) as Promise<{
      data: Menu[];
    }>;
  const productNames = (menus: Menu[]) =>
    menus.flatMap((menu) =>
      menu.catalog.flatMap((category) => category.products.map((p) => p.name)),
    );

  // A stand-in for the storefront's build whose server render prints what it was given.
  const storefront = mkdtempSync(join(tmpdir(), 'storefront-public-cache-'));

  beforeAll(async () => {
    mkdirSync(join(storefront, 'build'));
    mkdirSync(join(storefront, 'server'));
    writeFileSync(
      join(storefront, 'index.html'),
      '<!doctype html><title>x</title><div id="root"></div>',
    );
    writeFileSync(
      join(storefront, 'server', 'render.cjs'),
      `exports.render = (input) => ({
        status: 200,
        head: '<title>' + input.shop.config.shopName + '</title>',
        html: '<main>' + (input.menu ? input.menu.catalog.flatMap((c) => c.products.map((p) => p.name)).join('|') : '') + '</main>',
      });`,
    );
    api = await startTestApi({ STOREFRONT_DIR: storefront });
    admin = await api.admin();
    visitor = api.client();
    const branches = (
      await visitor.get<{ data: { id: number; identifier: string }[] }>('/api/branches')
    ).body.data;
    grazId = branches.find((branch) => branch.identifier === 'graz-hauptplatz')!.id;
  });
  afterAll(async () => {
    await api?.close();
    rmSync(storefront, { recursive: true, force: true });
  });

  it('sends the same bytes to every visitor, with a strong ETag, revalidated with 304', async () => {
    for (const url of ['/api/init', `/api/branches/${grazId}/menus`]) {
      const first = await get(api.app, url);
      const second = await get(api.app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);

      const unchanged = await get(api.app, url, { 'if-none-match': String(first.headers.etag) });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);

      // The compressed forms are made once as well and decode to the very same bytes.
      const br = await get(api.app, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
      const gz = await get(api.app, url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(first.rawPayload)).toBe(true);
      expect(gz.headers.vary).toContain('Accept-Encoding');
      const revalidated = await get(api.app, url, {
        'accept-encoding': 'gzip',
        'if-none-match': String(gz.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('answers the same bytes whichever way the request takes (with a session cookie of no one)', async () => {
    for (const url of ['/api/init', `/api/branches/${grazId}/menus`]) {
      const direct = await get(api.app, url);
      const viaSession = await get(api.app, url, { cookie: 'bestellwerk.sid=niemand' });
      expect(viaSession.statusCode).toBe(200);
      expect(viaSession.headers.etag).toBe(direct.headers.etag);
      expect(viaSession.rawPayload.equals(direct.rawPayload)).toBe(true);
    }
    const unknown = await get(api.app, '/api/branches/999999/menus');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: 'Die Filiale wurde nicht gefunden.' }] });
    expect((await get(api.app, '/api/branches/abc/menus')).statusCode).toBe(400);
  });

  it('answers the same over a socket, where ready answers are written before Fastify routes', async () => {
    await api.app.listen(0, '127.0.0.1');
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    const overSocket = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          request({ host: '127.0.0.1', port, path, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
            .on('error', reject)
            .end();
        },
      );
    const encodings: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }];
    for (const url of ['/api/init', `/api/branches/${grazId}/menus`]) {
      for (const headers of encodings) {
        const injected = await get(api.app, url, headers);
        const socket = await overSocket(url, headers);
        expect(socket.status).toBe(200);
        for (const header of ['etag', 'content-type', 'content-encoding', 'cache-control', 'vary'])
          expect({ header, value: socket.headers[header] }).toEqual({
            header,
            value: injected.headers[header],
          });
        expect(socket.body.equals(injected.rawPayload)).toBe(true);
        const unchanged = await overSocket(url, {
          ...headers,
          'if-none-match': String(socket.headers.etag),
        });
        expect(unchanged.status).toBe(304);
        expect(unchanged.body.length).toBe(0);
      }
    }
    const unknown = await overSocket('/api/branches/999999/menus');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({
      errors: [{ message: 'Die Filiale wurde nicht gefunden.' }],
    });
  });

  it('gives the start data the lists the public list routes give', async () => {
    const init = (await visitor.get<{ data: Record<string, Row[]> }>('/api/init')).body.data;
    for (const list of [
      'divisions',
      'branches',
      'tables',
      'donatees',
      'menus',
      'categories',
      'products',
      'tags',
    ]) {
      const route = (await visitor.get<{ data: Row[] }>(`/api/${list}?perPage=1000`)).body.data;
      const byId = (rows: Row[]) => [...rows].sort((a, b) => a.id - b.id);
      expect({ list, rows: byId(init[list]) }).toEqual({ list, rows: byId(route) });
    }
    expect(init.user).toBeNull();
  });

  it('shows a change through the admin API on the next read, with a new ETag', async () => {
    const before = await get(api.app, `/api/branches/${grazId}/menus`);
    const initBefore = await get(api.app, '/api/init');
    const goulash = (before.json() as { data: Menu[] }).data[0].catalog[1].products.find((p) =>
      p.name.startsWith('Rindsgulasch'),
    )!;
    const renamed = await admin.put(`/api/products/${goulash.id}`, { name: 'Saftgulasch' });
    expect(renamed.status).toBe(200);

    const after = await get(api.app, `/api/branches/${grazId}/menus`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(productNames((after.json() as { data: Menu[] }).data)).toContain('Saftgulasch');
    const initAfter = await get(api.app, '/api/init', {
      'if-none-match': String(initBefore.headers.etag),
    });
    expect(initAfter.statusCode).toBe(200);
    expect((initAfter.json() as { data: Init }).data.products.map((p) => p.name)).toContain(
      'Saftgulasch',
    );

    // The shop configuration is part of the start data.
    expect((await admin.post('/api/config', { shopName: 'Café Neu' })).status).toBe(200);
    const config = (await visitor.get<{ data: Init }>('/api/init')).body.data.config;
    expect(config.shopName).toBe('Café Neu');
  });

  it('sees writes that bypass the entity (query builder updates and deletes, replaced catalogs)', async () => {
    const [menu] = (await menusOf(api.app, grazId)).data;
    const product = menu.catalog[0].products[0];
    await api.dataSource
      .createQueryBuilder()
      .update(Product)
      .set({ name: 'Frühstück „Graz“' })
      .where('id = :id', { id: product.id })
      .execute();
    expect(productNames((await menusOf(api.app, grazId)).data)).toContain('Frühstück „Graz“');

    // A new catalog deletes the old entries by query builder and writes the new ones.
    const menuId = menu.id;
    const first = menu.catalog[0];
    const replaced = await admin.put(`/api/menus/${menuId}`, {
      catalog: [{ id: first.id, products: [{ id: product.id }] }],
    });
    expect(replaced.status).toBe(200);
    const [now] = (await menusOf(api.app, grazId)).data;
    expect(now.catalog.map((category) => category.id)).toEqual([first.id]);
    expect(now.catalog[0].products.map((p) => p.id)).toEqual([product.id]);
  });

  it('lets staff bypass the shared answer: they see what visitors do not', async () => {
    const staff = await admin.get<{ data: unknown }>('/api/init');
    expect(staff.status).toBe(200);
    expect(staff.headers.etag).toBeUndefined();
    expect((staff.body.data as { user: { username: string } }).user.username).toBeTruthy();
  });

  it('reads the start data with a fixed number of statements, none while nothing changed', async () => {
    const counter = statementCounter(api.dataSource);
    try {
      const cache = api.app.get(PublicReadCache);
      const coldCount = async () => {
        cache.clear();
        await api.app.get(CacheInvalidation).invalidate(['settings']);
        const init = ofRead((await counter.during(() => get(api.app, '/api/init'))).statements);
        const menus = ofRead(
          (await counter.during(() => get(api.app, `/api/branches/${grazId}/menus`))).statements,
        );
        return { init: init.length, menus: menus.length };
      };
      const small = await coldCount();
      // 17 before the CMS, whose sites, navigations, blocks and nodes take one statement each.
      expect(small.init).toBeLessThanOrEqual(21);
      expect(small.menus).toBeLessThanOrEqual(8);

      const warm = await counter.during(async () => {
        await get(api.app, '/api/init');
        await get(api.app, `/api/branches/${grazId}/menus`);
      });
      expect(ofRead(warm.statements)).toEqual([]);

      // Sixty more products in the Graz menu, each with two images and two tags.
      const [menu] = (await menusOf(api.app, grazId)).data;
      const tags = (await visitor.get<{ data: Row[] }>('/api/tags')).body.data.slice(0, 2);
      const images = await api.dataSource.query(`SELECT id FROM image ORDER BY id LIMIT 2`);
      const created: { id: number }[] = [];
      for (let i = 0; i < 60; i++) {
        const reply = await admin.post<{ data: { id: number } }>('/api/products', {
          name: `Produkt ${i}`,
          price: 1 + i,
          tags: tags.map((tag) => ({ id: tag.id })),
          ...(images.length
            ? { images: images.map((row: { id: number }) => ({ id: Number(row.id) })) }
            : {}),
        });
        expect(reply.status).toBe(201);
        created.push(reply.body.data);
      }
      await admin.put(`/api/menus/${menu.id}`, {
        catalog: menu.catalog.map((category, index) => ({
          id: category.id,
          products: [
            ...category.products.map((p) => ({ id: p.id })),
            ...(index === 0 ? created.map((p) => ({ id: p.id })) : []),
          ],
        })),
      });
      expect(productNames((await menusOf(api.app, grazId)).data)).toContain('Produkt 59');
      expect(await coldCount()).toEqual(small);
    } finally {
      counter.restore();
    }
  });

  it('answers the first start-data read after a start from bytes built at start: at most 5 statements (none)', async () => {
    const before = await get(api.app, '/api/init');
    const other = await api.startSecondApp();
    const counter = statementCounter(other.get(DataSource));
    try {
      const first = await counter.during(() => get(other, '/api/init'));
      expect(first.result.statusCode).toBe(200);
      expect(ofRead(first.statements).length).toBeLessThanOrEqual(5);
      expect(ofRead(first.statements)).toEqual([]);
      // The very answer the running process gives.
      expect(first.result.headers.etag).toBe(before.headers.etag);
      expect(first.result.rawPayload.equals(before.rawPayload)).toBe(true);
    } finally {
      counter.restore();
    }
  });

  it('renders the branch page from the same answers: no statement while nothing changed', async () => {
    const page = async () => (await get(api.app, '/store/graz-hauptplatz')).body;
    expect(await page()).toContain('<main>');
    const counter = statementCounter(api.dataSource);
    try {
      const warm = await counter.during(page);
      expect(ofRead(warm.statements)).toEqual([]);
    } finally {
      counter.restore();
    }
    const [menu] = (await menusOf(api.app, grazId)).data;
    const product = menu.catalog[0].products[0];
    expect((await admin.put(`/api/products/${product.id}`, { name: 'Seitenwechsel' })).status).toBe(
      200,
    );
    expect((await admin.post('/api/config', { shopName: 'Café Seite' })).status).toBe(200);
    const changed = await page();
    expect(changed).toContain('Seitenwechsel');
    expect(changed).toContain('<title>Café Seite</title>');
  });

  it('watches every table the public answers are built from', () => {
    // Every relation reachable from the public answers' entities leads to a watched table.
    const watched = new Set<string>([...CATALOG_ENTITIES, Setting.name]);
    for (const entity of CATALOG_ENTITIES) {
      for (const relation of api.dataSource.getMetadata(entity).relations) {
        expect({
          from: entity,
          to: relation.inverseEntityMetadata.name,
          watched: watched.has(relation.inverseEntityMetadata.name),
        }).toEqual({ from: entity, to: relation.inverseEntityMetadata.name, watched: true });
      }
    }
  });

  if (process.env.TEST_DATABASE === 'mariadb') {
    it('shows a change made through one API process on the next reads of another', async () => {
      const other = await api.startSecondApp();
      await (other.get(CacheInvalidation) as RedisCacheInvalidation).whenReady();
      await (api.app.get(CacheInvalidation) as RedisCacheInvalidation).whenReady();
      const before = await get(other, `/api/branches/${grazId}/menus`);
      const initBefore = await get(other, '/api/init');
      expect(before.statusCode).toBe(200);
      const [menu] = (before.json() as { data: Menu[] }).data;
      const product = menu.catalog[0].products[0];

      expect(
        (await admin.put(`/api/products/${product.id}`, { name: 'Verlängerter' })).status,
      ).toBe(200);
      expect((await admin.post('/api/config', { shopName: 'Café Zwei' })).status).toBe(200);

      const after = await eventually(async () => {
        const reply = await get(other, `/api/branches/${grazId}/menus`, {
          'if-none-match': String(before.headers.etag),
        });
        return reply.statusCode === 200 ? reply : undefined;
      });
      expect(productNames((after.json() as { data: Menu[] }).data)).toContain('Verlängerter');
      const init = await eventually(async () => {
        const data = ((await get(other, '/api/init')).json() as { data: Init }).data;
        return data.config.shopName === 'Café Zwei' ? data : undefined;
      });
      expect(init.products.map((p) => p.name)).toContain('Verlängerter');
      expect(initBefore.headers.etag).toBeDefined();
    });
  }
});
