import {
  DEFAULT_PREORDER_MARGIN_MINUTES,
  orderStatusView,
  REVIVED_TEXT,
} from '@bestellwerk/domain';
import { OrderEscalationSweep } from '../../../src/modules/orders/order-escalation.sweep';
import { OrderTimersHandler } from '../../../src/modules/orders/order-timers.handler';
import { Client, TestApi, startTestApi } from '../api/harness';
import {
  OrderBody,
  Shop,
  escalationDueNow,
  loadShop,
  resetOrderRate,
  takeawayDraft,
  tomorrowInVienna,
} from './order-fixtures';

/** The connection pool of the API under test (the default of DB_POOL_SIZE). */
const POOL_SIZE = 10;
const BURST = 3 * POOL_SIZE;

type Job = { jobKey: string; payload: string | Record<string, unknown> };
type Row = { alarmDueAt: Date | string; missedDueAt: Date | string; isMissed: unknown };

/**
 * Issue 30, the story of a pickup pre-ordered for later: it escalates by its slot (not 10
 * minutes after it was placed), it is missed on every screen and in the customer's e-mail
 * alike, and confirming it after all tells the customer the good news exactly once.
 * The shop's real clock: the slot is tomorrow 12:15 in Vienna (Wien Neubau is open daily).
 */
describe(`orders: a missed pre-order, one story (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let visitor: Client;
  let admin: Client;

  beforeAll(async () => {
    api = await startTestApi({ ORDER_SWEEP_INTERVAL_SECONDS: '3600' });
    shop = await loadShop(api);
    visitor = api.client();
    admin = await api.admin();
  });
  afterAll(() => api.close());
  beforeEach(() => resetOrderRate(api));

  const row = async (id: number) =>
    (
      (await api.dataSource.query(
        'SELECT alarmDueAt, missedDueAt, isMissed FROM customer_order WHERE id = ?',
        [id],
      )) as Row[]
    )[0];
  const jobs = async (pattern: string): Promise<Job[]> => {
    const table = api.kind === 'mariadb' ? 'job_outbox' : 'job_record';
    return (await api.dataSource.query(`SELECT jobKey, payload FROM ${table} WHERE jobKey LIKE ?`, [
      pattern,
    ])) as Job[];
  };
  const payload = (job: Job) =>
    (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as {
      subject?: string;
      text?: string;
    };

  async function placePreorder(): Promise<OrderBody> {
    const reply = await visitor.post<OrderBody>(
      '/api/orders',
      takeawayDraft(shop, {
        branch: { id: shop.branch.wien },
        email: `vorbestellung-${Date.now()}@example.at`,
        appointmentDate: tomorrowInVienna('12:15').toISOString(),
      }),
    );
    if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body.data as OrderBody;
  }

  it('is due by its slot: accepted by 12:00 for 12:15 (margin 15 minutes), alarmed 7 minutes before', async () => {
    const order = await placePreorder();
    const due = await row(order.id);
    expect(new Date(due.missedDueAt).toISOString()).toBe(
      new Date(
        tomorrowInVienna('12:15').getTime() - DEFAULT_PREORDER_MARGIN_MINUTES * 60_000,
      ).toISOString(),
    );
    expect(new Date(due.alarmDueAt).toISOString()).toBe(tomorrowInVienna('11:53').toISOString());
    const staff = await admin.get(`/api/orders/${order.id}`);
    expect(staff.body.data).toMatchObject({
      missedDueAt: tomorrowInVienna('12:00').toISOString(),
      alarmDueAt: tomorrowInVienna('11:53').toISOString(),
    });

    // A timer job that comes before its time (or a sweep) changes nothing.
    await api.app
      .get(OrderTimersHandler)
      .handle('order-alarm', { kind: 'alarm', orderId: order.id });
    await api.app
      .get(OrderTimersHandler)
      .handle('order-missed', { kind: 'missed', orderId: order.id });
    await api.app.get(OrderEscalationSweep).sweep();
    expect(Number((await row(order.id)).isMissed)).toBe(0);
    expect(
      ((await admin.get(`/api/orders/${order.id}`)).body.data as { alarmedAt: unknown }).alarmedAt,
    ).toBeNull();
  });

  it('moves its due times with the branch margin a shop sets', async () => {
    const branch = await admin.put(`/api/branches/${shop.branch.wien}`, {
      preorderMarginMinutes: 45,
    });
    expect(branch.status).toBe(200);
    try {
      const order = await placePreorder();
      expect(new Date((await row(order.id)).missedDueAt).toISOString()).toBe(
        tomorrowInVienna('11:30').toISOString(),
      );
    } finally {
      await admin.put(`/api/branches/${shop.branch.wien}`, {
        preorderMarginMinutes: DEFAULT_PREORDER_MARGIN_MINUTES,
      });
    }
  });

  it('refuses a negative margin in German', async () => {
    const reply = await admin.put(`/api/branches/${shop.branch.wien}`, {
      preorderMarginMinutes: -5,
    });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toContain('Vorlauf für Vorbestellungen');
  });

  it('once missed, the status page and the e-mail say what the board says; confirming after all sends the good news once', async () => {
    const order = await placePreorder();
    await escalationDueNow(api, order.id);
    await api.app.get(OrderEscalationSweep).sweep();
    expect(Number((await row(order.id)).isMissed)).toBe(1);

    const missed = orderStatusView({ status: 'pending', isMissed: true });
    const page = await visitor.get(`/api/orders/public/${order.uid}/${order.hash}`);
    expect(page.body.data).toMatchObject({ isMissed: true, status: 'pending' });
    const [mail] = (await jobs(`order.${order.id}.missed.email%`)).map(payload);
    expect(mail.subject).toContain(missed.label.toLowerCase());
    expect(mail.text).toContain(missed.customerText);

    // The back office confirms anyway, from many tabs at once (3x the pool).
    const replies = await Promise.all(
      Array.from({ length: BURST }, () => admin.post(`/api/orders/${order.id}/status/confirm`, {})),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(BURST - 1);

    const news = (await jobs(`order.${order.id}.confirmed-after-missed.email%`)).map(payload);
    expect(news).toHaveLength(1);
    expect(news[0].text).toContain(REVIVED_TEXT);
    // Not the plain „wurde bestätigt“ mail on top of it.
    expect(await jobs(`order.${order.id}.confirmed.email%`)).toHaveLength(0);

    const after = await visitor.get(`/api/orders/public/${order.uid}/${order.hash}`);
    const shown = after.body.data as { status: 'confirmed'; isMissed: boolean };
    expect(orderStatusView(shown).state).toBe('confirmed');
    expect((await admin.get('/api/orders/missed')).body.data).not.toContainEqual(
      expect.objectContaining({ id: order.id }),
    );
  });
});
