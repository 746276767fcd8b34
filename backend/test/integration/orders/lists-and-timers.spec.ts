import { filter, firstValueFrom, take, toArray, timeout } from 'rxjs';
import { Client, TestApi, startTestApi } from '../api/harness';
import { eventually } from '@bestellwerk/test-support';
import { LiveEvent, LiveEvents } from '../../../src/modules/live-events/live-event';
import { OrderTimersHandler } from '../../../src/modules/orders/order-timers.handler';
import { HISTORY_COUNT_LIMIT } from '../../../src/modules/orders/order-queries.service';
import {
  OrderBody,
  Shop,
  WEDNESDAY_NOON,
  escalationDueNow,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from './order-fixtures';

type Job = { queue: string; name: string; status: string; payload: Record<string, unknown> };

describe(`orders: lists, feeds and escalation (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let visitor: Client;
  let admin: Client;
  let employee: Client;
  let moveClock: (at: Date) => void;

  beforeAll(async () => {
    api = await startTestApi();
    shop = await loadShop(api);
    moveClock = setClock(api, WEDNESDAY_NOON);
    visitor = api.client();
    admin = await api.admin();
    employee = await api.employee();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    moveClock(WEDNESDAY_NOON);
    await resetOrderRate(api);
  });

  async function place(extra: Record<string, unknown> = {}): Promise<OrderBody> {
    const reply = await visitor.post<OrderBody>('/api/orders', takeawayDraft(shop, extra));
    if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body.data as OrderBody;
  }
  const act = (id: number, action: string) => admin.post(`/api/orders/${id}/status/${action}`, {});
  const ids = (reply: { body: { data?: unknown } }) =>
    (reply.body.data as { id: number }[]).map((order) => order.id);

  describe('history', () => {
    let huber: OrderBody;
    let wien: OrderBody;
    let thursday: OrderBody;
    let canceled: OrderBody;

    beforeAll(async () => {
      huber = await place({ lastName: 'Huber', email: 'huber@example.at' });
      wien = await place({ branch: { id: shop.branch.wien } });
      canceled = await place();
      await act(canceled.id, 'cancel');
      moveClock(new Date('2026-11-26T09:00:00Z'));
      thursday = await place();
    });

    it('filters by branch, status, period and text, newest first, paginated', async () => {
      const byBranch = await admin.get(`/api/orders?branch=${shop.branch.wien}`);
      expect(ids(byBranch)).toEqual([wien.id]);
      const byStatus = await admin.get('/api/orders?status=canceled');
      expect(ids(byStatus)).toEqual([canceled.id]);
      const fromThursday = await admin.get('/api/orders?from=2026-11-26');
      expect(ids(fromThursday)).toEqual([thursday.id]);
      const untilWednesday = await admin.get('/api/orders?to=2026-11-25');
      expect(ids(untilWednesday)).not.toContain(thursday.id);
      expect(ids(untilWednesday)).toContain(huber.id);
      const byText = await admin.get('/api/orders?search=huber');
      expect(ids(byText)).toEqual([huber.id]);
      const wildcard = await admin.get('/api/orders?search=%25');
      expect(ids(wildcard)).toEqual([]);
      const byTicket = await admin.get(
        `/api/orders?search=${thursday.ticketNumber}&branch=${shop.branch.graz}&from=2026-11-26`,
      );
      expect(ids(byTicket)).toEqual([thursday.id]);
      const page = await admin.get('/api/orders?perPage=2&page=1');
      expect(page.body.meta).toEqual({ page: 1, perPage: 2, total: 4 });
      expect(ids(page)).toEqual([thursday.id, canceled.id]);
      const bad = await admin.get('/api/orders?sort=hash');
      expect(bad.status).toBe(422);
    });

    it("shows an employee only their branches' orders", async () => {
      const reply = await employee.get('/api/orders');
      expect(ids(reply)).not.toContain(wien.id);
      expect(ids(reply)).toContain(huber.id);
      const asked = await employee.get(`/api/orders?branch=${shop.branch.wien}`);
      expect(ids(asked)).toEqual([]);
    });
    it('counts at most HISTORY_COUNT_LIMIT matches and still pages through them', async () => {
      // The history of a busy shop: the Huber order copied past the limit, all completed.
      const copies = HISTORY_COUNT_LIMIT + 10;
      const columns = api.dataSource
        .getMetadata('customer_order')
        .columns.map((column) => column.databaseName)
        .filter((name) => name !== 'id');
      const concat = (left: string, right: string) =>
        api.kind === 'mariadb' ? `CONCAT(${left}, ${right})` : `(${left} || ${right})`;
      const copied: Record<string, string> = {
        uid: concat("'bulk-'", 'seq.n'),
        hash: concat("'bulk-'", 'seq.n'),
        ticketNumber: '100000 + seq.n',
        ticketDate: "'2026-10-01'",
        status: "'completed'",
        idempotencyKey: 'NULL',
        requestHash: 'NULL',
      };
      const quote = (name: string) => (api.kind === 'mariadb' ? `\`${name}\`` : `"${name}"`);
      await api.dataSource.query(
        `INSERT INTO customer_order (${columns.map(quote).join(', ')})
         WITH digit(d) AS (${[...Array(10).keys()].map((d) => `SELECT ${d}`).join(' UNION ALL ')}),
         seq(n) AS (SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 10000 * f.d
                    FROM digit a, digit b, digit c, digit e, digit f)
         SELECT ${columns.map((name) => copied[name] ?? `o.${quote(name)}`).join(', ')}
         FROM customer_order o CROSS JOIN seq WHERE o.id = ? AND seq.n <= ${copies}`,
        [huber.id],
      );
      try {
        const first = await admin.get('/api/orders?status=completed&perPage=50');
        expect(first.status).toBe(200);
        expect(first.body.meta).toEqual({ page: 1, perPage: 50, total: HISTORY_COUNT_LIMIT });
        const second = await admin.get('/api/orders?status=completed&perPage=50&page=2');
        expect(ids(second)).toHaveLength(50);
        expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
      } finally {
        await api.dataSource.query("DELETE FROM customer_order WHERE uid LIKE 'bulk-%'");
      }
    });
  });

  describe('current orders and the feeds', () => {
    let open: OrderBody;
    let ready: OrderBody;
    let done: OrderBody;
    let tomorrow: OrderBody;
    let key: string;

    beforeAll(async () => {
      moveClock(new Date('2026-11-30T10:00:00Z')); // Monday 11:00: days after the history's orders
      open = await place();
      ready = await place();
      await act(ready.id, 'confirm');
      await act(ready.id, 'in-delivery');
      done = await place();
      await act(done.id, 'confirm');
      await act(done.id, 'completed');
      tomorrow = await place({ appointmentDate: '2026-12-01T09:00:00.000Z' });
      const created = await admin.post(`/api/branches/${shop.branch.graz}/api-keys`, {
        name: 'Abholmonitor',
      });
      key = (created.body.data as { key: string }).key;
    });
    beforeEach(() => moveClock(new Date('2026-11-30T10:30:00Z')));

    it('lists open, confirmed and in-delivery orders of today and later, earliest first', async () => {
      const reply = await admin.get(`/api/orders/current?branch=${shop.branch.graz}`);
      expect(reply.status).toBe(200);
      expect(ids(reply)).toEqual([open.id, ready.id, tomorrow.id]);
      expect(ids(reply)).not.toContain(done.id);
    });

    it('gives the pickup display ticket numbers only, with the branch key', async () => {
      const reply = await visitor.get(`/api/orders/frontdesk/${shop.branch.graz}/${key}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual([
        {
          ticketNumber: ready.ticketNumber,
          status: 'in-delivery',
          isReady: true,
          kind: 'takeaway',
        },
      ]);
      const wrong = await visitor.get(`/api/orders/frontdesk/${shop.branch.graz}/not-a-key`);
      expect(wrong.status).toBe(403);
      expect(wrong.body.errors).toEqual([{ message: 'Der API-Schlüssel ist ungültig.' }]);
      const otherBranch = await visitor.get(`/api/orders/frontdesk/${shop.branch.wien}/${key}`);
      expect(otherBranch.status).toBe(403);
    });

    it('answers the pickup display a German 404 while the front-desk plugin is off', async () => {
      const off = await admin.post('/api/config', { enablePluginFrontdesk: false });
      expect(off.status).toBe(200);
      try {
        for (const path of [
          `/api/orders/frontdesk/${shop.branch.graz}/${key}`,
          `/api/orders/frontdesk/${shop.branch.graz}/not-a-key`,
        ]) {
          const reply = await visitor.get(path);
          expect(reply.status).toBe(404);
          expect(reply.body.errors).toEqual([{ message: 'Die Abholanzeige ist nicht aktiviert.' }]);
        }
        // The order terminals' feed is not the pickup display: it stays.
        const terminal = await visitor.get(`/api/orders/backoffice/${shop.branch.graz}/${key}`);
        expect(terminal.status).toBe(200);
      } finally {
        await admin.post('/api/config', { enablePluginFrontdesk: true });
      }
      expect((await visitor.get(`/api/orders/frontdesk/${shop.branch.graz}/${key}`)).status).toBe(
        200,
      );
    });

    it('gives an order terminal the full current orders, with the branch key', async () => {
      const reply = await visitor.get(`/api/orders/backoffice/${shop.branch.graz}/${key}`);
      expect(reply.status).toBe(200);
      expect(ids(reply)).toEqual([open.id, ready.id, tomorrow.id]);
      expect((reply.body.data as OrderBody[])[0]).toMatchObject({ firstName: 'Lena' });
    });
  });

  describe('escalation of unanswered orders', () => {
    // Only the escalation events: the placing of the order is announced on the same stream.
    const events = () =>
      api.app
        .get(LiveEvents)
        .stream({ branchIds: null })
        .pipe(filter((event) => event.type === 'order.alarm' || event.type === 'order.missed'));
    const handler = () => api.app.get(OrderTimersHandler);

    it('schedules an alarm and a missed timer for every new order', async () => {
      const order = await place();
      // The timers are committed with the order (the outbox) and handed on to the queue just
      // after the answer: on a busy machine a moment later.
      const jobs = await eventually(async () => {
        const reply = await admin.get('/api/jobs?queue=timers&status=waiting');
        const mine = (reply.body.data as Job[]).filter((job) => job.payload.orderId === order.id);
        return mine.length >= 2 ? mine : undefined;
      });
      expect(jobs.map((job) => [job.name, job.status, job.payload.kind]).sort()).toEqual([
        ['order-alarm', 'delayed', 'alarm'],
        ['order-missed', 'delayed', 'missed'],
      ]);
    });

    it('raises the alarm once for a pending order, and not for an answered one', async () => {
      const order = await place();
      const answered = await place();
      await act(answered.id, 'confirm');
      await escalationDueNow(api, order.id);
      await escalationDueNow(api, answered.id);
      const heard = firstValueFrom(events().pipe(take(1), timeout(5000)));
      await handler().handle('order-alarm', { kind: 'alarm', orderId: answered.id });
      await handler().handle('order-alarm', { kind: 'alarm', orderId: order.id });
      await handler().handle('order-alarm', { kind: 'alarm', orderId: order.id });
      const event: LiveEvent = await heard;
      expect(event).toMatchObject({ type: 'order.alarm', orderId: order.id });
      const staff = await admin.get(`/api/orders/${order.id}`);
      expect((staff.body.data as { alarmedAt: string | null }).alarmedAt).not.toBeNull();
      const [{ n }] = (await api.dataSource.query(
        'SELECT COUNT(*) AS n FROM customer_order WHERE alarmedAt IS NOT NULL AND id IN (?, ?)',
        [order.id, answered.id],
      )) as { n: number | string }[];
      expect(Number(n)).toBe(1);
    });

    it('marks a still pending order as missed, tells the customer and lists it', async () => {
      const order = await place({ email: 'missed@example.at' });
      await escalationDueNow(api, order.id);
      const heard = firstValueFrom(events().pipe(take(1), toArray(), timeout(5000)));
      await handler().handle('order-missed', { kind: 'missed', orderId: order.id });
      await handler().handle('order-missed', { kind: 'missed', orderId: order.id });
      expect((await heard)[0]).toMatchObject({ type: 'order.missed', orderId: order.id });
      const missed = await admin.get('/api/orders/missed');
      expect(ids(missed)).toContain(order.id);
      const mails = await admin.get('/api/jobs?queue=email&status=waiting');
      const toCustomer = (mails.body.data as Job[]).filter(
        (job) => job.payload.to === 'missed@example.at' && job.name === 'order-missed',
      );
      expect(toCustomer).toHaveLength(1);
      expect(toCustomer[0].payload.subject).toMatch(/nicht rechtzeitig bestätigt/);
      await act(order.id, 'confirm');
      expect(ids(await admin.get('/api/orders/missed'))).not.toContain(order.id);
    });
  });
});

describe(`orders: timers run as delayed jobs in the worker (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ ORDER_ALARM_AFTER_SECONDS: '1', ORDER_MISSED_AFTER_SECONDS: '2' });
    await api.startWorker();
  });
  afterAll(() => api.close());

  it('an order nobody answers is alarmed, then missed', async () => {
    const shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    const reply = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
    expect(reply.status).toBe(201);
    const id = (reply.body.data as OrderBody).id;
    type Row = { alarmedAt: unknown; isMissed: number | string | boolean };
    const row = await eventually(
      async () => {
        const [found] = (await api.dataSource.query(
          'SELECT alarmedAt, isMissed FROM customer_order WHERE id = ?',
          [id],
        )) as Row[];
        return Number(found.isMissed) === 1 ? found : undefined;
      },
      { timeout: 15_000, interval: 100, what: `order ${id} marked missed` },
    );
    expect(row.alarmedAt).not.toBeNull();
    expect(Number(row.isMissed)).toBe(1);
  }, 30_000);
});
