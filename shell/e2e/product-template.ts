/**
 * The browser suites' seeded product, made once per jest run (globalSetup): `cli.js
 * migrate` and `seed` on an empty embedded database, as `npm start` does the first time.
 * startProduct (product.ts) copies it for each suite instead of migrating and seeding
 * again — ten seconds a suite, the seed's pictures and history included; without it (the
 * backend not built yet) startProduct does both itself. The teardown deletes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
export const TEMPLATE_ENV = 'BESTELLWERK_E2E_TEMPLATE';

/** The environment of a walk's product, without the machine's service settings. */
export function productEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'BACKOFFICE_REMOTES', 'NODE_ENV']) {
    delete env[key];
  }
  return { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...extra };
}

export async function makeTemplate(): Promise<void> {
  if (!existsSync(join(ROOT, 'backend/dist/cli.js'))) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-e2e-template-'));
  const env = productEnvironment({ DATA_DIR: dataDir });
  for (const command of ['migrate', 'seed']) {
    execFileSync(process.execPath, ['backend/dist/cli.js', command], {
      cwd: ROOT,
      env,
      stdio: 'pipe',
    });
  }
  process.env[TEMPLATE_ENV] = dataDir;
}

export async function dropTemplate(): Promise<void> {
  const dataDir = process.env[TEMPLATE_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
