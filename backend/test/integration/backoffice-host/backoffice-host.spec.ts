import Fastify from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  KNOWN_REMOTES,
  SHELL_NOT_BUILT,
  registerBackoffice,
  remoteDist,
  remoteList,
} from '../../../src/modules/backoffice-host/backoffice-host';
import { remoteBuilds } from '../../../src/modules/backoffice-host/remote-builds';
import { validateEnvironment } from '../../../src/config/env.schema';
import { startTestApi, TestApi } from '../api/harness';

describe('the back office on the API origin', () => {
  const root = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  const shell = join(root, 'shell');
  const remote = (name: string) => join(root, `mfe-${name}`);
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(shell, 'assets'), { recursive: true });
    mkdirSync(remote('orders'), { recursive: true });
    writeFileSync(join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(shell, 'assets', 'main.abc123.js'), 'console.log(1)');
    writeFileSync(join(remote('orders'), 'mf-manifest.json'), '{"id":"orders"}');
    writeFileSync(join(remote('orders'), 'remoteEntry.js'), 'var orders;');
    writeFileSync(join(remote('orders'), '__federation_expose_App.f00ba4.js'), 'chunk()');
    registerBackoffice(app, { shell, remote });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /backend and /backend/login with the shell HTML, never cached', async () => {
    for (const url of ['/backend', '/backend/', '/backend/login']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root">');
    }
  });

  it('answers /backend/login with the login page of its own once the shell build has one', async () => {
    writeFileSync(
      join(shell, 'login.html'),
      '<!doctype html><div id="root" data-page="login"></div>',
    );
    try {
      const login = await app.inject({ url: '/backend/login' });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-cache');
      expect(login.body).toContain('data-page="login"');
      const shellPage = await app.inject({ url: '/backend' });
      expect(shellPage.body).not.toContain('data-page="login"');
    } finally {
      rmSync(join(shell, 'login.html'));
    }
  });

  it("caches the shell's hashed assets for a year", async () => {
    const asset = await app.inject({ url: '/backend/assets/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('max-age=31536000, immutable');
    const again = await app.inject({
      url: '/backend/assets/main.abc123.js',
      headers: { 'if-none-match': String(asset.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves a remote's manifest and entry uncached, its chunks immutable, all with CORS", async () => {
    const manifest = await app.inject({ url: '/backend/remotes/orders/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.json()).toEqual({ id: 'orders' });

    const entry = await app.inject({ url: '/backend/remotes/orders/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const chunk = await app.inject({
      url: '/backend/remotes/orders/__federation_expose_App.f00ba4.js',
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('sees a redeployed remote entry at once (no stale copy in the process)', async () => {
    writeFileSync(join(remote('orders'), 'mf-manifest.json'), '{"id":"orders","v":2}');
    const manifest = await app.inject({ url: '/backend/remotes/orders/mf-manifest.json' });
    expect(manifest.json()).toEqual({ id: 'orders', v: 2 });
  });

  it('answers JSON 404s in German for missing remotes, files and paths outside the build', async () => {
    for (const url of [
      '/backend/remotes/catalog/mf-manifest.json',
      '/backend/remotes/orders/fehlt.js',
      '/backend/remotes/orders/..%2F..%2Fetc%2Fpasswd',
      '/backend/remotes/orders/remoteEntry.exe',
      '/backend/remotes/..%2Fshell/index.html',
      '/backend/assets/..%2Findex.html',
    ]) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
      });
    }
  });

  it('names by default only the remotes whose build exists; configured ones as they are', () => {
    // orders is built here, catalog is not: its area is simply absent from the navigation.
    expect(remoteList(null, remote)).toEqual({
      orders: '/backend/remotes/orders/mf-manifest.json',
    });
    mkdirSync(remote('catalog'), { recursive: true });
    writeFileSync(join(remote('catalog'), 'mf-manifest.json'), '{"id":"catalog"}');
    expect(Object.keys(remoteList(null, remote))).toEqual(['orders', 'catalog']);
    rmSync(remote('catalog'), { recursive: true, force: true });
    expect(remoteList({ catalog: 'http://127.0.0.1:9/mf-manifest.json' }, remote)).toEqual({
      catalog: 'http://127.0.0.1:9/mf-manifest.json',
    });
  });

  it('says in German that the shell is not built yet', async () => {
    const empty = Fastify();
    registerBackoffice(empty, { shell: join(root, 'nicht-da'), remote });
    await empty.ready();
    const reply = await empty.inject({ url: '/backend' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ errors: [{ message: SHELL_NOT_BUILT }] });
    await empty.close();
  });

  it('refuses a malformed BACKOFFICE_REMOTES at start, naming the variable', () => {
    expect(() => validateEnvironment({ BACKOFFICE_REMOTES: 'orders' })).toThrow(
      /BACKOFFICE_REMOTES muss die Form name=URL/,
    );
    expect(() => validateEnvironment({ BACKOFFICE_REMOTES: 'orders=ftp://x/m.json' })).toThrow(
      /BACKOFFICE_REMOTES/,
    );
    expect(
      validateEnvironment({
        BACKOFFICE_REMOTES: 'orders=https://cdn.example.at/o/mf-manifest.json,catalog=/c/m.json',
      }).BACKOFFICE_REMOTES,
    ).toBeDefined();
  });
});

describe('GET /api/backoffice/remotes', () => {
  let api: TestApi;
  afterEach(async () => {
    await api?.close();
  });

  it('names every built remote on this origin by default, public and never cached', async () => {
    api = await startTestApi();
    const reply = await api.client().get('/api/backoffice/remotes');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const built = KNOWN_REMOTES.filter((name) =>
      existsSync(join(remoteDist(name), 'mf-manifest.json')),
    );
    expect(reply.body).toEqual({
      data: Object.fromEntries(
        built.map((name) => [name, `/backend/remotes/${name}/mf-manifest.json`]),
      ),
    });
    // The toolbar's logout form still works beside the shell's routes.
    const logout = await api.client().post('/backend/logout');
    expect(logout.status).toBe(303);
    expect(logout.headers.location).toBe('/backend/login');
  });

  it('names exactly the configured remotes from BACKOFFICE_REMOTES', async () => {
    api = await startTestApi({
      BACKOFFICE_REMOTES:
        'orders=https://cdn.example.at/orders/mf-manifest.json,catalog=http://127.0.0.1:9/mf-manifest.json',
    });
    const reply = await api.client().get('/api/backoffice/remotes');
    expect(reply.body).toEqual({
      data: {
        orders: 'https://cdn.example.at/orders/mf-manifest.json',
        catalog: 'http://127.0.0.1:9/mf-manifest.json',
      },
    });
  });
});

describe('which build of each remote runs (GET /api/backoffice/builds)', () => {
  const root = mkdtempSync(join(tmpdir(), 'backoffice-builds-'));
  const remote = (name: string) => join(root, `mfe-${name}`);
  const manifest = {
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      {
        name: '@bestellwerk/api-client',
        version: '1.8.0',
        requiredVersion: '^1.8.0',
        singleton: false,
      },
    ],
    metaData: {
      build: {
        name: '@bestellwerk/mfe-catalog',
        version: '1.7.2-dev',
        commit: '6c4db5ea31',
        builtAt: '2026-11-29T09:00:00.000Z',
        shared: [{ name: '@bestellwerk/api-client', contentHash: 'e4ddc9729d' }],
      },
    },
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads a local remote's manifest from its dist and one elsewhere over HTTP", async () => {
    mkdirSync(remote('catalog'), { recursive: true });
    writeFileSync(join(remote('catalog'), 'mf-manifest.json'), JSON.stringify(manifest));
    const fetched: string[] = [];
    const fakeFetch = (async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ shared: [] }), { status: 200 });
    }) as typeof fetch;
    const builds = await remoteBuilds(
      {
        catalog: '/backend/remotes/catalog/mf-manifest.json',
        orders: 'https://cdn.example.at/orders/mf-manifest.json',
      },
      remote,
      fakeFetch,
    );
    expect(builds[0]).toEqual({
      name: 'catalog',
      manifestUrl: '/backend/remotes/catalog/mf-manifest.json',
      error: null,
      packageName: '@bestellwerk/mfe-catalog',
      version: '1.7.2-dev',
      commit: '6c4db5ea31',
      builtAt: '2026-11-29T09:00:00.000Z',
      shared: [
        {
          name: '@bestellwerk/api-client',
          version: '1.8.0',
          requiredVersion: '^1.8.0',
          singleton: false,
          contentHash: 'e4ddc9729d',
        },
        {
          name: 'react',
          version: '19.3.1',
          requiredVersion: '^19.3.1',
          singleton: true,
          contentHash: null,
        },
      ],
    });
    // A build from before build records: its shared versions, no version or commit.
    expect(builds[1]).toMatchObject({ name: 'orders', error: null, version: null, shared: [] });
    expect(fetched).toEqual(['https://cdn.example.at/orders/mf-manifest.json']);
  });

  it('names in German why a manifest could not be read, the others still listed', async () => {
    mkdirSync(remote('cms'), { recursive: true });
    writeFileSync(join(remote('cms'), 'mf-manifest.json'), '{kaputt');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const gone = (async () => new Response('', { status: 404 })) as typeof fetch;
    const list = {
      signage: '/backend/remotes/signage/mf-manifest.json',
      cms: '/backend/remotes/cms/mf-manifest.json',
      orders: 'https://cdn.example.at/orders/mf-manifest.json',
      catalog: '/cdn/catalog/mf-manifest.json',
    };
    expect((await remoteBuilds(list, remote, down)).map((build) => build.error)).toEqual([
      'Das Modul ist hier nicht gebaut (mf-manifest.json fehlt).',
      'Das mf-manifest.json des Moduls ist kein gültiges JSON.',
      'Der Server des Moduls antwortet nicht.',
      'Die Adresse ist relativ und liegt nicht unter /backend/remotes/.',
    ]);
    expect((await remoteBuilds(list, remote, gone))[2].error).toBe(
      'Der Server des Moduls antwortet mit 404.',
    );
  });

  it('answers admins only, never cached', async () => {
    const api = await startTestApi();
    try {
      expect((await api.client().get('/api/backoffice/builds')).status).toBe(401);
      const reply = await (await api.admin()).get('/api/backoffice/builds');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const built = KNOWN_REMOTES.filter((name) =>
        existsSync(join(remoteDist(name), 'mf-manifest.json')),
      );
      expect((reply.body as { data: { name: string }[] }).data.map((b) => b.name)).toEqual(built);
    } finally {
      await api.close();
    }
  });
});
