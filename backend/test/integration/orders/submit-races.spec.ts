import { eventually } from '@bestellwerk/test-support';
import { Client, TestApi, countRows } from '../api/harness';
import { OrderBody, Shop, takeawayDraft, orderSuite } from './order-fixtures';

describe(`orders: POST /api/orders, idempotency and kitchen capacity (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();
  const { submit } = suite;
  let api: TestApi;
  let shop: Shop;
  let visitor: Client;
  beforeAll(() => ({ api, shop, visitor } = suite));

  describe('Idempotency-Key', () => {
    it('returns the same order for a repeated submit and writes it once', async () => {
      const before = await countRows(api, 'customer_order');
      const headers = { 'idempotency-key': 'checkout-7f3a' };
      const first = await submit(takeawayDraft(shop), headers);
      const again = await submit(takeawayDraft(shop), headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect((again.body.data as OrderBody).id).toBe((first.body.data as OrderBody).id);
      expect((again.body.data as OrderBody).hash).toBe((first.body.data as OrderBody).hash);
      expect(await countRows(api, 'customer_order')).toBe(before + 1);
    });

    it('refuses a different order under a used key', async () => {
      const headers = { 'idempotency-key': 'checkout-8b1c' };
      expect((await submit(takeawayDraft(shop), headers)).status).toBe(201);
      const other = await submit(takeawayDraft(shop, { comment: 'Doch mit Zucker.' }), headers);
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual([
        {
          field: 'Idempotency-Key',
          message: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
        },
      ]);
    });

    it('writes one order when two identical submits race', async () => {
      const before = await countRows(api, 'customer_order');
      const headers = { 'idempotency-key': 'checkout-race' };
      const replies = await Promise.all([
        submit(takeawayDraft(shop), headers),
        submit(takeawayDraft(shop), headers),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
      expect(await countRows(api, 'customer_order')).toBe(before + 1);
    });
  });

  describe('kitchen capacity', () => {
    const at = (iso: string) => takeawayDraft(shop, { appointmentDate: iso });
    beforeAll(() =>
      api.dataSource
        .getRepository('Branch')
        .update({ id: shop.branch.graz }, { maxOrdersPerSlot: 2 }),
    );
    afterAll(() =>
      api.dataSource
        .getRepository('Branch')
        .update({ id: shop.branch.graz }, { maxOrdersPerSlot: null }),
    );

    it('refuses a full 15-minute slot with a German message', async () => {
      expect((await submit(at('2026-11-25T15:00:00.000Z'))).status).toBe(201);
      expect((await submit(at('2026-11-25T15:10:00.000Z'))).status).toBe(201);
      const full = await submit(at('2026-11-25T15:05:00.000Z'));
      expect(full.status).toBe(409);
      expect(full.body.errors).toEqual([
        {
          field: 'appointmentDate',
          message:
            'Zum gewählten Zeitpunkt können wir leider keine weiteren Bestellungen annehmen. Bitte wählen Sie einen anderen Termin.',
        },
      ]);
      expect((await submit(at('2026-11-25T15:15:00.000Z'))).status).toBe(201);
      const slots = await visitor.get(
        `/api/orders/full-slots/${shop.branch.graz}?from=2026-11-25T15:00:00.000Z&to=2026-11-25T16:00:00.000Z`,
      );
      expect(slots.body.data).toEqual({
        maxOrdersPerSlot: 2,
        slotMinutes: 15,
        fullSlots: ['2026-11-25T15:00:00.000Z'],
      });
    });

    it('lets exactly one of two racing customers take the last place', async () => {
      expect((await submit(at('2026-11-25T17:30:00.000Z'))).status).toBe(201);
      const before = await countRows(api, 'customer_order');
      const racers = () =>
        Promise.all([
          submit(at('2026-11-25T17:35:00.000Z')),
          submit(at('2026-11-25T17:40:00.000Z')),
        ]);
      let replies: Awaited<ReturnType<typeof racers>>;
      if (api.kind === 'mariadb') {
        // Make the race real: hold the branch's order rows so that both submits have checked
        // the slot before either can write; then let go and see who gets in.
        const gate = api.dataSource.createQueryRunner();
        await gate.connect();
        await gate.startTransaction();
        try {
          await gate.query('SELECT id FROM customer_order WHERE branchId = ? FOR UPDATE', [
            shop.branch.graz,
          ]);
          const racing = racers();
          await waitForLockWaits(api, 2);
          await gate.commitTransaction();
          replies = await racing;
        } finally {
          if (gate.isTransactionActive) await gate.rollbackTransaction();
          await gate.release();
        }
      } else {
        // SQLite: one connection per process; the submits take turns (OrderPlacement).
        replies = await racers();
      }
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(replies.find((reply) => reply.status === 409)!.body.errors).toEqual([
        { field: 'appointmentDate', message: expect.stringMatching(/^Zum gewählten Zeitpunkt/) },
      ]);
      expect(await countRows(api, 'customer_order')).toBe(before + 1);
    });
  });
});

/**
 * Waits until `count` statements of this test's database are stuck (waiting for a row
 * lock: the gate holds the rows they need).
 */
async function waitForLockWaits(api: TestApi, count: number): Promise<void> {
  await eventually(
    async () => {
      const [row] = (await api.dataSource.query(
        `SELECT COUNT(*) AS n FROM information_schema.processlist
          WHERE db = DATABASE() AND command = 'Query' AND info NOT LIKE '%information_schema%'`,
      )) as { n: number | string }[];
      return Number(row.n) >= count ? true : undefined;
    },
    { timeout: 5_000, interval: 25, what: `${count} statements waiting for a lock` },
  );
}
