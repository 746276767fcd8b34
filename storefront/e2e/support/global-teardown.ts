import type { ChildProcess } from 'node:child_process';
import { stopServer, type ServerState } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as Record<string, unknown>).__BESTELLWERK_E2E__ as
    { child: ChildProcess; state: ServerState } | undefined;
  await stopServer(server?.child, server?.state);
}
