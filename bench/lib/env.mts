import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from '@bestellwerk/test-support';

/** The repository root (bench/lib/../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The shared servers; the bench makes databases and Redis prefixes of its own on them. */
export const MARIADB_URL = process.env.BENCH_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `BENCH_QUICK=1`: the same figures with shorter steps and fewer rows (a smoke run). */
export const QUICK = process.env.BENCH_QUICK === '1';
/** One id per bench run, in every database name and Redis prefix it creates. */
export const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** NaN (no answer within a run) counts as slower than any answer. */
export function median(values: number[]): number {
  const sorted = values.map((v) => (Number.isNaN(v) ? Infinity : v)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Waits for a condition (the polling of @bestellwerk/test-support's eventually); after
 * `timeoutMs` it resolves false instead of failing, so a step can report how far it came.
 */
export function waitFor(
  probe: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  return eventually(async () => ((await probe()) ? true : undefined), {
    timeout: timeoutMs,
    interval: everyMs,
  }).then(
    () => true,
    () => false,
  );
}
