import { eventually } from '@bestellwerk/test-support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LiveEvents } from '../../../src/modules/live-events/live-event';
import { Client, TestApi, startTestApi } from '../api/harness';
import {
  OrderBody,
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';
import { SseStream, cookieHeader, openStream } from './sse-client';

/**
 * The back office hears about orders the moment they change, whichever API process the
 * customer's request went through: two API processes share MariaDB and Redis here.
 */
describe(`live events across API processes (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let other: NestFastifyApplication;
  let shop: Shop;
  let admin: Client;
  let employee: Client;
  const streams: SseStream[] = [];

  const open = async (path: string, headers: Record<string, string> = {}) => {
    const stream = await openStream(other, path, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    api = await startTestApi();
    other = await api.startSecondApp();
    shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    admin = await api.admin();
    employee = await api.employee();
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => api.close());

  async function placeOrder(): Promise<OrderBody> {
    await resetOrderRate(api);
    const reply = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
    if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body.data as OrderBody;
  }

  it('streams as text/event-stream, unbuffered, with a reconnect delay', async () => {
    const stream = await open('/api/events', cookieHeader(admin));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['cache-control']).toContain('no-cache');
    await eventually(() => {
      expect(stream.raw()).toMatch(/^retry: 3000\n/);
      return true;
    });
  });

  it('an order placed through one process reaches a screen connected to the other', async () => {
    const stream = await open('/api/events', cookieHeader(admin));
    const order = await placeOrder();
    const created = await stream.next(
      (m) => m.event === 'order.created' && (m.data as { orderId: number }).orderId === order.id,
    );
    expect(created.id).toEqual(expect.any(String));
    expect(created.data).toMatchObject({
      type: 'order.created',
      branchId: shop.branch.graz,
      data: { status: 'pending', ticketNumber: order.ticketNumber },
    });

    expect((await admin.post(`/api/orders/${order.id}/status/confirm`, {})).status).toBe(200);
    const updated = await stream.next(
      (m) => m.event === 'order.updated' && (m.data as { orderId: number }).orderId === order.id,
    );
    expect(updated.data).toMatchObject({ data: { status: 'confirmed' } });
  });

  it('an employee hears only the branches they work in', async () => {
    const stream = await open('/api/events', cookieHeader(employee));
    const live = api.app.get(LiveEvents);
    await live.publish({ type: 'order.updated', branchId: shop.branch.wien, orderId: 900001 });
    await live.publish({ type: 'order.updated', branchId: shop.branch.graz, orderId: 900002 });
    await stream.next((m) => (m.data as { orderId: number }).orderId === 900002);
    expect(stream.messages.map((m) => (m.data as { orderId: number }).orderId)).toEqual([900002]);
  });

  it('refuses a stream of a branch that is not the employee’s, and anonymous callers', async () => {
    const foreign = await openStream(
      other,
      `/api/events?branch=${shop.branch.wien}`,
      cookieHeader(employee),
    );
    expect(foreign.status).toBe(403);
    foreign.close();
    const anonymous = await openStream(other, '/api/events');
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const own = await open(`/api/events?branch=${shop.branch.graz}`, cookieHeader(employee));
    expect(own.status).toBe(200);
  });

  it('tells the storefront, without a login, about busy mode switched through the other process: only what a customer may know', async () => {
    const stream = await open('/api/events/shop');
    expect(stream.status).toBe(200);
    const busyUrl = `/api/branches/${shop.branch.graz}/busy-mode`;
    const order = await placeOrder();
    expect((await admin.put(busyUrl, { extraMinutes: 20 })).status).toBe(200);
    const busy = await stream.next((m) => m.event === 'branch.busy');
    expect(busy.data).toEqual({
      id: expect.any(String),
      type: 'branch.busy',
      branchId: shop.branch.graz,
      at: expect.any(String),
      data: { busyExtraMinutes: 20, busyPausedUntil: null, isBusyPaused: false },
    });
    // The same three fields the storefront's start data carries for the branch.
    const init = await api.client().get<{ branches: Record<string, unknown>[] }>('/api/init');
    const branch = (init.body.data as { branches: Record<string, unknown>[] }).branches.find(
      (candidate) => candidate.id === shop.branch.graz,
    )!;
    expect({
      busyExtraMinutes: branch.busyExtraMinutes,
      busyPausedUntil: branch.busyPausedUntil,
      isBusyPaused: branch.isBusyPaused,
    }).toEqual((busy.data as { data: unknown }).data);
    expect((await admin.delete(busyUrl)).status).toBe(200);
    const ended = await stream.next((m) => m.event === 'branch.busy' && m.id !== busy.id);
    expect((ended.data as { data: unknown }).data).toEqual({
      busyExtraMinutes: null,
      busyPausedUntil: null,
      isBusyPaused: false,
    });
    // Orders, their tickets and the staff's view of busy mode never reach it.
    const heard = stream.raw();
    expect(heard).not.toContain('order.created');
    expect(heard).not.toContain(`"orderId":${order.id}`);
    expect(heard).not.toContain('limitMinutes');
    expect(heard).not.toContain('automatic');
  });

  it('gives the front-desk display ticket numbers by branch key, never customer data', async () => {
    const created = await admin.post<{ key: string }>(
      `/api/branches/${shop.branch.graz}/api-keys`,
      { name: 'Abholanzeige' },
    );
    expect(created.status).toBe(201);
    const { key } = created.body.data as { key: string };

    const wrong = await openStream(other, `/api/events/frontdesk/${shop.branch.graz}/falsch`);
    expect(wrong.status).toBe(403);
    wrong.close();
    const foreignBranch = await openStream(
      other,
      `/api/events/frontdesk/${shop.branch.wien}/${key}`,
    );
    expect(foreignBranch.status).toBe(403);
    foreignBranch.close();

    const stream = await open(`/api/events/frontdesk/${shop.branch.graz}/${key}`);
    expect(stream.status).toBe(200);
    await api.app.get(LiveEvents).publish({
      type: 'order.updated',
      branchId: shop.branch.graz,
      orderId: 900003,
      data: { status: 'in-delivery', ticketNumber: 17, customerName: 'Lena Gruber' },
    });
    const message = await stream.next((m) => (m.data as { orderId: number }).orderId === 900003);
    expect(message.data).toMatchObject({ data: { status: 'in-delivery', ticketNumber: 17 } });
    expect(JSON.stringify(message.data)).not.toContain('Lena');
  });

  it('tells a kitchen screen by branch key which order changed, never who ordered', async () => {
    const created = await admin.post<{ key: string }>(
      `/api/branches/${shop.branch.graz}/api-keys`,
      { name: 'Küche' },
    );
    const { key } = created.body.data as { key: string };
    for (const path of [
      `/api/events/backoffice/${shop.branch.graz}/falsch`,
      `/api/events/backoffice/${shop.branch.wien}/${key}`,
    ]) {
      const refused = await openStream(other, path);
      expect(refused.status).toBe(403);
      refused.close();
    }

    const stream = await open(`/api/events/backoffice/${shop.branch.graz}/${key}`);
    expect(stream.status).toBe(200);
    const placed = await placeOrder();
    const message = await stream.next(
      (m) => m.event === 'order.created' && (m.data as { orderId: number }).orderId === placed.id,
    );
    expect(message.data).toMatchObject({ branchId: shop.branch.graz, orderId: placed.id });
    expect(JSON.stringify(message.data)).not.toContain('Gruber');
  });

  it('refuses the front-desk stream with a German 404 while the plugin is off', async () => {
    const created = await admin.post<{ key: string }>(
      `/api/branches/${shop.branch.graz}/api-keys`,
      { name: 'Abholanzeige aus' },
    );
    const { key } = created.body.data as { key: string };
    expect((await admin.post('/api/config', { enablePluginFrontdesk: false })).status).toBe(200);
    try {
      const refused = await openStream(other, `/api/events/frontdesk/${shop.branch.graz}/${key}`);
      expect(refused.status).toBe(404);
      refused.close();
    } finally {
      await admin.post('/api/config', { enablePluginFrontdesk: true });
    }
  });

  it('tells a status page about its own order only, by uid and hash', async () => {
    const mine = await placeOrder();
    const stream = await open(`/api/orders/public/${mine.uid}/${mine.hash}/events`);
    expect(stream.status).toBe(200);
    const other = await placeOrder();
    expect((await admin.post(`/api/orders/${other.id}/status/confirm`, {})).status).toBe(200);
    expect((await admin.post(`/api/orders/${mine.id}/status/confirm`, {})).status).toBe(200);
    const message = await stream.next((m) => m.event === 'order.updated');
    // Nothing but the fact of a change: the page reloads the order itself.
    expect(Object.keys(message.data as object).sort()).toEqual(['at', 'id', 'type']);
    // The other order was placed and confirmed before this one's confirmation: had its
    // events leaked, a second update (and a second creation) would be here already. This
    // order's own creation may arrive too: the live event is sent after its 201.
    const types = stream.messages.map((entry) => entry.event);
    expect(types.filter((type) => type === 'order.updated')).toHaveLength(1);
    expect(types.filter((type) => type === 'order.created').length).toBeLessThanOrEqual(1);

    const wrong = await open(
      `/api/orders/public/${mine.uid}/${'0'.repeat(mine.hash.length)}/events`,
    );
    expect(wrong.status).toBe(404);
  });
});
