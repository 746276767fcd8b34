/**
 * 1. Reads of a large shop (100 branches, 5,000 products): GET /api/init and the branch
 * catalogue (GET /api/branches/{id}/menus, as a visitor, round robin over the branches)
 * against a bare Fastify server answering the same bytes; SQL statements per read, counted
 * on the wire, on a menu of 10 products (a shop cut down) and of 5,000 (the large shop);
 * the server-rendered pages a visitor opens first (overview, a branch, a content and a legal
 * page) against the same server sending their bytes as captured (target ≥ 0.5×).
 */
import { readFileSync } from 'node:fs';
import { connect, createDatabase, dropDatabase, rows as rowsOf } from '../lib/database.mts';
import { MARIADB_URL, QUICK, REDIS_URL, RUN_ID, median } from '../lib/env.mts';
import { rawGet } from '../lib/http.mts';
import { load, LoadResult, settle } from '../lib/load.mts';
import { productEnv, startApi } from '../lib/processes.mts';
import { Captured, startReference } from '../lib/reference.mts';
import { absoluteRow, fmt, ratioRow, Row, SectionResult } from '../lib/report.mts';
import { growShop, shrinkMenuOf } from '../lib/shop.mts';
import { startSqlCounter } from '../lib/sql-counter.mts';

const SECTION = 'reads';

/** A process's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}
const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 100);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const SECONDS = QUICK ? 3 : 10;
const ROUNDS = 3;
const CONNECTIONS = 10;
/** The smallest latency autocannon tells apart (its figures are whole milliseconds). */
const LATENCY_RESOLUTION_MS = 1;
/** What a browser sends; the product may compress, the reference then sends the same bytes. */
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const env = (database: string, label: string) =>
  productEnv(database, { REDIS_URL, REDIS_PREFIX: `bench_${RUN_ID}_${label}` });

/** The same database reached through the counting proxy. */
function viaProxy(url: string, port: number) {
  const parsed = new URL(url);
  parsed.host = `127.0.0.1:${port}`;
  return parsed.toString();
}

async function statementCounts(databaseUrl: string, label: string, urls: Record<string, string>) {
  const target = new URL(MARIADB_URL);
  const counter = await startSqlCounter({
    host: target.hostname,
    port: Number(target.port || 3306),
  });
  const api = await startApi(
    `reads-count-${label}`,
    env(viaProxy(databaseUrl, counter.port), label),
  );
  const counts: Record<string, { cold: number; warm: number; sql: string[] }> = {};
  try {
    for (const [name, path] of Object.entries(urls)) {
      const get = async () => {
        const reply = await rawGet(`${api.url}${path}`, CLIENT_HEADERS);
        if (reply.status !== 200) throw new Error(`${path} → ${reply.status}`);
      };
      const cold = await counter.count(get, true);
      const warm: number[] = [];
      let warmSql: string[] = [];
      for (let i = 0; i < 3; i++) {
        const counted = await counter.count(get, true);
        warm.push(counted.n);
        warmSql = counted.sql;
      }
      counts[name] = {
        cold: cold.n,
        warm: median(warm),
        sql: cold.sql.length ? cold.sql : warmSql,
      };
    }
  } finally {
    await api.stop();
    await counter.close();
  }
  return counts;
}

async function capture(base: string, paths: string[]): Promise<Map<string, Captured>> {
  const replies = new Map<string, Captured>();
  for (const path of paths) {
    const reply = await rawGet(`${base}${path}`, CLIENT_HEADERS);
    if (reply.status !== 200) throw new Error(`${path} → ${reply.status}`);
    replies.set(path, reply);
  }
  return replies;
}

export async function runReads(): Promise<SectionResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const large = await createDatabase('reads');
  const small = await createDatabase('reads_small');
  try {
    const db = await connect(large.url);
    const startedAt = Date.now();
    const shop = await growShop(db, { branches: BRANCHES, products: PRODUCTS });
    await db.end();
    notes.push(
      `Large shop: ${shop.branchIds.length} branches, ${shop.products} products, generated in ${fmt((Date.now() - startedAt) / 1000)} s ` +
        `(demo seed, then copies of its rows by multi-row INSERT); ${shop.ordinaryIds.length} branches with a menu of ${shop.perMenu} products, ` +
        `one (id ${shop.flagshipId}) with one menu of all ${shop.products}.`,
    );
    const smallDb = await connect(small.url);
    const smallBranch = await shrinkMenuOf(smallDb, 'graz-hauptplatz', 10);
    await smallDb.end();

    // Statements per read, counted on the wire between API and MariaDB.
    const largeCounts = await statementCounts(large.url, 'large', {
      init: '/api/init',
      menus50: `/api/branches/${shop.ordinaryIds[0]}/menus`,
      menusAll: `/api/branches/${shop.flagshipId}/menus`,
    });
    const smallCounts = await statementCounts(small.url, 'small', {
      menus10: `/api/branches/${smallBranch}/menus`,
    });
    rows.push(
      absoluteRow(
        SECTION,
        'SQL statements, GET /api/init, first read after start',
        largeCounts.init.cold,
        '',
        { atMost: 5 },
      ),
      absoluteRow(SECTION, 'SQL statements, GET /api/init, warm', largeCounts.init.warm, '', {
        atMost: 5,
      }),
      absoluteRow(SECTION, 'SQL statements, GET menus, 10 products', smallCounts.menus10.warm, '', {
        atMost: 5,
      }),
      absoluteRow(
        SECTION,
        `SQL statements, GET menus, ${shop.perMenu} products`,
        largeCounts.menus50.warm,
        '',
        { atMost: 5 },
      ),
      absoluteRow(
        SECTION,
        `SQL statements, GET menus, ${shop.products} products`,
        largeCounts.menusAll.warm,
        '',
        { atMost: 5 },
      ),
      absoluteRow(
        SECTION,
        `SQL statements, GET menus, ${shop.products} minus 10 products (same count)`,
        largeCounts.menusAll.warm - smallCounts.menus10.warm,
        '',
        { equals: 0 },
        `${smallCounts.menus10.warm} at 10`,
      ),
    );
    notes.push(
      'Statements of GET /api/init (first read after start): ' +
        largeCounts.init.sql
          .map((sql) => `\`${sql.replace(/\s+/g, ' ').replace(/`/g, '').slice(0, 70)}…\``)
          .join(', '),
    );

    // Throughput and latency against the reference, interleaved rounds.
    const api = await startApi('reads-api', env(large.url, 'load'));
    const menuPaths = shop.ordinaryIds.map((id) => `/api/branches/${id}/menus`);
    const pageDb = await connect(large.url);
    const [branchPage] = await rowsOf<{ identifier: string }>(
      pageDb,
      'SELECT identifier FROM branch WHERE id = ?',
      [shop.ordinaryIds[0]],
    );
    // A public scene of the demo shop's TVs whose schedule is no live order board.
    const [scene] = await rowsOf<{ path: string }>(
      pageDb,
      "SELECT path FROM signage_scene WHERE isPublic = 1 AND path NOT LIKE '%abhol%' ORDER BY id LIMIT 1",
    );
    await pageDb.end();
    // The server-rendered pages a visitor opens first (kept pages, see PageCache).
    const pages = {
      overview: '/',
      branch: `/store/${branchPage.identifier}`,
      content: '/ueber-uns',
      legal: '/impressum',
    };
    // Static reads that were answered per request: a TV's schedule and a font cut's CSS.
    const statics = {
      schedule: `/api/signage/scenes/${scene.path}/schedule`,
      fontCss: '/api/fonts/google/inter/style-regular.embed.css',
    };
    let reference;
    try {
      const replies = await capture(api.url, [
        '/api/init',
        ...menuPaths,
        ...Object.values(pages),
        ...Object.values(statics),
      ]);
      const sizes = [...replies.values()];
      notes.push(
        `Bodies: /api/init ${fmt(replies.get('/api/init')!.body.length / 1024)} KB on the wire ` +
          `(content-encoding: ${replies.get('/api/init')!.headers['content-encoding'] ?? 'none'}), ` +
          `menus ${fmt(median(sizes.slice(1).map((r) => r.body.length)) / 1024)} KB median; ` +
          `the flagship's menus (all ${shop.products} products) are counted for statements only.`,
      );
      reference = await startReference('reads-reference', replies);
      const check = await rawGet(`${reference.url}/api/init`, CLIENT_HEADERS);
      if (!check.body.equals(replies.get('/api/init')!.body))
        throw new Error('reference answers other bytes than the product');
      const targets: Record<
        string,
        { path: string; requests?: { method: 'GET'; path: string }[] }
      > = {
        init: { path: '/api/init' },
        menus: {
          path: menuPaths[0],
          requests: menuPaths.map((path) => ({ method: 'GET' as const, path })),
        },
        ...Object.fromEntries(
          Object.entries({ ...pages, ...statics }).map(([name, path]) => [name, { path }]),
        ),
      };
      const results: Record<string, { app: LoadResult[]; ref: LoadResult[] }> = Object.fromEntries(
        Object.keys(targets).map((name) => [name, { app: [], ref: [] }]),
      );
      notes.push(
        `Pages (server-rendered, kept for visitors): ${Object.entries(pages)
          .map(
            ([name, path]) =>
              `${name} ${path} ${fmt(replies.get(path)!.body.length / 1024)} KB (${replies.get(path)!.headers['content-encoding'] ?? 'none'})`,
          )
          .join(', ')}.`,
      );
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, target] of Object.entries(targets)) {
          for (const side of ['app', 'ref'] as const) {
            const base = side === 'app' ? api.url : reference.url;
            results[name][side].push(
              await load({
                url: `${base}${target.path}`,
                connections: CONNECTIONS,
                seconds: SECONDS,
                headers: CLIENT_HEADERS,
                requests: target.requests,
              }),
            );
            if (side === 'app') await settle(api.url, menuPaths[0]);
          }
        }
      }
      for (const [name, label, target] of [
        ['init', 'GET /api/init', 0.8],
        [
          'menus',
          `GET /api/branches/{id}/menus (${shop.ordinaryIds.length} branches round robin)`,
          0.8,
        ],
        ['overview', 'page / (overview, server-rendered)', 0.5],
        ['branch', `page ${pages.branch} (branch, server-rendered)`, 0.5],
        ['content', `page ${pages.content} (content page, server-rendered)`, 0.5],
        ['legal', `page ${pages.legal} (legal page, server-rendered)`, 0.5],
        ['schedule', `GET ${statics.schedule} (a public scene's schedule)`, 0.8],
        ['fontCss', `GET ${statics.fontCss}`, 0.8],
      ] as const) {
        const { app, ref } = results[name];
        const pick = (list: LoadResult[], key: 'rps' | 'p99') => median(list.map((r) => r[key]));
        // autocannon gives latencies in whole milliseconds: a p99 under 1 ms reads 0, and a
        // ratio against 0 says nothing. Both sides count as at least that resolution.
        const p99Of = (list: LoadResult[]) => Math.max(LATENCY_RESOLUTION_MS, pick(list, 'p99'));
        rows.push(
          ratioRow(
            SECTION,
            `${label}, req/s at c=${CONNECTIONS}`,
            pick(app, 'rps'),
            pick(ref, 'rps'),
            'req/s',
            { atLeast: target },
          ),
          ratioRow(
            SECTION,
            `${label}, p99 latency at c=${CONNECTIONS}`,
            p99Of(app),
            p99Of(ref),
            'ms',
            { atMost: 2 },
          ),
        );
        const failures = app.reduce((sum, r) => sum + r.unexpected + r.errors, 0);
        notes.push(
          `${label}: req/s per round product ${app.map((r) => fmt(r.rps)).join(' / ')}, reference ${ref.map((r) => fmt(r.rps)).join(' / ')}; ` +
            `${failures} non-2xx or failed answers of the product.`,
        );
      }
      // Every cache has a bound: after all the reads above, the API's resident memory.
      const rss = rssMb(api.child.pid!);
      rows.push(
        absoluteRow(SECTION, 'API resident memory after the read phase (VmRSS)', rss, 'MB', {
          atMost: 300,
        }),
      );
    } finally {
      await reference?.stop();
      await api.stop();
    }
    notes.push(
      `Each load run: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, header accept-encoding: gzip, deflate, br; ` +
        `${ROUNDS} rounds, product and reference alternating, medians taken.`,
    );
  } finally {
    await dropDatabase(large.name);
    await dropDatabase(small.name);
  }
  return { rows, notes };
}
