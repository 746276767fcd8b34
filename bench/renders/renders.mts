/**
 * 7. Image template renders (issue 33): the demo shop's A4 offer poster
 * (/api/image-template/{id}/render.jpg) on the built API in production mode — the first
 * render and the cached render per size, then GET /api/health's p99 while 20 visitors
 * (20 addresses, X-Forwarded-For through a trusted loopback proxy) ask for 20 products'
 * full-size posters at once, none drawn before (target ≤ 100 ms: the renders run in the
 * pool's worker threads, not on the API's event loop). Each visitor asks again after the
 * Retry-After of a 503, as a client should, until it has its poster.
 */
import { connect, createDatabase, dropDatabase, rows } from '../lib/database.mts';
import { QUICK, REDIS_URL, RUN_ID, median, sleep } from '../lib/env.mts';
import { productEnv, startApi, Started } from '../lib/processes.mts';
import { absoluteRow, fmt, Row, SectionResult } from '../lib/report.mts';

const SECTION = 'renders';
const SIZES = ['icon', 'thumbnail', 'tiny', 'small', 'medium', 'large', 'original'] as const;
const CACHED_ROUNDS = QUICK ? 5 : 20;
const PARALLEL = 20;
const HEALTH_EVERY_MS = 25;

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
        absoluteRow(SECTION, `A4 poster ${label}: first render (until served)`, first.ms, 'ms', {
          atMost: 15_000,
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
  } finally {
    await api?.stop();
    await dropDatabase(database.name);
  }
  return { rows: out, notes };
}
