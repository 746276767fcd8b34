import { createServer, type Server } from 'node:net';
import { freePort, freePortRun } from './ports';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('freePort', () => {
  it('gives a port that a server can then listen on', async () => {
    const port = await freePort();
    const server = await listen(port);
    expect(server.address()).toMatchObject({ port });
    await close(server);
  });
});

describe('freePortRun', () => {
  it('gives a port whose next ports can be listened on as well', async () => {
    const first = await freePortRun(3);
    const servers = await Promise.all([first, first + 1, first + 2].map(listen));
    await Promise.all(servers.map(close));
  });
});
