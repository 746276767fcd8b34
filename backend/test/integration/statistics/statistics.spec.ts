import fc from 'fast-check';
import { addDays, STATISTICS_NAMES, toLocal, viennaDayStart } from '@bestellwerk/domain';
import { insertDemoStatistics } from '../../../src/database/seeds/demo-statistics.seed';
import {
  SETTLE_MS,
  StatisticsRollupService,
} from '../../../src/modules/statistics/statistics-rollup.service';
import { StatisticsSource } from '../../../src/modules/statistics/statistics-source';
import { Client, TestApi, startTestApi } from '../api/harness';

const today = toLocal(new Date(), 'Europe/Vienna').date;
const from = addDays(today, -13);
const SHAPE = [
  'name',
  'unit',
  'bucket',
  'from',
  'to',
  'previousFrom',
  'previousTo',
  'total',
  'previousTotal',
  'net',
  'previousNet',
  'series',
  'previousSeries',
  'breakdown',
  'vat',
  'flow',
  'heatMap',
].sort();

describe(`statistics (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let employee: Client;
  let rollups: StatisticsRollupService;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    employee = await api.employee();
    rollups = api.app.get(StatisticsRollupService);
    await api.dataSource.transaction((manager) =>
      insertDemoStatistics(manager, { days: 28, visitsPerDay: 8, ordersPerDay: 5 }),
    );
  });
  afterAll(() => api.close());

  const all = async (client: Client, query = `from=${from}&to=${today}`) => {
    const reports: Record<string, unknown> = {};
    for (const name of STATISTICS_NAMES) {
      const reply = await client.get(`/api/statistics/${name}?${query}`);
      expect([name, reply.status]).toEqual([name, 200]);
      reports[name] = reply.body.data;
    }
    return reports;
  };

  it('answers every catalogue name with the one documented shape, with the previous period', async () => {
    const reports = await all(admin);
    for (const name of STATISTICS_NAMES) {
      const report = reports[name] as Record<string, unknown>;
      expect(Object.keys(report).sort()).toEqual(SHAPE);
      expect(report.previousFrom).toBe(addDays(from, -14));
      const series = report.series as unknown[];
      expect(series).toHaveLength(report.bucket === 'hour' ? 24 : 14);
    }
    // A breakdown adds up to its total, in both periods (it is read apart from the series).
    for (const name of ['pages', 'events', 'referrers', 'browsers', 'popular-items'] as const) {
      const report = reports[name] as {
        total: number;
        previousTotal: number;
        breakdown: { key: string; value: number; previousValue: number }[];
      };
      expect(report.breakdown.length).toBeGreaterThan(1);
      expect(report.breakdown.filter((entry) => entry.key === '')).toEqual([]);
      const sum = (field: 'value' | 'previousValue') =>
        Math.round(report.breakdown.reduce((total, entry) => total + entry[field], 0) * 1000) /
        1000;
      expect([name, sum('value'), sum('previousValue')]).toEqual([
        name,
        report.total,
        report.previousTotal,
      ]);
    }
    const revenue = reports.revenue as { total: number; net: number; vat: { rate: string }[] };
    expect(revenue.total).toBeGreaterThan(0);
    expect(revenue.net).toBeLessThan(revenue.total);
    expect(revenue.vat.length).toBeGreaterThan(0);
    expect((reports['unique-visitors'] as { total: number }).total).toBeGreaterThan(0);
    expect((reports['order-times'] as { heatMap: unknown[] }).heatMap.length).toBeGreaterThan(0);
    expect((reports['event-flow'] as { flow: unknown[] }).flow.length).toBeGreaterThan(0);
    expect((reports['working-activities'] as { series: { value: number }[] }).series[0].value).toBe(
      0,
    );
  });

  it('refuses an unknown name and a bad range with a German 400 and the reason', async () => {
    const unknown = await admin.get(`/api/statistics/umsatz?from=${from}&to=${today}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0].message).toBe(
      'Statistik konnte nicht geladen werden. Unbekannte Statistik „umsatz“.',
    );
    const backwards = await admin.get(`/api/statistics/orders?from=${today}&to=${from}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0].message).toBe(
      'Statistik konnte nicht geladen werden. „to“ darf nicht vor „from“ liegen.',
    );
    const missing = await admin.get('/api/statistics/orders');
    expect(missing.body.errors?.[0].message).toBe(
      'Statistik konnte nicht geladen werden. „from“ muss ein Datum im Format JJJJ-MM-TT sein.',
    );
    const branch = await admin.get(`/api/statistics/orders?from=${from}&to=${today}&branch=1e3`);
    expect(branch.status).toBe(400);
  });

  it('the user profile counts the orders the user handled in the range, each once, and per day', async () => {
    const idOf = async (username: string) =>
      (
        (await api.dataSource.query('SELECT id FROM `user` WHERE username = ?', [username])) as {
          id: number;
        }[]
      )[0].id;
    const adminId = await idOf('admin');
    const before = await admin.get(
      `/api/statistics/user-profile?user=${adminId}&start=${from}&end=${today}`,
    );
    expect(before.status).toBe(200);
    const base = (before.body.data as { ordersHandled: number }).ordersHandled;
    const perDay = async () => {
      const reply = await admin.get(
        `/api/statistics/user-profile-working-activities?user=${adminId}&start=${from}&end=${today}`,
      );
      expect(reply.status).toBe(200);
      const { handled } = reply.body.data as { handled: { key: string; value: number }[] };
      return new Map(handled.map((point) => [point.key, point.value]));
    };
    const dayBefore = await perDay();
    const yesterday = addDays(today, -1);
    const inRange = new Date();
    // Midday in Vienna, whatever the offset.
    const yesterdayNoon = new Date(Date.parse(`${yesterday}T11:00:00Z`));
    const outside = new Date(Date.parse(`${addDays(from, -3)}T12:00:00Z`));
    const entry = (userId: number | null, entity: string, entityId: string, at: Date) =>
      api.dataSource.query(
        'INSERT INTO audit_log (userId, username, action, entity, entityId, ip, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [userId, 'x', 'status', entity, entityId, '', at],
      );
    await entry(adminId, 'orders', '900001', inRange);
    await entry(adminId, 'orders', '900001', inRange);
    await entry(adminId, 'orders', '900002', inRange);
    await entry(adminId, 'products', '900003', inRange);
    await entry(adminId + 1000, 'orders', '900004', inRange);
    await entry(adminId, 'orders', '900005', outside);
    // The same order handled again the day before: once in the total, on both days per day.
    await entry(adminId, 'orders', '900001', yesterdayNoon);
    const after = await admin.get(
      `/api/statistics/user-profile?user=${adminId}&start=${from}&end=${today}`,
    );
    expect((after.body.data as { ordersHandled: number }).ordersHandled).toBe(base + 2);
    const dayAfter = await perDay();
    expect([...dayAfter.keys()]).toEqual(
      Array.from({ length: 14 }, (_, index) => addDays(from, index)),
    );
    expect(dayAfter.get(today)).toBe((dayBefore.get(today) ?? 0) + 2);
    expect(dayAfter.get(yesterday)).toBe((dayBefore.get(yesterday) ?? 0) + 1);
    const changed = [...dayAfter].filter(([day, value]) => value !== dayBefore.get(day));
    expect(changed.map(([day]) => day).sort()).toEqual([yesterday, today]);
    const foreign = await employee.get(
      `/api/statistics/user-profile?user=${adminId}&start=${from}&end=${today}`,
    );
    expect(foreign.status).toBe(403);
  });

  it('an employee sees only their branches: the same as the admin filtered to them', async () => {
    const me = await employee.get('/api/users/me');
    const branches =
      (me.body.data as { branches?: { id: number }[]; branchIds?: number[] }).branchIds ??
      ((me.body.data as { branches?: { id: number }[] }).branches ?? []).map((b) => b.id);
    expect(branches.length).toBe(1);
    const mine = await employee.get(`/api/statistics/orders?from=${from}&to=${today}`);
    const filtered = await admin.get(
      `/api/statistics/orders?from=${from}&to=${today}&branch=${branches[0]}`,
    );
    const everything = await admin.get(`/api/statistics/orders?from=${from}&to=${today}`);
    expect(mine.body.data).toEqual(filtered.body.data);
    expect((mine.body.data as { total: number }).total).toBeLessThan(
      (everything.body.data as { total: number }).total,
    );
    const other = await employee.get(
      `/api/statistics/orders?from=${from}&to=${today}&branch=${branches[0] + 1}`,
    );
    expect(other.status).toBe(403);
  });

  it('rollups + tail answer exactly as the raw rows, also after running twice or crashing half-way', async () => {
    const raw = await all(admin);
    // A round that dies half-way: the days before stay rolled up, the one it was in is rolled back.
    // The third transaction fails after writing its rows (as a crash before the commit).
    const repo = api.dataSource.getRepository('StatisticsRollup');
    const proto = Object.getPrototypeOf(repo) as { insert: (...args: unknown[]) => unknown };
    const original = proto.insert;
    let calls = 0;
    const spy = jest.spyOn(proto, 'insert').mockImplementation(async function (
      this: unknown,
      ...args: unknown[]
    ) {
      const result = await original.apply(this, args);
      if (++calls === 3) throw new Error('Absturz mitten in der Stunde');
      return result;
    });
    await expect(rollups.round()).rejects.toThrow('Absturz');
    spy.mockRestore();
    expect(await all(admin)).toEqual(raw);
    const roundAt = Date.now();
    await rollups.round(roundAt);
    expect(await rollups.rolledUntil('orders')).toBeGreaterThan(roundAt - 2 * 3600_000);
    // Every day before the round's day is read from its day rows, that day from hour rows and
    // raw rows (the round's day, not the suite's: a run across midnight stays right).
    const settled = toLocal(new Date(roundAt - SETTLE_MS), 'Europe/Vienna').date;
    const midnight = viennaDayStart(settled).getTime();
    expect(await rollups.daysUntil('visits')).toBe(midnight);
    expect(await rollups.daysUntil('orders')).toBe(midnight);
    expect(await all(admin)).toEqual(raw);
    await rollups.round();
    expect(await all(admin)).toEqual(raw);
  }, 120_000);

  it('an order cancelled after its hour was rolled up moves from orders to cancelled orders', async () => {
    const query = `from=${from}&to=${today}`;
    const before = await admin.get(`/api/statistics/canceled-orders?${query}`);
    const [order]: { id: number }[] = await api.dataSource.query(
      "SELECT id FROM customer_order WHERE status = 'completed' ORDER BY id DESC LIMIT 1",
    );
    await api.dataSource.query(
      "UPDATE customer_order SET status = 'canceled', updatedAt = ? WHERE id = ?",
      [new Date(), order.id],
    );
    await rollups.round();
    const after = await admin.get(`/api/statistics/canceled-orders?${query}`);
    expect((after.body.data as { total: number }).total).toBe(
      (before.body.data as { total: number }).total + 1,
    );
  });

  it('an order cancelled days after its day was rolled up moves in the day rows too', async () => {
    await rollups.round();
    const day = addDays(today, -3);
    const query = `from=${day}&to=${day}`;
    const canceled = async () =>
      ((await admin.get(`/api/statistics/canceled-orders?${query}`)).body.data as { total: number })
        .total;
    const before = await canceled();
    const [order]: { id: number }[] = await api.dataSource.query(
      "SELECT id FROM customer_order WHERE status = 'completed' AND createdAt >= ? AND createdAt < ? ORDER BY id LIMIT 1",
      [viennaDayStart(day), viennaDayStart(addDays(day, 1))],
    );
    await api.dataSource.query(
      "UPDATE customer_order SET status = 'canceled', updatedAt = ? WHERE id = ?",
      [new Date(), order.id],
    );
    await rollups.round();
    expect(await canceled()).toBe(before + 1);
    // The day's rows are the sums of its hour rows, for every metric.
    const sums = (table: string, column: string) =>
      api.dataSource.query(
        `SELECT metric, dimension, branchId, SUM(value) AS value FROM ${table} WHERE ${column} >= ? AND ${column} < ? GROUP BY metric, dimension, branchId ORDER BY metric, dimension, branchId`,
        [viennaDayStart(day), viennaDayStart(addDays(day, 1))],
      );
    const hours = await sums('statistics_rollup', 'hour');
    expect(hours.length).toBeGreaterThan(0);
    expect(await sums('statistics_rollup_day', 'day')).toEqual(hours);
  });

  it('rolls the current hour up to the settled minute and rewrites it whole on the next round, never counting twice', async () => {
    const query = `from=${from}&to=${today}`;
    const pageViews = async () =>
      ((await admin.get(`/api/statistics/page-views?${query}`)).body.data as { total: number })
        .total;
    const now = Date.now();
    await rollups.round(now);
    // The watermark lies inside the hour: two minutes back, to the minute.
    const settled = Math.floor((now - 2 * 60_000) / 60_000) * 60_000;
    expect(await rollups.rolledUntil('visits')).toBe(settled);
    const before = await pageViews();
    // A page view after the watermark: read raw until the next round rolls it into its hour.
    await api.dataSource.query(
      'INSERT INTO analytics_event (type, visitorHash, branchId, path, createdAt) VALUES (?, ?, ?, ?, ?)',
      ['page_view', 'f'.repeat(32), 0, '/', new Date(settled + 30_000)],
    );
    expect(await pageViews()).toBe(before + 1);
    await rollups.round(now + 5 * 60_000);
    expect(await rollups.rolledUntil('visits')).toBe(settled + 5 * 60_000);
    const [{ rolled }]: { rolled: unknown }[] = await api.dataSource.query(
      "SELECT SUM(value) AS rolled FROM statistics_rollup WHERE metric = 'page-views'",
    );
    expect(await pageViews()).toBe(before + 1);
    await rollups.round(now + 5 * 60_000);
    const [{ again }]: { again: unknown }[] = await api.dataSource.query(
      "SELECT SUM(value) AS again FROM statistics_rollup WHERE metric = 'page-views'",
    );
    expect(Number(again)).toBe(Number(rolled));
    expect(await pageViews()).toBe(before + 1);
  });

  it("a dashboard's visit reports fold the raw tail once between them, and a new visit counts at once", async () => {
    const query = `from=${from}&to=${today}`;
    const report = async (name: string) =>
      ((await admin.get(`/api/statistics/${name}?${query}`)).body.data as { total: number }).total;
    await rollups.round();
    // After the watermark (an earlier test's round may have set it minutes ahead): read raw.
    const rolled = (await rollups.rolledUntil('visits'))!;
    const visit = (visitor: string) =>
      api.dataSource.query(
        'INSERT INTO analytics_event (type, visitorHash, branchId, path, createdAt) VALUES (?, ?, ?, ?, ?)',
        ['page_view', visitor, 0, '/', new Date(rolled + 30_000)],
      );
    await visit('a'.repeat(32));
    const folds = jest.spyOn(api.app.get(StatisticsSource), 'visitRows');
    try {
      // At once, as the dashboard asks, and then one after the other: one fold of the tail.
      const [views, visitors] = await Promise.all([
        report('page-views'),
        report('unique-visitors'),
      ]);
      expect(await report('page-views')).toBe(views);
      expect(await report('visitor-times')).toBeGreaterThan(0);
      expect(folds).toHaveBeenCalledTimes(1);
      // A new visitor after the watermark: in the very next reports, from a new fold.
      await visit('b'.repeat(32));
      expect(await report('page-views')).toBe(views + 1);
      expect(await report('unique-visitors')).toBe(visitors + 1);
      expect(folds).toHaveBeenCalledTimes(2);
    } finally {
      folds.mockRestore();
    }
  });

  it('property: for random streams and any rollup progress, the report equals the raw one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200 }),
        async (seed, hours) => {
          await api.dataSource.query('DELETE FROM statistics_rollup');
          await api.dataSource.query('DELETE FROM statistics_rollup_day');
          await api.dataSource.query('DELETE FROM statistics_rollup_state');
          await api.dataSource.query('DELETE FROM analytics_event');
          await api.dataSource.query('DELETE FROM customer_order');
          await api.dataSource.transaction((manager) =>
            insertDemoStatistics(manager, { days: 9, seed, visitsPerDay: 3, ordersPerDay: 2 }),
          );
          const query = `from=${addDays(today, -4)}&to=${today}`;
          const raw = await all(admin, query);
          await rollups.round(Date.now(), { maxHours: hours });
          expect(await all(admin, query)).toEqual(raw);
          await rollups.round(Date.now(), { maxHours: hours });
          expect(await all(admin, query)).toEqual(raw);
        },
      ),
      { numRuns: 3 },
    );
  }, 180_000);
});
