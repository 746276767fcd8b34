import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopProcess, untilHealthy } from '@bestellwerk/test-support';
import { ROOT, waitFor } from './env.mts';

/** Where the bench's child processes write their output (one folder per run). */
export const LOG_DIR = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-'));

export interface Started {
  child: ChildProcess;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * BENCH_CPU_PROF=<folder>: every product process writes a V8 CPU profile there when it
 * stops (open it in Chrome's DevTools, Performance tab), to see where an order's time goes.
 */
const PROFILE = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

function spawnLogged(name: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [...PROFILE, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(LOG_DIR, `${name}.log`), { flags: 'a' });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

/** The production environment of API and worker on a bench database and Redis prefix. */
export function productEnv(database: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
    DATABASE_URL: database,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bestellwerk-bench-data-')),
    // The printer sink listens on loopback at a random port.
    PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
    PRINTER_ALLOWED_PORTS: '1024-65535',
    ...extra,
  };
}

/** `node backend/dist/main.js` on a free loopback port; resolves once /api/health answers. */
export async function startApi(
  name: string,
  env: Record<string, string>,
  /** Another build's main.js (relative to the repository), for before/after comparisons. */
  main = 'backend/dist/main.js',
): Promise<Started> {
  const port = await freePort();
  const child = spawnLogged(name, [main], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const url = `http://127.0.0.1:${port}`;
  // A 503 is an API that is up and reports a degraded dependency.
  await untilHealthy(url, child, { up: (reply) => reply.status < 500 }).catch((error) => {
    throw new Error(`${name} did not start (log: ${join(LOG_DIR, `${name}.log`)})`, {
      cause: error,
    });
  });
  return { child, url, port, stop: () => stopProcess(child, { graceMs: 10_000 }) };
}

/** `node backend/dist/worker.js`; it has no port, so it is taken as up once it has booted. */
export async function startWorker(name: string, env: Record<string, string>): Promise<Started> {
  const child = spawnLogged(name, ['backend/dist/worker.js'], env);
  return { child, url: '', port: 0, stop: () => stopProcess(child, { graceMs: 10_000 }) };
}

/** Any other script of the bench in a process of its own (the reference servers). */
export async function startScript(
  name: string,
  script: string,
  env: Record<string, string>,
): Promise<Started> {
  const port = await freePort();
  const child = spawnLogged(name, [script], { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const up = await waitFor(async () => {
    try {
      await fetch(`${url}/__ready`);
      return true;
    } catch {
      return false;
    }
  }, 20_000);
  if (!up) throw new Error(`${name} did not start`);
  return { child, url, port, stop: () => stopProcess(child, { graceMs: 10_000 }) };
}
