import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort, stopProcess, untilHealthy } from '@bestellwerk/test-support';

/** The repository root, from storefront/e2e/support. */
// dirname(__filename), not __dirname: tsx's ESM loader (bench) sets only __filename.
export const ROOT = resolve(dirname(__filename), '../../..');

export interface ServerState {
  baseUrl: string;
  dataDir: string;
  pid: number;
  /** The environment main.js runs with: a restart uses the same port and data. */
  env: NodeJS.ProcessEnv;
}

/**
 * Starts the product the way `npm start` does (migrate, seed, main.js), but isolated: a fresh
 * temporary DATA_DIR with the embedded SQLite file, no DATABASE_URL/REDIS_URL, a free port.
 */
export async function startServer(
  /** More settings for this instance, e.g. STOREFRONT_DIR for a deployed copy of the build. */
  extraEnv: Record<string, string> = {},
): Promise<{ state: ServerState; child: ChildProcess }> {
  for (const file of [
    'backend/dist/main.js',
    'backend/dist/cli.js',
    'storefront/dist/index.html',
  ]) {
    if (!existsSync(join(ROOT, file))) {
      throw new Error(
        `${file} fehlt: erst bauen (npx nx run-many -t build -p backend storefront).`,
      );
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  for (const command of ['migrate', 'seed']) {
    const run = spawnSync(process.execPath, ['backend/dist/cli.js', command], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      throw new Error(`cli.js ${command} fehlgeschlagen:\n${run.stdout}\n${run.stderr}`);
    }
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await launchMain(env, baseUrl);
  return { state: { baseUrl, dataDir, pid: child.pid!, env }, child };
}

/**
 * main.js again on the same port and data after it was stopped or killed (a server cut):
 * what the database kept is what the restarted server sees.
 */
export async function restartServer(state: ServerState): Promise<ChildProcess> {
  const child = await launchMain(state.env, state.baseUrl);
  state.pid = child.pid!;
  return child;
}

/** Starts main.js and waits until /api/health answers (60 s at most). */
async function launchMain(env: NodeJS.ProcessEnv, baseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await untilHealthy(baseUrl, child, { log: () => log });
  // Keep the server's output flowing (a full pipe would block it) but quiet.
  child.stdout?.removeListener('data', keep);
  child.stderr?.removeListener('data', keep);
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

/** The server under test: set by global setup (or by hand, to test a running instance). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL fehlt: die Suite über e2e/jest.config.js starten.');
  return url.replace(/\/$/, '');
}

export async function stopServer(child: ChildProcess | undefined, state: ServerState | undefined) {
  if (child) await stopProcess(child);
  if (state?.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
}
