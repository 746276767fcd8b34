import { DataSource, DataSourceOptions, QueryRunner } from 'typeorm';
import { AppConfig } from '../../../src/config/app-config';
import { dataSourceOptions } from '../../../src/database/data-source';
import { boundPool } from '../../../src/database/pool';
import { DatabaseKeyValueStore } from '../../../src/common/kv/database-key-value-store';
import { DEFAULT_MESSAGES } from '../../../src/common/http/api-error';
import { TestApi, countRows, startTestApi } from '../api/harness';
import {
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from './order-fixtures';

/**
 * A small pool and short waits, so that overload is reached and seen at once: the answer is
 * a German 503, fast, and nothing is written.
 */
describe(`orders when the database is overloaded (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;

  beforeAll(async () => {
    api = await startTestApi({
      DB_POOL_SIZE: '3',
      DB_ACQUIRE_TIMEOUT_MS: '1000',
      DB_LOCK_WAIT_TIMEOUT_SECONDS: '1',
    });
    shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
  });
  afterAll(() => api.close());
  beforeEach(() => resetOrderRate(api));

  const submit = () => api.client().post('/api/orders', takeawayDraft(shop));

  /** Holds `count` connections of the API's own pool, each in an open transaction. */
  async function hold(count: number): Promise<QueryRunner[]> {
    const runners: QueryRunner[] = [];
    for (let i = 0; i < count; i++) {
      const runner = api.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      runners.push(runner);
    }
    return runners;
  }
  async function letGo(runners: QueryRunner[]): Promise<void> {
    for (const runner of runners) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }

  const maria = process.env.TEST_DATABASE === 'mariadb' ? it : it.skip;

  maria('answers 503 in German when no pool connection comes free in time', async () => {
    const before = await countRows(api, 'customer_order');
    const runners = await hold(3);
    let reply: Awaited<ReturnType<typeof submit>>;
    try {
      reply = await submit();
    } finally {
      await letGo(runners);
    }
    expect(reply.status).toBe(503);
    expect(reply.body.errors).toEqual([{ message: DEFAULT_MESSAGES[503] }]);
    expect(await countRows(api, 'customer_order')).toBe(before);
    // The pool is whole again: the late connections went back into it.
    expect((await submit()).status).toBe(201);
  });

  maria(
    'answers 503 in German when the branch stays locked longer than the lock wait',
    async () => {
      const before = await countRows(api, 'customer_order');
      const [gate] = await hold(1);
      let reply: Awaited<ReturnType<typeof submit>>;
      try {
        await gate.query('SELECT id FROM branch WHERE id = ? FOR UPDATE', [shop.branch.graz]);
        reply = await submit();
      } finally {
        await letGo([gate]);
      }
      expect(reply.status).toBe(503);
      expect(reply.body.errors).toEqual([{ message: DEFAULT_MESSAGES[503] }]);
      expect(await countRows(api, 'customer_order')).toBe(before);
      expect((await submit()).status).toBe(201);
    },
  );

  maria(
    'places and confirms an order with one free connection: nothing in it needs a second',
    async () => {
      const admin = await api.admin();
      const runners = await hold(2);
      let placed: Awaited<ReturnType<typeof submit>>;
      let confirmed: Awaited<ReturnType<typeof submit>>;
      try {
        placed = await submit();
        const id = (placed.body.data as { id: number }).id;
        confirmed = await admin.post(`/api/orders/${id}/status/confirm`);
      } finally {
        await letGo(runners);
      }
      expect(placed.status).toBe(201);
      expect(confirmed.status).toBe(200);
    },
  );

  maria(
    'sets the lock wait on a connection only before its first statement that can wait for a lock',
    async () => {
      const config = AppConfig.fromProcess();
      const options = dataSourceOptions(config) as DataSourceOptions & { extra?: object };
      // One connection, so the read and the transaction below share it.
      const source = new DataSource({
        ...options,
        extra: { ...options.extra, connectionLimit: 1 },
      } as DataSourceOptions);
      await source.initialize();
      boundPool(source, config);
      const runner = source.createQueryRunner();
      const lockWait = async () => {
        const [row] = await runner.query(
          'SELECT @@SESSION.innodb_lock_wait_timeout AS session, @@GLOBAL.innodb_lock_wait_timeout AS server',
        );
        return { session: Number(row.session), server: Number(row.server) };
      };
      try {
        // A read costs no session statement: the connection still has the server's value.
        const read = await lockWait();
        expect(read.server).not.toBe(1);
        expect(read.session).toBe(read.server);
        await runner.startTransaction();
        expect((await lockWait()).session).toBe(1);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
        await source.destroy();
      }
    },
  );

  it('counts parallel increments of the database key-value store once each', async () => {
    const store = new DatabaseKeyValueStore(api.dataSource);
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => store.increment('overload-test', 600)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await store.decrement('overload-test');
    expect(await store.get('overload-test')).toBe('29');
    expect(await store.ttl('overload-test')).toBeGreaterThan(0);
  });
});
