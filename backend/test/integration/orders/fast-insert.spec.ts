import { randomBytes, randomUUID } from 'node:crypto';
import { fastInsert, fastInsertSupported } from '../../../src/common/database/fast-insert';
import { OutboxMessage } from '../../../src/modules/jobs/entities/outbox-message.entity';
import { Order } from '../../../src/modules/orders/entities/order.entity';
import { orderSuite } from './order-fixtures';

/**
 * The order's and the outbox's INSERT without TypeORM's query builder (fast-insert.ts, MariaDB)
 * must store exactly what the builder stores: the same entity written both ways gives the
 * same row in every column but its keys.
 */
describe(`orders: the hot path's INSERT stores what TypeORM's builder stores (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();
  // The builder stays in use on SQLite; only MariaDB's path has two ways to compare.
  const maria = process.env.TEST_DATABASE === 'mariadb' ? it : it.skip;

  async function rowOf(table: string, id: number) {
    const [row] = (await suite.api.dataSource.query(`SELECT * FROM ${table} WHERE id = ?`, [
      id,
    ])) as Record<string, unknown>[];
    return row;
  }

  maria('an order with a delivery address, a comment, JSON items and dates', async () => {
    const placed = await suite.place({ comment: 'Bitte „ohne“ Zucker – 50 % \\ "Tür" 3' });
    const repo = suite.api.dataSource.getRepository(Order);
    const stored = await repo.findOneByOrFail({ id: placed.id });
    const copy = (ticketNumber: number) =>
      Object.assign(repo.create(), stored, {
        id: undefined,
        uid: randomUUID(),
        hash: randomBytes(32).toString('hex'),
        ticketNumber,
        idempotencyKey: null,
        isDeliveryAddressDifferent: true,
        deliveryStreet: 'Hauptplatz 1',
        counterAppointment: new Date('2026-12-24T10:15:00.000Z'),
      });
    const manager = suite.api.dataSource.manager;
    expect(fastInsertSupported(manager)).toBe(true);
    const fast = await fastInsert(manager, Order, [copy(9001)]);
    const built = await manager
      .createQueryBuilder()
      .insert()
      .into(Order)
      .values(copy(9002))
      .updateEntity(false)
      .execute();
    const builtId = Number((built.raw as { insertId: number }).insertId);
    const [a, b] = [
      await rowOf('customer_order', fast.insertId),
      await rowOf('customer_order', builtId),
    ];
    for (const key of ['id', 'uid', 'hash', 'ticketNumber']) {
      expect(a[key]).not.toEqual(b[key]);
      delete a[key];
      delete b[key];
    }
    expect(a).toEqual(b);
    expect(a.comment).toBe('Bitte „ohne“ Zucker – 50 % \\ "Tür" 3');
    expect(JSON.parse(String(a.items))).toEqual(stored.items);
  });

  maria(
    'outbox entries, several in one statement, and a key written before stays as it was',
    async () => {
      const manager = suite.api.dataSource.manager;
      const key = `fast-insert.${randomUUID()}`;
      const entry = (jobKey: string, payload: object) => ({
        jobKey,
        queue: 'mail',
        name: 'test',
        payload,
        attempts: null,
        runAt: String(Date.now()),
        claimedUntil: null,
        relayedAt: null,
      });
      const first = await fastInsert(
        manager,
        OutboxMessage,
        [entry(`${key}.a`, { text: 'ä „b“' }), entry(`${key}.b`, { n: 2 })],
        { keepOnDuplicate: 'jobKey' },
      );
      expect(first.affectedRows).toBe(2);
      await fastInsert(manager, OutboxMessage, [entry(`${key}.a`, { text: 'anders' })], {
        keepOnDuplicate: 'jobKey',
      });
      const rows = (await suite.api.dataSource.query(
        'SELECT id, jobKey, payload, createdAt FROM job_outbox WHERE jobKey LIKE ? ORDER BY jobKey',
        [`${key}.%`],
      )) as { id: number; jobKey: string; payload: string; createdAt: Date }[];
      expect(rows.map((row) => [row.jobKey, JSON.parse(row.payload)])).toEqual([
        [`${key}.a`, { text: 'ä „b“' }],
        [`${key}.b`, { n: 2 }],
      ]);
      expect(Number(rows[0].id)).toBe(first.insertId);
      // Left to its default (CURRENT_TIMESTAMP), as the builder leaves it.
      expect(rows[0].createdAt).toBeInstanceOf(Date);
    },
  );
});
