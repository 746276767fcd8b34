import { createServer } from 'node:net';

/** Listens on 127.0.0.1:`port` (0: the OS picks one) and closes again; the port it had. */
function probe(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const taken = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(taken));
    });
  });
}

/**
 * A TCP port on 127.0.0.1 that nobody listens on right now: opened on port 0 (the OS picks
 * it), noted, closed. For a process the test starts and that insists on being told its port.
 */
export function freePort(): Promise<number> {
  return probe(0);
}

/**
 * A free port whose next `count - 1` ports are free too, for a process that takes a run of
 * ports from the one it is given (the demo printer: one per branch).
 */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    if (first + count > 65_535) continue;
    let free = true;
    for (let next = 1; next < count && free; next++) {
      free = await probe(first + next).then(
        () => true,
        () => false,
      );
    }
    if (free) return first;
  }
}
