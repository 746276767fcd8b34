import { OrderEscalationSweep } from '../../../src/modules/orders/order-escalation.sweep';
import { TestApi, startTestApi } from '../api/harness';
import { eventually } from '@bestellwerk/test-support';
import {
  OrderBody,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from './order-fixtures';

type Row = { alarmedAt: unknown; isMissed: number | string | boolean };

/**
 * The delayed 'timers' jobs are only the fast path: Redis without persistence loses them on
 * a restart. Here they are lost on purpose (no worker consumes them on MariaDB; the embedded
 * runner's rows are deleted on SQLite) and the database sweep alone must escalate.
 */
describe(`orders: the escalation sweep fires what the lost timers would have (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      ORDER_ALARM_AFTER_SECONDS: '1',
      ORDER_MISSED_AFTER_SECONDS: '2',
      // Only the rounds this test asks for (and the one at start-up, before any order).
      ORDER_SWEEP_INTERVAL_SECONDS: '3600',
    });
  });
  afterAll(() => api.close());

  const row = async (id: number) =>
    (
      (await api.dataSource.query('SELECT alarmedAt, isMissed FROM customer_order WHERE id = ?', [
        id,
      ])) as Row[]
    )[0];
  const missedMessages = async (id: number) => {
    const table = api.kind === 'mariadb' ? 'job_outbox' : 'job_record';
    const [{ n }] = (await api.dataSource.query(
      `SELECT COUNT(*) AS n FROM ${table} WHERE jobKey LIKE ?`,
      [`order.${id}.missed.%`],
    )) as { n: number | string }[];
    return Number(n);
  };

  it('alarms, then marks missed an unanswered order once, and leaves unpaid and answered ones alone', async () => {
    const shop = await loadShop(api);
    await resetOrderRate(api);
    setClock(api, WEDNESDAY_NOON);
    const place = async () => {
      const reply = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
      expect(reply.status).toBe(201);
      return (reply.body.data as OrderBody).id;
    };
    const [unanswered, unpaid, answered] = [await place(), await place(), await place()];
    // What Redis forgets on a restart without persistence: every delayed timer.
    await api.dataSource.query("DELETE FROM job_record WHERE queue = 'timers'");
    // An online order not paid yet: the shop does not see it, so nothing escalates it.
    await api.dataSource.query(
      "UPDATE customer_order SET paymentMethod = 'mollie', isPaid = 0, announcedAt = NULL WHERE id = ?",
      [unpaid],
    );
    const admin = await api.admin();
    expect((await admin.post(`/api/orders/${answered}/status/confirm`, {})).status).toBe(200);

    const sweep = api.app.get(OrderEscalationSweep);
    await eventually(
      async () => {
        await sweep.sweep();
        return Number((await row(unanswered)).isMissed) === 1 ? true : undefined;
      },
      { timeout: 15_000 },
    );
    // Later rounds (and a timer job that turns up after all) change nothing more.
    await sweep.sweep();
    await sweep.sweep();

    expect((await row(unanswered)).alarmedAt).not.toBeNull();
    expect(await missedMessages(unanswered)).toBe(1);
    for (const id of [unpaid, answered]) {
      expect(await row(id)).toMatchObject({ alarmedAt: null });
      expect(Number((await row(id)).isMissed)).toBe(0);
      expect(await missedMessages(id)).toBe(0);
    }
  }, 30_000);
});
