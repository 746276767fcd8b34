import { Client, TestApi, countRows, startTestApi } from './harness';

describe(`the analytics log (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let visitor: Client;

  beforeAll(async () => {
    api = await startTestApi();
    visitor = api.client();
  });
  afterAll(() => api.close());

  it('stores an event a visitor sends, without a login', async () => {
    const before = await countRows(api, 'analytics_event');
    // A browser's agent: the test client's own ('lightMyRequest') counts as a bot and is dropped.
    const reply = await visitor.request(
      'POST',
      '/api/analytics-log',
      {
        type: 'event',
        action: 'addtocart',
        category: 'commerce',
        data: { item: 'Espresso', price: 2.6, currency: 'EUR' },
      },
      {
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        },
      },
    );
    expect(reply.status).toBe(201);
    expect(await countRows(api, 'analytics_event')).toBe(before + 1);
    const [row] = await api.dataSource.query(
      'SELECT type, action, category, data FROM analytics_event ORDER BY id DESC LIMIT 1',
    );
    expect(row).toMatchObject({ type: 'event', action: 'addtocart', category: 'commerce' });
    expect(JSON.parse((row as { data: string }).data)).toEqual({
      item: 'Espresso',
      price: 2.6,
      currency: 'EUR',
    });
  });

  it('refuses a missing type, a data list and an oversized payload in German, storing nothing', async () => {
    const before = await countRows(api, 'analytics_event');
    const noType = await visitor.post('/api/analytics-log', { action: 'pageview' });
    expect(noType.status).toBe(422);
    expect(noType.body.errors?.[0]).toEqual({ field: 'type', message: '„Typ“ ist erforderlich.' });
    const list = await visitor.post('/api/analytics-log', { type: 'event', data: [1, 2] });
    expect(list.status).toBe(422);
    expect(list.body.errors?.[0].message).toBe('„data“ muss ein Objekt sein.');
    const huge = await visitor.post('/api/analytics-log', {
      type: 'init',
      data: { userAgent: 'x'.repeat(9000) },
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors?.[0]).toEqual({
      field: 'data',
      message: '„data“ ist zu groß (höchstens 8 KB).',
    });
    expect(await countRows(api, 'analytics_event')).toBe(before);
  });
});
