import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopProcess, untilHealthy } from './processes';

/** A node process that ignores SIGTERM, as one stuck in its shutdown does; once it listens. */
async function stubborn() {
  const child = spawn(process.execPath, [
    '-e',
    "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('bereit')",
  ]);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

describe('stopProcess', () => {
  it('follows a SIGTERM the process ignores with SIGKILL after the grace period', async () => {
    const child = await stubborn();
    await stopProcess(child, { graceMs: 100 });
    expect(child.signalCode).toBe('SIGKILL');
  });
});

describe('untilHealthy', () => {
  it('resolves once /api/health answers', async () => {
    let asked = 0;
    const server = createServer((request, reply) => {
      asked += 1;
      reply.writeHead(request.url === '/api/health' && asked > 2 ? 200 : 503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const child = await stubborn();
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await untilHealthy(url, child, { interval: 5 });
      expect(asked).toBe(3);
    } finally {
      await stopProcess(child, { signal: 'SIGKILL' });
      server.close();
    }
  });

  it('rejects at once with its output when the process ends before it answers', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "console.error('DATABASE_URL fehlt'); process.exit(3)",
    ]);
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    await expect(
      untilHealthy('http://127.0.0.1:9', child, { timeout: 60_000, log: () => output }),
    ).rejects.toThrow(/main\.js beendet \(3\):\nDATABASE_URL fehlt/);
  });
});
