import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A free port on 127.0.0.1 whose next `count - 1` ports are free too (the demo printer's). */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    if (port + count > 65530) continue;
    let free = true;
    for (let next = 1; next < count && free; next++) free = await listenable(port + next);
    if (free) return port;
  }
}
