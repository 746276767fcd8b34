import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    for (const url of [
      '/',
      '/store/graz-hauptplatz',
      '/status/u/h',
      '/site/imprint',
      '/nirgends',
    ]) {
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
