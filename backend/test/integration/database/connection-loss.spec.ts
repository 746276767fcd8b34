import { Server, Socket, createServer, connect } from 'node:net';
import { eventually } from '@bestellwerk/test-support';
import { TestApi, startTestApi } from '../api/harness';

/**
 * A TCP proxy between the API and MariaDB that can cut every connection with a reset the
 * moment the API sends its next packet — a query then dies mid-flight, as when a database
 * fails over or a firewall drops idle connections.
 */
async function startCuttingProxy(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>();
  let cutOnNextPacket = false;
  let cuts = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (!cutOnNextPacket) {
        upstream.write(chunk);
        return;
      }
      cutOnNextPacket = false;
      cuts++;
      for (const [side, other] of [...pairs]) {
        side.resetAndDestroy();
        other.resetAndDestroy();
      }
      pairs.clear();
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cutOnNextPacket: () => {
      cutOnNextPacket = true;
    },
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const [a, b] of pairs) {
          a.destroy();
          b.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

describe('a database connection reset mid-query (mariadb)', () => {
  let api: TestApi;
  let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
  const server = process.env.TEST_MARIADB_URL!;

  beforeAll(async () => {
    const url = new URL(server);
    proxy = await startCuttingProxy({ host: url.hostname, port: Number(url.port || 3306) });
    url.host = `127.0.0.1:${proxy.port}`;
    process.env.TEST_MARIADB_URL = url.toString().replace(/\/$/, '');
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
    process.env.TEST_MARIADB_URL = server;
    await proxy?.close();
  });

  it('answers 503 in German (not 500), and the next request works again', async () => {
    const admin = await api.admin();
    expect((await admin.get('/api/branches')).status).toBe(200);

    proxy.cutOnNextPacket();
    const cut = await admin.get('/api/branches');
    expect(proxy.cuts()).toBe(1);
    expect(cut.status).toBe(503);
    expect(cut.body.errors).toEqual([{ message: 'Der Dienst ist vorübergehend nicht verfügbar.' }]);
    expect(cut.headers['retry-after']).toBe('5');

    // The pool drops the broken connections and opens new ones.
    await eventually(async () =>
      (await admin.get('/api/branches')).status === 200 ? true : undefined,
    );
  });
});
