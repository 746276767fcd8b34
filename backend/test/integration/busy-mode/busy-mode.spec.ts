import { formatTime, zonedDateTime } from '@bestellwerk/domain';
import { eventually } from '@bestellwerk/test-support';
import { BranchPromise } from '../../../src/modules/orders/busy-mode/branch-promise';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { openStream } from '../live-events/sse-client';
import {
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';

/** The connection pool of the API under test (the default of DB_POOL_SIZE). */
const POOL_SIZE = 10;
const BURST = 3 * POOL_SIZE;
const TZ = 'Europe/Vienna';
const at = (time: string) => zonedDateTime('2026-11-25', time, TZ);

type BusyBody = {
  kind: string;
  extraMinutes: number;
  pausedUntil: string | null;
  automatic: boolean;
  label: string;
};

/**
 * Busy mode (issue 36): the orders board's switch „+10 / +20 / +30 min“ or „Online-Bestellungen
 * pausieren“ until a time, and the automatic pause above a branch's limit. Staff of the
 * branch and admins only; bad input is refused in German and changes nothing; every change
 * is audited and announced; a paused branch refuses orders; „Viel los“ moves the earliest time.
 */
describe(`busy mode of a branch (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;
  let graz: Client;
  let wien: Client;
  let moveClock: (next: Date) => void;
  const busyUrl = () => `/api/branches/${shop.branch.graz}/busy-mode`;
  const busyColumns = async () => {
    const [row] = (await api.dataSource.query(
      `SELECT busyExtraMinutes, busyPausedUntil, busyAutoSince FROM branch WHERE id = ${shop.branch.graz}`,
    )) as Record<string, unknown>[];
    return {
      extra: row.busyExtraMinutes === null ? null : Number(row.busyExtraMinutes),
      paused: row.busyPausedUntil === null ? null : String(row.busyPausedUntil),
      auto: row.busyAutoSince === null ? null : String(row.busyAutoSince),
    };
  };
  const auditRows = async () =>
    (await api.dataSource.query(
      `SELECT action, username, after FROM audit_log WHERE entity = 'branches' AND action LIKE 'busy-%' ORDER BY id`,
    )) as { action: string; username: string; after: string }[];
  const submit = (body: unknown) => api.client().request('POST', '/api/orders', body);

  beforeAll(async () => {
    api = await startTestApi();
    shop = await loadShop(api);
    admin = await api.admin();
    graz = await api.employee();
    // Staff of another branch (Wien Neubau).
    const created = await admin.post('/api/users', {
      username: 'wien.kueche',
      password: 'Wien-Kueche-2026!',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: shop.branch.wien }],
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    wien = api.client();
    await wien.login('wien.kueche', 'Wien-Kueche-2026!');
    moveClock = setClock(api, WEDNESDAY_NOON);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    moveClock(WEDNESDAY_NOON);
    await resetOrderRate(api);
    await admin.delete(busyUrl());
  });

  it('only staff of the branch and admins switch it: others get 403, visitors 401, nothing changes', async () => {
    const audited = (await auditRows()).length;
    expect((await wien.put(busyUrl(), { extraMinutes: 20 })).status).toBe(403);
    expect((await wien.delete(busyUrl())).status).toBe(403);
    expect((await wien.get(busyUrl())).status).toBe(403);
    expect((await api.client().put(busyUrl(), { extraMinutes: 20 })).status).toBe(401);
    expect(await busyColumns()).toEqual({ extra: null, paused: null, auto: null });
    expect((await auditRows()).length).toBe(audited);

    const own = await graz.put(busyUrl(), { extraMinutes: 20 });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      kind: 'busy',
      extraMinutes: 20,
      label: 'Viel los: +20 min',
    });
    const byAdmin = await admin.put(busyUrl(), { extraMinutes: 10 });
    expect(byAdmin.status).toBe(200);
    expect((await busyColumns()).extra).toBe(10);
  });

  it.each([
    [
      { extraMinutes: 0 },
      'extraMinutes',
      'Die zusätzliche Wartezeit muss zwischen 5 und 60 Minuten liegen',
    ],
    [
      { extraMinutes: 90 },
      'extraMinutes',
      'Die zusätzliche Wartezeit muss zwischen 5 und 60 Minuten liegen',
    ],
    [{ extraMinutes: '20' }, 'extraMinutes', 'Die zusätzliche Wartezeit'],
    [
      { pausedUntil: '2026-11-25T10:00:00Z' },
      'pausedUntil',
      'Das Ende der Pause muss in der Zukunft liegen.',
    ],
    [{ pausedUntil: '2026-11-26T10:00:00Z' }, 'pausedUntil', 'höchstens 12 Stunden im Voraus'],
    [{ pausedUntil: 'morgen' }, 'pausedUntil', 'gültige Uhrzeit'],
    [{ extraMinutes: 20, pausedUntil: '2026-11-25T12:00:00Z' }, undefined, 'nicht beides'],
    [{}, undefined, 'Bitte wählen Sie zusätzliche Minuten oder eine Pause'],
  ])('refuses %j in German (422) and changes nothing', async (body, field, message) => {
    const audited = (await auditRows()).length;
    const reply = await graz.put(busyUrl(), body);
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[0].field).toBe(field);
    expect(reply.body.errors?.[0].message).toContain(message);
    expect(await busyColumns()).toEqual({ extra: null, paused: null, auto: null });
    expect((await auditRows()).length).toBe(audited);
  });

  it('refuses a limit out of bounds on the branch form, and keeps one within', async () => {
    const bad = await admin.put(`/api/branches/${shop.branch.graz}`, { busyLimitMinutes: 5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0].field).toBe('busyLimitMinutes');
    const good = await admin.put(`/api/branches/${shop.branch.graz}`, { busyLimitMinutes: 45 });
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ busyLimitMinutes: 45 });
    await admin.put(`/api/branches/${shop.branch.graz}`, { busyLimitMinutes: null });
  });

  it('audits every change with who did it, and announces it live on the board stream', async () => {
    const before = (await auditRows()).length;
    const stream = await openStream(api.app, `/api/events?branch=${shop.branch.graz}`, {
      cookie: [...graz.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    try {
      expect(stream.status).toBe(200);
      await graz.put(busyUrl(), { extraMinutes: 30 });
      const event = await stream.next((message) => message.event === 'branch.busy');
      expect((event.data as { data: BusyBody }).data).toMatchObject({
        kind: 'busy',
        extraMinutes: 30,
      });
      await graz.put(busyUrl(), { pausedUntil: at('13:30').toISOString() });
      await stream.next(
        (message) =>
          message.event === 'branch.busy' &&
          (message.data as { data: BusyBody }).data.kind === 'paused',
      );
      await graz.delete(busyUrl());
      // The same switch again changes nothing and is not audited twice.
      await graz.delete(busyUrl());
    } finally {
      stream.close();
    }
    const rows = (await auditRows()).slice(before);
    expect(rows.map((row) => [row.action, row.username])).toEqual([
      ['busy-extra', 'mitarbeiter'],
      ['busy-pause', 'mitarbeiter'],
      ['busy-off', 'mitarbeiter'],
    ]);
    const logs = await admin.get<{ summary: string }[]>('/api/logs?entity=branches&perPage=5');
    expect(JSON.stringify(logs.body)).toContain('Online-Bestellungen pausiert');
  });

  it(`takes ${BURST} parallel switches (3× the pool): each applies whole, one audit row each`, async () => {
    const before = (await auditRows()).length;
    const choices = [10, 20, 30];
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        (index % 2 ? admin : graz).put(busyUrl(), { extraMinutes: choices[index % 3] }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(BURST).fill(200));
    const rows = (await auditRows()).slice(before);
    // Each audited change starts where the one before it left off: a chain, no lost update.
    let previous: number | null = null;
    for (const row of rows) {
      const after = (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as {
        busyExtraMinutes: number;
      };
      expect(after.busyExtraMinutes).not.toBe(previous);
      previous = after.busyExtraMinutes;
    }
    expect((await busyColumns()).extra).toBe(previous);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(BURST);
  });

  it('a paused branch refuses orders in German and stores none; the storefront sees the pause', async () => {
    await graz.put(busyUrl(), { pausedUntil: at('13:30').toISOString() });
    const before = await countRows(api, 'customer_order');
    const reply = await submit(takeawayDraft(shop));
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      {
        field: 'branch',
        message:
          'Online-Bestellungen sind bis 13:30 Uhr pausiert. Bitte versuchen Sie es danach erneut.',
      },
    ]);
    expect(await countRows(api, 'customer_order')).toBe(before);
    // The public start data says so at once (its cache dropped with the branch row).
    const init = await api.client().get<{ branches: Record<string, unknown>[] }>('/api/init');
    const branch = (init.body.data as { branches: Record<string, unknown>[] }).branches.find(
      (entry) => entry.id === shop.branch.graz,
    )!;
    expect(branch).toMatchObject({ isBusyPaused: false, busyExtraMinutes: null });
    expect(new Date(String(branch.busyPausedUntil)).toISOString()).toBe(at('13:30').toISOString());
    expect(branch).not.toHaveProperty('busyLimitMinutes');
    // Once the pause is over, the same order is taken.
    moveClock(new Date(at('13:31')));
    expect((await submit(takeawayDraft(shop))).status).toBe(201);
  });

  it('„Viel los +20 min“ moves the earliest time by 20 minutes, for the server as for the checkout', async () => {
    // A kitchen wide enough that this test's own order does not move its promise (the queue
    // of issue 36); the earlier tests' orders may have, so the times come from its promise.
    await admin.put(`/api/branches/${shop.branch.graz}`, { kitchenStations: 50 });
    const promise = await api
      .client()
      .get<{ data: { earliest: string } }>(
        `/api/orders/promise/${shop.branch.graz}?products=${shop.product('Espresso')}`,
      );
    const first = new Date(promise.body.data.earliest);
    const local = (date: Date) => `2026-11-25T${formatTime(date, TZ)}`;
    const draft = takeawayDraft(shop, { appointmentDate: local(first) });
    expect((await submit(draft)).status).toBe(201);
    await resetOrderRate(api);
    await graz.put(busyUrl(), { extraMinutes: 20 });
    // The same time is too early now; 20 minutes later is the first the server takes, the
    // time the checkout offers first (the kitchen's promise plus the extra minutes).
    const later = new Date(first.getTime() + 20 * 60_000);
    expect((await submit(draft)).status).toBe(422);
    const justBefore = await submit(
      takeawayDraft(shop, { appointmentDate: local(new Date(later.getTime() - 5 * 60_000)) }),
    );
    expect(justBefore.status).toBe(422);
    expect(JSON.stringify(justBefore.body.errors)).toContain(`um ${formatTime(later, TZ)} Uhr`);
    expect((await submit(takeawayDraft(shop, { appointmentDate: local(later) }))).status).toBe(201);
  });

  it('pauses automatically while the promise is above the limit and resumes when it falls back', async () => {
    await admin.put(`/api/branches/${shop.branch.graz}`, { busyLimitMinutes: 30 });
    const promise = jest.spyOn(api.app.get(BranchPromise), 'promisedMinutes');
    try {
      promise.mockResolvedValue(45);
      // An order of the branch makes the rule look again.
      expect((await submit(takeawayDraft(shop))).status).toBe(201);
      await eventually(async () => (await busyColumns()).auto ?? undefined, {
        what: 'the automatic pause',
      });
      const refused = await submit(takeawayDraft(shop));
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0].message).toBe(
        'Online-Bestellungen sind derzeit pausiert. Bitte versuchen Sie es später erneut.',
      );
      const board = await graz.get<BusyBody>(busyUrl());
      expect(board.body.data).toMatchObject({ kind: 'paused', automatic: true });
      // The kitchen catches up: the next change of an order looks again and resumes.
      promise.mockResolvedValue(20);
      const [order] = (await api.dataSource.query(
        `SELECT id FROM customer_order WHERE branchId = ${shop.branch.graz} AND status = 'pending' ORDER BY id DESC LIMIT 1`,
      )) as { id: number }[];
      expect((await graz.post(`/api/orders/${order.id}/status/confirm`, {})).status).toBe(200);
      await eventually(async () => ((await busyColumns()).auto === null ? true : undefined), {
        what: 'the end of the automatic pause',
      });
      const actions = (await auditRows()).map((row) => row.action);
      expect(actions.slice(-2)).toEqual(['busy-auto-on', 'busy-auto-off']);
      await resetOrderRate(api);
      expect((await submit(takeawayDraft(shop))).status).toBe(201);
    } finally {
      promise.mockRestore();
      await admin.put(`/api/branches/${shop.branch.graz}`, { busyLimitMinutes: null });
    }
  });
});
