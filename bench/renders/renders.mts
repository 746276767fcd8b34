/**
 * 7. Image template renders (issue 33): the demo shop's A4 offer poster
 * (/api/image-template/{id}/render.jpg) on the built API in production mode — the first
 * render and the cached render per size, then GET /api/health's p99 while 20 visitors
 * (20 addresses, X-Forwarded-For through a trusted loopback proxy) ask for 20 products'
 * full-size posters at once, none drawn before (target ≤ 100 ms: the renders run in the
 * pool's worker threads, not on the API's event loop). Each visitor asks again after the
 * Retry-After of a 503, as a client should, until it has its poster.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connect, createDatabase, dropDatabase, rows } from '../lib/database.mts';
import { QUICK, REDIS_URL, ROOT, RUN_ID, median, sleep } from '../lib/env.mts';
import { rawGet } from '../lib/http.mts';
import { load, LoadResult } from '../lib/load.mts';
import { productEnv, startApi, Started } from '../lib/processes.mts';
import { startReference } from '../lib/reference.mts';
import { absoluteRow, fmt, ratioRow, Row, SectionResult } from '../lib/report.mts';

const SECTION = 'renders';
const SIZES = ['icon', 'thumbnail', 'tiny', 'small', 'medium', 'large', 'original'] as const;
const CACHED_ROUNDS = QUICK ? 5 : 20;
const PARALLEL = 20;
const HEALTH_EVERY_MS = 25;
/** Cached renders against a bare server answering the same bytes: interleaved rounds. */
const SERVE_ROUNDS = 3;
const SERVE_SECONDS = QUICK ? 3 : 10;
const SERVE_CONNECTIONS = 10;
const SERVE_SIZES = ['small', 'original'] as const;
/**
 * BENCH_RENDERS_BEFORE=<folder of another backend build, e.g. backend/dist-before>: its API
 * on the same database draws first renders too, alternating with this build's (other
 * products on each side, so neither finds the other's render), for a before/after figure
 * measured under the same load.
 */
const BEFORE = process.env.BENCH_RENDERS_BEFORE;
const BEFORE_SIZES = ['small', 'original'] as const;
const BEFORE_ROUNDS = 3;

interface Answer {
  status: number;
  ms: number;
  retryAfter: number;
  bytes: number;
}

async function get(url: string, ip: string): Promise<Answer> {
  const started = performance.now();
  const reply = await fetch(url, {
    headers: { 'x-forwarded-for': ip },
    signal: AbortSignal.timeout(180_000),
  });
  const body = await reply.arrayBuffer();
  return {
    status: reply.status,
    ms: performance.now() - started,
    retryAfter: Number(reply.headers.get('retry-after') ?? 0),
    bytes: body.byteLength,
  };
}

/** Asks until the poster comes (after each 503's Retry-After); the time from first ask. */
async function untilServed(
  url: string,
  ip: string,
): Promise<{ ms: number; asks: number; first: Answer }> {
  const started = performance.now();
  let first: Answer | null = null;
  for (let asks = 1; ; asks++) {
    const answer = await get(url, ip);
    first ??= answer;
    if (answer.status === 200) return { ms: performance.now() - started, asks, first };
    if (answer.status !== 503) throw new Error(`${url} → ${answer.status}`);
    await sleep(Math.max(1, answer.retryAfter) * 1000);
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

/** /api/health, one at a time every HEALTH_EVERY_MS, until `stop` is set. */
async function pollHealth(api: Started, stop: { done: boolean }): Promise<number[]> {
  const times: number[] = [];
  while (!stop.done) {
    const started = performance.now();
    try {
      await (await fetch(`${api.url}/api/health`)).arrayBuffer();
      times.push(performance.now() - started);
    } catch {
      times.push(Number.POSITIVE_INFINITY);
      break;
    }
    await sleep(HEALTH_EVERY_MS);
  }
  return times;
}

export async function runRenders(): Promise<SectionResult> {
  const out: Row[] = [];
  const notes: string[] = [];
  const database = await createDatabase('renders');
  let api: Started | null = null;
  try {
    const db = await connect(database.url);
    const [poster] = await rows<{ id: number; width: number; height: number }>(
      db,
      "SELECT id, width, height FROM image_template WHERE identifier = 'offer-poster'",
    );
    const products = (
      await rows<{ id: number }>(db, `SELECT id FROM product ORDER BY id LIMIT ${PARALLEL + 1}`)
    ).map((row) => Number(row.id));
    await db.end();
    if (products.length < PARALLEL + 1) throw new Error('the demo shop has too few products');
    api = await startApi(
      'renders-api',
      productEnv(database.url, {
        REDIS_URL,
        REDIS_PREFIX: `bench_${RUN_ID}_renders`,
        TRUSTED_PROXIES: '127.0.0.1',
      }),
    );
    const url = (product: number, size: string) =>
      `${api!.url}/api/image-template/${poster.id}/render.jpg?product=${product}${size === 'original' ? '' : `&size=${size}`}`;

    // The pool's threads start with the first render: one throwaway render warms them.
    const warm = await untilServed(url(products[PARALLEL], 'icon'), '10.7.0.1');
    notes.push(
      `Warm-up (the pool's first thread starting, satori loading): ${fmt(warm.ms, 0)} ms.`,
    );

    const perSize: string[] = [];
    for (const [index, size] of SIZES.entries()) {
      const ip = `10.7.1.${index + 1}`;
      const first = await untilServed(url(products[0], size), ip);
      const cached: number[] = [];
      let bytes = 0;
      for (let round = 0; round < CACHED_ROUNDS; round++) {
        const answer = await get(url(products[0], size), ip);
        if (answer.status !== 200) throw new Error(`cached ${size} → ${answer.status}`);
        cached.push(answer.ms);
        bytes = answer.bytes;
      }
      const label = size === 'original' ? `original ${poster.width} px` : size;
      out.push(
        // Issue 35: a first render, even of the full A4 poster, in under a second.
        absoluteRow(SECTION, `A4 poster ${label}: first render (until served)`, first.ms, 'ms', {
          atMost: 1_000,
        }),
        absoluteRow(
          SECTION,
          `A4 poster ${label}: cached render, median of ${CACHED_ROUNDS}`,
          median(cached),
          'ms',
          { atMost: 50 },
          '—',
          1,
        ),
      );
      perSize.push(
        `${label} ${fmt(first.ms, 0)} ms first (${first.asks} ask${first.asks > 1 ? 's' : ''}), ${fmt(median(cached), 1)} ms cached, ${Math.round(bytes / 1024)} KiB`,
      );
    }
    notes.push(`Per size (JPEG): ${perSize.join('; ')}.`);

    // A cached render against a bare Fastify server answering the same bytes and headers.
    await serveAgainstReference(
      api,
      SERVE_SIZES.map((size) => url(products[0], size).slice(api!.url.length)),
      out,
      notes,
    );

    const idle = { done: false };
    const idleHealth = pollHealth(api, idle);
    await sleep(QUICK ? 1000 : 3000);
    idle.done = true;
    const baseline = await idleHealth;

    const stop = { done: false };
    const health = pollHealth(api, stop);
    const started = performance.now();
    let visitors: Awaited<ReturnType<typeof untilServed>>[];
    try {
      visitors = await Promise.all(
        products
          .slice(1, PARALLEL + 1)
          .map((product, index) => untilServed(url(product, 'original'), `10.7.2.${index + 1}`)),
      );
    } finally {
      stop.done = true;
    }
    const allServed = performance.now() - started;
    const during = await health;
    const firstAnswers = visitors.map((visitor) => visitor.first);
    const served = firstAnswers.filter((answer) => answer.status === 200).length;
    const longestFirst = Math.max(...firstAnswers.map((answer) => answer.ms));
    out.push(
      absoluteRow(
        SECTION,
        `/api/health p99 during ${PARALLEL} parallel cold A4 renders`,
        quantile(during, 0.99),
        'ms',
        { atMost: 100 },
        `${fmt(quantile(baseline, 0.99), 1)} ms idle`,
        1,
      ),
      absoluteRow(SECTION, 'longest wait for a first answer (200 or 503)', longestFirst, 'ms', {
        atMost: 12_000,
      }),
    );
    notes.push(
      `${PARALLEL} visitors, full A4 (${poster.width} × ${poster.height}): ${served} served on their first ask, the others answered 503 + Retry-After and asked again; all ${PARALLEL} had their poster after ${fmt(allServed / 1000, 1)} s (${visitors.reduce((sum, visitor) => sum + visitor.asks, 0)} asks). ` +
        `/api/health during it: ${during.length} requests, p50 ${fmt(quantile(during, 0.5), 1)} ms, p99 ${fmt(quantile(during, 0.99), 1)} ms, max ${fmt(Math.max(...during), 1)} ms; idle before: p50 ${fmt(quantile(baseline, 0.5), 1)} ms, p99 ${fmt(quantile(baseline, 0.99), 1)} ms.`,
    );
    if (BEFORE) await againstBefore(api, database.url, poster.id, products[0], out, notes);
  } finally {
    await api?.stop();
    await dropDatabase(database.name);
  }
  return { rows: out, notes };
}

async function serveAgainstReference(
  api: Started,
  paths: string[],
  out: Row[],
  notes: string[],
): Promise<void> {
  const replies = new Map<string, Awaited<ReturnType<typeof rawGet>>>();
  for (const path of paths) {
    const reply = await rawGet(`${api.url}${path}`);
    if (reply.status !== 200) throw new Error(`${path} → ${reply.status}`);
    replies.set(path, reply);
  }
  const reference = await startReference('renders-reference', replies);
  try {
    for (const path of paths) {
      const check = await rawGet(`${reference.url}${path}`);
      if (!check.body.equals(replies.get(path)!.body))
        throw new Error('the reference answers other bytes than the product');
    }
    const results = paths.map(() => ({ app: [] as LoadResult[], ref: [] as LoadResult[] }));
    for (let round = 0; round < SERVE_ROUNDS; round++)
      for (const [index, path] of paths.entries())
        for (const side of round % 2 ? (['ref', 'app'] as const) : (['app', 'ref'] as const))
          results[index][side].push(
            await load({
              url: `${side === 'app' ? api.url : reference.url}${path}`,
              connections: SERVE_CONNECTIONS,
              seconds: SERVE_SECONDS,
            }),
          );
    for (const [index, size] of SERVE_SIZES.entries()) {
      const { app, ref } = results[index];
      const pick = (list: LoadResult[], key: 'rps' | 'p99') => median(list.map((r) => r[key]));
      const kib = Math.round(replies.get(paths[index])!.body.length / 1024);
      out.push(
        ratioRow(
          SECTION,
          `A4 poster ${size} (${kib} KiB), cached render vs serving the same bytes, req/s at c=${SERVE_CONNECTIONS}`,
          pick(app, 'rps'),
          pick(ref, 'rps'),
          'req/s',
          { atLeast: 0.8 },
        ),
      );
      notes.push(
        `Cached ${size}: req/s per round product ${app.map((r) => fmt(r.rps)).join(' / ')}, reference ${ref.map((r) => fmt(r.rps)).join(' / ')}; ` +
          `p99 product ${fmt(pick(app, 'p99'), 1)} ms, reference ${fmt(pick(ref, 'p99'), 1)} ms; ` +
          `${app.reduce((sum, r) => sum + r.unexpected + r.errors, 0)} non-2xx or failed answers of the product.`,
      );
    }
    notes.push(
      `Cached renders against the reference: autocannon, ${SERVE_CONNECTIONS} connections, ${SERVE_SECONDS} s, ${SERVE_ROUNDS} rounds alternating which side goes first, medians taken.`,
    );
  } finally {
    await reference.stop();
  }
}

/**
 * First renders of this build against another's (BENCH_RENDERS_BEFORE), alternating which
 * goes first; each round touches the product, so its binding (and every render key) is new
 * on both sides.
 */
async function againstBefore(
  api: Started,
  databaseUrl: string,
  posterId: number,
  product: number,
  out: Row[],
  notes: string[],
): Promise<void> {
  const main = join(BEFORE!, 'main.js');
  if (!existsSync(join(ROOT, main))) throw new Error(`BENCH_RENDERS_BEFORE: no ${main}`);
  const before = await startApi(
    'renders-api-before',
    productEnv(databaseUrl, {
      REDIS_URL,
      REDIS_PREFIX: `bench_${RUN_ID}_renders_before`,
      TRUSTED_PROXIES: '127.0.0.1',
    }),
    main,
  );
  try {
    const apis = { after: api, before };
    const at = (side: 'after' | 'before', size: string) =>
      `${apis[side].url}/api/image-template/${posterId}/render.jpg?product=${product}${size === 'original' ? '' : `&size=${size}`}`;
    await untilServed(at('before', 'icon'), '10.7.3.1');
    const db = await connect(databaseUrl);
    const times: Record<string, { after: number[]; before: number[] }> = {};
    let ip = 0;
    try {
      for (let round = 0; round < BEFORE_ROUNDS; round++)
        for (const size of BEFORE_SIZES) {
          await db.query(
            'UPDATE product SET updatedAt = DATE_ADD(updatedAt, INTERVAL 1 SECOND) WHERE id = ?',
            [product],
          );
          times[size] ??= { after: [], before: [] };
          for (const side of round % 2
            ? (['before', 'after'] as const)
            : (['after', 'before'] as const))
            times[size][side].push((await untilServed(at(side, size), `10.7.4.${++ip}`)).ms);
        }
    } finally {
      await db.end();
    }
    for (const size of BEFORE_SIZES) {
      const { after, before: old } = times[size];
      out.push(
        ratioRow(
          SECTION,
          `A4 poster ${size}: first render, this build vs ${BEFORE} (median of ${BEFORE_ROUNDS}, alternating)`,
          median(after),
          median(old),
          'ms',
          { atMost: 1 },
          0,
        ),
      );
      notes.push(
        `First render ${size}: this build ${after.map((ms) => fmt(ms, 0)).join(' / ')} ms, ${BEFORE} ${old.map((ms) => fmt(ms, 0)).join(' / ')} ms.`,
      );
    }
  } finally {
    await before.stop();
  }
}
