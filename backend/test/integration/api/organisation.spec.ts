import { TestApi, countRows, startTestApi } from './harness';

type Row = { id: number; [key: string]: unknown };
type Branch = Row & { identifier: string; name: string; deliveryAreas: Row[]; openingHours: Row[] };

describe(`organisation, config and init (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let graz: Branch;
  let wien: Branch;

  beforeAll(async () => {
    api = await startTestApi();
    const branches = await api.client().get<{ data: Branch[] }>('/api/branches');
    graz = branches.body.data.find((branch) => branch.identifier === 'graz-hauptplatz')!;
    wien = branches.body.data.find((branch) => branch.identifier === 'wien-neubau')!;
  });
  afterAll(() => api.close());

  it('serves the three demo branches publicly with hours, areas and tags', async () => {
    const reply = await api.client().get<{ data: Branch[] }>('/api/branches');
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((branch) => branch.city)).toEqual(['Graz', 'Wien', 'Linz']);
    expect(graz.deliveryAreas[0]).toMatchObject({
      area: '8010 Innere Stadt',
      price: 2.5,
      freeFromOrderValue: 30,
      minimumOrderValue: 15,
    });
    expect(graz.openingHours).toContainEqual(
      expect.objectContaining({ type: 'monday', from: '07:00', to: '19:00' }),
    );
    expect(graz).toMatchObject({
      isDeliveryHoursEnabled: true,
      orderableFrom: '07:30',
      isTableSelectionEnabled: true,
    });
  });

  it('keeps money exact: 0.1 + 0.2 stored and returned as 0.3', async () => {
    const admin = await api.admin();
    const reply = await admin.put<{ data: Branch }>(`/api/branches/${wien.id}`, {
      deliveryAreas: [
        { area: 'Cent-Test', price: 0.3, tax: 10, free: false, minimumOrderValue: 19.99 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.deliveryAreas).toEqual([
      expect.objectContaining({ area: 'Cent-Test', price: 0.3, tax: 10, minimumOrderValue: 19.99 }),
    ]);
    const [row] = await api.dataSource.query(
      "SELECT price, minimumOrderValue FROM delivery_area WHERE area = 'Cent-Test'",
    );
    expect(Number((row as { price: number }).price)).toBe(30);
    expect(Number((row as { minimumOrderValue: number }).minimumOrderValue)).toBe(1999);
  });

  it('refuses an opening-hour rule without times in German and changes nothing', async () => {
    const admin = await api.admin();
    const reply = await admin.put(`/api/branches/${graz.id}`, {
      openingHours: [{ type: 'monday', isClosed: false }],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[0].field).toMatch(/^openingHours\.0\./);
    const after = await api.client().get<{ data: Branch }>(`/api/branches/${graz.id}`);
    expect(after.body.data.openingHours).toEqual(graz.openingHours);
  });

  describe('an employee', () => {
    it('sees only the branches assigned to them', async () => {
      const employee = await api.employee();
      const reply = await employee.get<{ data: Branch[] }>('/api/branches');
      expect(reply.body.data.map((branch) => branch.identifier)).toEqual(['graz-hauptplatz']);
      expect((await employee.get(`/api/branches/${wien.id}`)).status).toBe(404);
    });

    it('may update their branch but not another one', async () => {
      const employee = await api.employee();
      const own = await employee.put<{ data: Branch }>(`/api/branches/${graz.id}`, {
        closedMessage: 'Heute Betriebsurlaub.',
      });
      expect(own.status).toBe(200);
      expect(own.body.data.closedMessage).toBe('Heute Betriebsurlaub.');
      const other = await employee.put(`/api/branches/${wien.id}`, { closedMessage: 'Gehackt' });
      expect(other.status).toBe(404);
      const check = await api.client().get<{ data: Branch }>(`/api/branches/${wien.id}`);
      expect(check.body.data.closedMessage).not.toBe('Gehackt');
    });

    it('may not create or delete branches', async () => {
      const employee = await api.employee();
      expect(
        (await employee.post('/api/branches', { identifier: 'neu', name: 'Neu' })).status,
      ).toBe(403);
      expect((await employee.delete(`/api/branches/${graz.id}`)).status).toBe(403);
    });

    it('manages tables of their branch only', async () => {
      const employee = await api.employee();
      const before = await countRows(api, 'dining_table');
      const foreign = await employee.post('/api/tables', {
        identifier: 'X1',
        branch: { id: wien.id },
      });
      expect(foreign.status).toBe(403);
      expect(await countRows(api, 'dining_table')).toBe(before);
      const own = await employee.post<{ data: Row }>('/api/tables', {
        identifier: 'Bar 1',
        seats: 2,
        branch: { id: graz.id },
      });
      expect(own.status).toBe(201);
      const duplicate = await employee.post('/api/tables', {
        identifier: 'Bar 1',
        branch: { id: graz.id },
      });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body.errors?.[0].field).toBe('identifier');
    });

    it('sees customers of their branches only', async () => {
      const admin = await api.admin();
      await admin.post('/api/customers', {
        firstName: 'Eva',
        lastName: 'Wiener',
        branch: { id: wien.id },
      });
      await admin.post('/api/customers', {
        firstName: 'Gerd',
        lastName: 'Grazer',
        branch: { id: graz.id },
      });
      const employee = await api.employee();
      const list = await employee.get<{ data: Row[] }>('/api/customers');
      expect(list.body.data.map((customer) => customer.lastName)).toEqual(['Grazer']);
    });
  });

  describe('branch API keys', () => {
    it('shows the key once, stores only its hash, and revokes it', async () => {
      const admin = await api.admin();
      const created = await admin.post<{ data: { id: number; key: string; keyPrefix: string } }>(
        `/api/branches/${graz.id}/api-keys`,
        { name: 'Theke' },
      );
      expect(created.status).toBe(201);
      const { key, keyPrefix, id } = created.body.data;
      expect(key.startsWith(keyPrefix)).toBe(true);
      const list = await admin.get(`/api/branches/${graz.id}/api-keys`);
      expect(JSON.stringify(list.body)).not.toContain(key);
      const [row] = await api.dataSource.query('SELECT keyHash FROM api_key WHERE id = ?', [id]);
      expect((row as { keyHash: string }).keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await admin.delete(`/api/branches/${graz.id}/api-keys/${id}`)).status).toBe(200);
      const employee = await api.employee();
      expect((await employee.post(`/api/branches/${graz.id}/api-keys`, { name: 'x' })).status).toBe(
        403,
      );
    });
  });

  describe('config', () => {
    it('is public to read, admin-only to write, audited with before and after', async () => {
      const config = await api.client().get<{ data: Record<string, unknown> }>('/api/config');
      expect(config.body.data).toMatchObject({
        shopName: 'Café Rosmarin',
        currency: 'EUR',
        mapboxZoom: 19,
      });
      const employee = await api.employee();
      expect((await employee.post('/api/config', { shopName: 'Nope' })).status).toBe(403);

      const admin = await api.admin();
      const saved = await admin.post<{ data: Record<string, unknown> }>('/api/config', {
        shopName: 'Café Rosmarin & Co',
      });
      expect(saved.status).toBe(200);
      expect(
        (await api.client().get<{ data: { shopName: string } }>('/api/config')).body.data.shopName,
      ).toBe('Café Rosmarin & Co');
      const logs = await admin.get<{
        data: { before: Record<string, unknown>; after: Record<string, unknown> }[];
      }>('/api/logs?entity=config');
      expect(logs.body.data[0].before).toMatchObject({ shopName: 'Café Rosmarin' });
      expect(logs.body.data[0].after).toMatchObject({ shopName: 'Café Rosmarin & Co' });
    });

    it('refuses bad values and unknown keys in German without saving', async () => {
      const admin = await api.admin();
      const reply = await admin.post('/api/config', {
        website: 'keine url',
        mapboxZoom: 99,
        gibtsNicht: 1,
      });
      expect(reply.status).toBe(422);
      const fields = reply.body.errors?.map((error) => error.field);
      expect(fields).toEqual(expect.arrayContaining(['website', 'mapboxZoom', 'gibtsNicht']));
      const config = await api.client().get<{ data: { mapboxZoom: number } }>('/api/config');
      expect(config.body.data.mapboxZoom).toBe(19);
    });
  });

  it('lets an admin create a disabled donatee that visitors do not see', async () => {
    const admin = await api.admin();
    const created = await admin.post<{ data: Row }>('/api/donatees', {
      name: 'Noch geheim',
      isEnabled: false,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Noch geheim', isEnabled: false });
    const visible = await api.client().get<{ data: Row[] }>('/api/donatees');
    expect(visible.body.data.map((donatee) => donatee.name)).not.toContain('Noch geheim');
    expect((await api.client().get(`/api/donatees/${created.body.data.id}`)).status).toBe(404);
  });

  it('GET /api/init bundles config, user, branches, tables and donatees', async () => {
    const anonymous = await api
      .client()
      .get<{ data: Record<string, unknown[] | unknown> }>('/api/init');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({ version: '1.7.2-dev', user: null });
    expect((anonymous.body.data.branches as unknown[]).length).toBe(3);
    expect((anonymous.body.data.donatees as unknown[]).length).toBe(3);
    const admin = await api.admin();
    const logged = await admin.get<{ data: { user: { username: string } } }>('/api/init');
    expect(logged.body.data.user.username).toBe('admin');
  });

  it('GET /api/health reports database and Redis', async () => {
    const reply = await api
      .client()
      .get<{ data: { status: string; database: { status: string }; redis: { status: string } } }>(
        '/api/health',
      );
    expect(reply.status).toBe(200);
    expect(reply.body.data.database.status).toBe('up');
    expect(reply.body.data.redis.status).toBe(api.kind === 'mariadb' ? 'up' : 'not configured');
  });
});
