import { startServer } from './server';

/**
 * One server for the whole run. Test files find it through E2E_BASE_URL (environment set
 * here reaches the test workers); global teardown stops it. With E2E_BASE_URL already set,
 * the suite runs against that server instead and starts nothing.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const started = Date.now();
  const server = await startServer();
  (globalThis as Record<string, unknown>).__BESTELLWERK_E2E__ = server;
  process.env.E2E_BASE_URL = server.state.baseUrl;
  console.log(`\n[e2e] ${server.state.baseUrl} bereit nach ${Date.now() - started} ms`);
}
