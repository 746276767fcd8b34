import { TestApi, startTestApi } from './harness';

interface Entry {
  id: number;
  action: string;
  entity: string;
  username: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe(`the audit log (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('sorts by a column in either direction, ties newest first; refuses other columns in German', async () => {
    const admin = await api.admin();
    await admin.post('/api/divisions', { identifier: 'sued', name: 'Region Süd' });
    await admin.post('/api/config', { shopName: 'Café Rosmarin – Protokoll' });

    const byEntity = await admin.get<{ data: Entry[] }>('/api/logs?sort=entity&perPage=100');
    expect(byEntity.status).toBe(200);
    const entities = byEntity.body.data.map((entry) => entry.entity);
    expect(entities).toEqual([...entities].sort());
    expect(entities).toEqual(expect.arrayContaining(['config', 'divisions', 'users']));

    const descending = await admin.get<{ data: Entry[] }>('/api/logs?sort=-entity&perPage=100');
    expect(descending.body.data.map((entry) => entry.entity)).toEqual([...entities].reverse());

    const newest = await admin.get<{ data: Entry[] }>('/api/logs');
    const ids = newest.body.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const refused = await admin.get('/api/logs?sort=before');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: [{ field: 'sort', message: 'Nach „before“ kann nicht sortiert werden.' }],
    });
  });

  it('shows one entry with the data before and after the change', async () => {
    const admin = await api.admin();
    const list = await admin.get<{ data: Entry[] }>('/api/logs?entity=config');
    const one = await admin.get<{ data: Entry }>(`/api/logs/${list.body.data[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ action: 'update', entity: 'config', username: 'admin' });
    expect(one.body.data.after).toEqual({ shopName: 'Café Rosmarin – Protokoll' });
    expect(one.body.data.before).toHaveProperty('shopName');
  });
});
