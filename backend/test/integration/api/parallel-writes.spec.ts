import { Client, TestApi, startTestApi } from './harness';
import { Shop, loadShop } from '../orders/order-fixtures';
import { Setting } from '../../../src/modules/settings/entities/setting.entity';

/** Three times the default pool (DB_POOL_SIZE 10). */
const BURST = 30;

/**
 * The write paths this issue changed, under a burst on one row: a printer's address (read
 * and checked in the write's own transaction) and the configuration (cached in memory,
 * dropped on commit). No answer is a server error, and what every reader sees afterwards is
 * exactly one of the values written, the one the database holds.
 */
describe(`parallel writes (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;

  beforeAll(async () => {
    api = await startTestApi({
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
    });
    shop = await loadShop(api);
    admin = await api.admin();
  });
  afterAll(() => api.close());

  it(`changes one printer's port ${BURST} times at once, each checked, the last write kept`, async () => {
    const created = await admin.post<{ id: number }>('/api/devices', {
      identifier: 'burst-printer',
      name: 'Küchendrucker',
      type: 'printer',
      branch: { id: shop.branch.graz },
      host: '127.0.0.1',
      port: 9100,
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const ports = Array.from({ length: BURST }, (_, n) => 20_000 + n);

    const replies = await Promise.all(
      ports.map((port) => admin.put(`/api/devices/${id}`, { port })),
    );
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.map((reply) => reply.status)).toEqual(ports.map(() => 200));

    const [row] = (await api.dataSource.query('SELECT port FROM device WHERE id = ?', [id])) as {
      port: number;
    }[];
    expect(ports).toContain(Number(row.port));
    const read = await admin.get<{ port: number }>(`/api/devices/${id}`);
    expect((read.body.data as { port: number }).port).toBe(Number(row.port));
  });

  it(`saves the shop's name ${BURST} times at once; every reader then sees the stored one`, async () => {
    const names = Array.from({ length: BURST }, (_, n) => `Café Rosmarin ${n + 1}`);
    const replies = await Promise.all(
      names.map((shopName) => admin.post('/api/config', { shopName })),
    );
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.map((reply) => reply.status)).toEqual(names.map(() => 200));

    const row = await api.dataSource.getRepository(Setting).findOneByOrFail({ key: 'shopName' });
    const stored = row.value as string;
    expect(names).toContain(stored);
    const config = await api.client().get<{ shopName: string }>('/api/config');
    expect((config.body.data as { shopName: string }).shopName).toBe(stored);
    const init = await api.client().get<{ config: { shopName: string } }>('/api/init');
    expect((init.body.data as { config: { shopName: string } }).config.shopName).toBe(stored);
  });
});
