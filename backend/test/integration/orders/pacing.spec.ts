import { delayNoticeText } from '@bestellwerk/domain';
import { In } from 'typeorm';
import { insertDemoStatistics } from '../../../src/database/seeds/demo-statistics.seed';
import { Order } from '../../../src/modules/orders/entities/order.entity';
import { OrderEffects } from '../../../src/modules/orders/order-effects.service';
import { PacingService } from '../../../src/modules/orders/pacing.service';
import { PacingSweep } from '../../../src/modules/orders/pacing.sweep';
import { WEDNESDAY_NOON, orderSuite, takeawayDraft } from './order-fixtures';

const MINUTE = 60_000;
/** The connection pool of the API under test (the default of DB_POOL_SIZE). */
const POOL_SIZE = 10;

interface PromiseBody {
  earliest: string;
  minutes: number;
  waitMinutes: number;
  preparationMinutes: number;
}

describe(`the promise follows the kitchen's queue (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite({ staff: true });

  /** The kitchen empty again: every open order done, the kept queue forgotten. */
  beforeEach(async () => {
    await suite.api.dataSource
      .getRepository(Order)
      .createQueryBuilder()
      .update()
      .set({ status: 'completed' })
      .where('status IN (:...open)', { open: ['pending', 'confirmed'] })
      .execute();
    const pacing = suite.api.app.get(PacingService);
    for (const id of Object.values(suite.shop.branch)) pacing.invalidate(id);
  });

  const afterThis: (() => void)[] = [];
  afterEach(() => afterThis.splice(0).forEach((undo) => undo()));

  /** A checkout from an address of its own (the throttle counts per address). */
  const submitFrom = async (ip: string) => {
    const response = await suite.api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: takeawayDraft(suite.shop) as object,
      remoteAddress: ip,
    });
    return { status: response.statusCode, body: response.json() as { data?: { id: number } } };
  };

  const promiseOf = async (branchId: number) => {
    const reply = await suite.visitor.request<PromiseBody>(
      'GET',
      `/api/orders/promise/${branchId}?products=${suite.shop.product('Espresso')}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.data as PromiseBody;
  };

  it('offers a later earliest time after a burst of orders, and refuses a time the kitchen cannot make', async () => {
    const graz = suite.shop.branch.graz;
    const before = await promiseOf(graz);
    for (let n = 0; n < 12; n++) await suite.place();
    const after = await promiseOf(graz);
    // Twelve orders of about ten minutes on two stations: an hour more.
    expect(after.minutes).toBeGreaterThanOrEqual(before.minutes + 50);
    expect(new Date(after.earliest).getTime()).toBeGreaterThan(new Date(before.earliest).getTime());

    // A time before that is refused in German, and no order is written.
    const count = await suite.api.dataSource.getRepository(Order).count();
    const tooEarly = new Date(WEDNESDAY_NOON.getTime() + 30 * MINUTE).toISOString();
    const refused = await suite.submit(takeawayDraft(suite.shop, { appointmentDate: tooEarly }));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(
      'Zu diesem Zeitpunkt können wir Ihre Bestellung leider nicht fertigstellen.',
    );
    expect(await suite.api.dataSource.getRepository(Order).count()).toBe(count);

    // „So bald wie möglich“ is still taken, promised for when the queue allows.
    const asap = await suite.place();
    const stored = await suite.api.dataSource.getRepository(Order).findOneByOrFail({ id: asap.id });
    expect(stored.promisedReadyAt!.getTime()).toBeGreaterThanOrEqual(
      WEDNESDAY_NOON.getTime() + after.minutes * MINUTE,
    );
    expect(stored.prepMinutes).toBeGreaterThan(0);
  });

  it(`takes ${3 * POOL_SIZE} parallel checkouts, each with its promise, none with a server error`, async () => {
    const replies = await Promise.all(
      Array.from({ length: 3 * POOL_SIZE }, (_, n) => submitFrom(`10.36.0.${n + 1}`)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 201));
    const ids = replies.map((reply) => reply.body.data!.id);
    const rows = await suite.api.dataSource.getRepository(Order).findBy({ id: In(ids) });
    expect(rows.every((row) => row.promisedReadyAt !== null)).toBe(true);
    // The queue they make shows in the next promise.
    const next = await promiseOf(suite.shop.branch.graz);
    expect(next.minutes).toBeGreaterThanOrEqual(60);
  });

  it('tells the customer of a delay once, and the ready time follows live', async () => {
    const published = jest.spyOn(suite.api.app.get(OrderEffects), 'publish');
    // Not restoreAllMocks: the suite's clock is a mock too.
    afterThis.push(() => published.mockRestore());
    const order = await suite.place();
    const confirmed = await suite.admin.request(
      'POST',
      `/api/orders/${order.id}/status/confirm`,
      {},
    );
    expect(confirmed.status).toBe(200);
    const sweep = suite.api.app.get(PacingSweep);
    const branch = { id: suite.shop.branch.graz, kitchenStations: 2 };

    // On time: nothing to tell.
    expect(
      await sweep.followQueue(branch, new Date(WEDNESDAY_NOON.getTime() + 5 * MINUTE)),
    ).toEqual([]);

    // Half an hour later it is still not ready: expected a minute from now, late by the
    // difference to its promise, told in 5-minute steps.
    const late = new Date(WEDNESDAY_NOON.getTime() + 30 * MINUTE);
    const told = await sweep.followQueue(branch, late);
    expect(told.map((o) => o.id)).toEqual([order.id]);
    const promised = told[0].promisedReadyAt!.getTime();
    const minutes = Math.ceil((late.getTime() + MINUTE - promised) / MINUTE / 5) * 5;
    expect(minutes).toBeGreaterThanOrEqual(15);
    const page = (
      await suite.visitor.request('GET', `/api/orders/public/${order.uid}/${order.hash}`)
    ).body.data as { delayNotice: string; expectedReadyAt: string };
    expect(page.delayNotice).toBe(delayNoticeText(minutes));
    expect(page.delayNotice).toBe(`Ihre Bestellung verzögert sich um etwa ${minutes} Minuten.`);
    expect(new Date(page.expectedReadyAt).getTime()).toBe(late.getTime() + MINUTE);
    expect(published).toHaveBeenCalledWith(
      'order.updated',
      expect.objectContaining({ id: order.id }),
      { action: 'delay-notice' },
    );

    // Later still: the ready time moves on, the notice is not told again.
    const later = new Date(WEDNESDAY_NOON.getTime() + 45 * MINUTE);
    expect(await sweep.followQueue(branch, later)).toEqual([]);
    const stored = await suite.api.dataSource
      .getRepository(Order)
      .findOneByOrFail({ id: order.id });
    expect(stored.delayNoticeMinutes).toBe(minutes);
    expect(stored.expectedReadyAt!.getTime()).toBe(later.getTime() + MINUTE);
    expect(published).toHaveBeenCalledWith(
      'order.updated',
      expect.objectContaining({ id: order.id }),
      { action: 'ready-time' },
    );

    // Ready: accepted and ready times are the history the estimates learn from.
    await suite.admin.request('POST', `/api/orders/${order.id}/status/in-delivery`, {});
    const done = await suite.api.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(done.confirmedAt).not.toBeNull();
    expect(done.readyAt).not.toBeNull();
  });

  it('learns the preparation times from the history and shows them per product', async () => {
    await suite.api.dataSource.transaction((manager) =>
      insertDemoStatistics(manager, {
        days: 60,
        now: Date.parse('2026-10-15T00:00:00Z'),
        ordersPerDay: 20,
      }),
    );
    const branch = await suite.api.dataSource
      .getRepository('Branch')
      .findOneByOrFail({ id: suite.shop.branch.graz });
    const learned = await suite.api.app.get(PacingService).relearn(branch as never, WEDNESDAY_NOON);
    expect(learned.orders).toBeGreaterThan(100);
    expect(learned.rows).toBeGreaterThan(0);

    const reply = await suite.admin.request(
      'GET',
      `/api/preparation-estimates?branch=${suite.shop.branch.graz}`,
    );
    expect(reply.status).toBe(200);
    const rows = reply.body.data as { productId: number; medianMinutes: number }[];
    const espresso = rows.find((row) => row.productId === suite.shop.product('Espresso'));
    // A drink: about three minutes in the demo kitchen.
    expect(espresso?.medianMinutes).toBeGreaterThanOrEqual(2);
    expect(espresso?.medianMinutes).toBeLessThanOrEqual(5);
    // A visitor does not see them.
    expect((await suite.visitor.request('GET', '/api/preparation-estimates')).status).toBe(401);
  });

  it('refuses parallel stations outside 1–50 in German and changes nothing', async () => {
    const graz = suite.shop.branch.graz;
    for (const kitchenStations of [0, 51, 2.5, 'viele']) {
      const reply = await suite.admin.request('PUT', `/api/branches/${graz}`, { kitchenStations });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(JSON.stringify(reply.body)).toContain(
        'Die Anzahl paralleler Küchenplätze muss eine ganze Zahl zwischen 1 und 50 sein.',
      );
    }
    const ok = await suite.admin.request('PUT', `/api/branches/${graz}`, { kitchenStations: 4 });
    expect(ok.status).toBe(200);
    const row = await suite.api.dataSource.getRepository('Branch').findOneByOrFail({ id: graz });
    expect((row as { kitchenStations: number }).kitchenStations).toBe(4);
    await suite.admin.request('PUT', `/api/branches/${graz}`, { kitchenStations: 2 });
  });
});
