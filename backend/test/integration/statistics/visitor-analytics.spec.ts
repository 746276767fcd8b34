import { VisitorSaltService } from '../../../src/modules/analytics/visitor-salt.service';
import { TestApi, countRows, startTestApi } from '../api/harness';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe(`visitor analytics without cookies (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const post = (body: object, ip: string, userAgent: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/analytics-log',
      remoteAddress: ip,
      headers: { 'user-agent': userAgent, host: 'shop.example' },
      payload: body,
    });

  it('takes 30 parallel events of one visitor: one hash, the agent parsed, no address anywhere', async () => {
    await api.dataSource.query('DELETE FROM analytics_event');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post({ type: 'page_view', action: `/seite-${index % 3}` }, '203.0.113.77', FIREFOX),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(30).fill(201));
    const rows: Record<string, unknown>[] = await api.dataSource.query(
      'SELECT * FROM analytics_event',
    );
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
    expect(rows[0]).toMatchObject({ browser: 'Firefox', os: 'Linux' });
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
    expect(await countRows(api, 'analytics_salt')).toBe(1);
  });

  it('attributes a branch page and a branch’s shop events to the branch, others to none', async () => {
    await api.dataSource.query('DELETE FROM analytics_event');
    const [graz] = (await api.dataSource.query(
      "SELECT id FROM branch WHERE identifier = 'graz-hauptplatz'",
    )) as { id: number }[];
    const ip = '203.0.113.90';
    await post({ type: 'page_view', action: '/store/graz-hauptplatz' }, ip, FIREFOX);
    await post({ type: 'page_view', action: '/store/graz-hauptplatz/checkout' }, ip, FIREFOX);
    await post(
      { type: 'purchase', category: 'graz-hauptplatz', data: { item: 'Espresso', price: 2.5 } },
      ip,
      FIREFOX,
    );
    await post({ type: 'page_view', action: '/store/gibt-es-nicht' }, ip, FIREFOX);
    await post({ type: 'page_view', action: '/impressum' }, ip, FIREFOX);
    await post({ type: 'click', category: 'graz-hauptplatz' }, ip, FIREFOX);
    const rows = (await api.dataSource.query(
      'SELECT type, action, branchId FROM analytics_event ORDER BY id',
    )) as { branchId: number | null }[];
    expect(rows.map((row) => (row.branchId === null ? null : Number(row.branchId)))).toEqual([
      Number(graz.id),
      Number(graz.id),
      Number(graz.id),
      null,
      null,
      null,
    ]);
  });

  it('another address or agent is another visitor; a bot is dropped', async () => {
    await api.dataSource.query('DELETE FROM analytics_event');
    await post({ type: 'page_view', action: '/' }, '203.0.113.77', FIREFOX);
    await post({ type: 'page_view', action: '/' }, '203.0.113.78', FIREFOX);
    await post({ type: 'page_view', action: '/' }, '203.0.113.77', IPHONE);
    const bot = await post({ type: 'page_view', action: '/' }, '66.249.66.1', GOOGLEBOT);
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ data: { id: 0 } });
    const rows: { visitorHash: string; os: string }[] = await api.dataSource.query(
      'SELECT visitorHash, os FROM analytics_event',
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(3);
    expect(rows.map((row) => row.os)).toContain('iOS');
  });

  it('groups the referrer and keeps neither the agent nor the full referrer address', async () => {
    await api.dataSource.query('DELETE FROM analytics_event');
    await post(
      {
        type: 'init',
        data: {
          userAgent: IPHONE,
          documentReferrer: 'https://www.google.at/search?q=cafe+rosmarin',
          screenWidth: 390,
          screenHeight: 844,
          pixelRatio: 3,
          darkMode: true,
        },
      },
      '203.0.113.9',
      IPHONE,
    );
    await post(
      { type: 'init', data: { landingUrl: '/?utm_source=newsletter&utm_medium=mail' } },
      '203.0.113.10',
      IPHONE,
    );
    const rows: Record<string, unknown>[] = await api.dataSource.query(
      'SELECT referrerGroup, referrerSource, screen, pixelRatio, colorScheme, data FROM analytics_event ORDER BY id',
    );
    expect(rows[0]).toMatchObject({
      referrerGroup: 'search',
      referrerSource: 'google.at',
      screen: '390x844',
      pixelRatio: '3',
      colorScheme: 'dark',
    });
    expect(String(rows[0].data)).not.toContain('google');
    expect(String(rows[0].data)).not.toContain('iPhone');
    expect(rows[1]).toMatchObject({ referrerGroup: 'campaign', referrerSource: 'newsletter' });
  });

  it('the visitor hash changes with the day, and the day before’s salt is deleted', async () => {
    const salts = api.app.get(VisitorSaltService);
    const monday = await salts.saltFor(new Date('2026-11-23T10:00:00Z'));
    const again = await salts.saltFor(new Date('2026-11-23T22:59:00Z')); // 23:59 in Vienna
    const tuesday = await salts.saltFor(new Date('2026-11-23T23:01:00Z')); // 00:01 next day
    expect(again).toBe(monday);
    expect(tuesday).not.toBe(monday);
    const hash = (salt: string) =>
      VisitorSaltService.visitorHash(salt, 'shop.example', '203.0.113.77', FIREFOX);
    expect(hash(tuesday)).not.toBe(hash(monday));
    const days: { day: string }[] = await api.dataSource.query('SELECT day FROM analytics_salt');
    expect(days.map((row) => row.day)).not.toContain('2026-11-23');
  });
});
