import { PERMISSIONS } from '@bestellwerk/domain';
import { TestApi, countRows, startTestApi } from './harness';

type Row = { id: number; [key: string]: unknown };

describe(`generic CRUD, envelope and errors (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('wraps lists as { data: [...] } with pagination meta', async () => {
    const reply = await api
      .client()
      .get<{ data: Row[]; meta: { total: number } }>('/api/divisions');
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body.data)).toBe(true);
    expect(reply.body.meta).toMatchObject({ page: 1, total: reply.body.data.length });
  });

  it('creates, reads, updates and deletes, each write in the audit log with before and after', async () => {
    const admin = await api.admin();
    const created = await admin.post<{ data: Row }>('/api/divisions', {
      identifier: 'nord',
      name: 'Region Nord',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await admin.get<{ data: Row }>(`/api/divisions/${id}`)).body.data.name).toBe(
      'Region Nord',
    );

    const updated = await admin.put<{ data: Row }>(`/api/divisions/${id}`, {
      name: 'Region Nordost',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, identifier: 'nord', name: 'Region Nordost' });

    expect((await admin.delete(`/api/divisions/${id}`)).status).toBe(200);
    const gone = await admin.get(`/api/divisions/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ errors: [{ message: 'Die Organisation wurde nicht gefunden.' }] });

    const logs = await admin.get<{
      data: { action: string; before: Row | null; after: Row | null; username: string }[];
    }>(`/api/logs?entity=divisions&entityId=${id}`);
    expect(logs.body.data.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const update = logs.body.data[1];
    expect(update.username).toBe('admin');
    expect(update.before).toMatchObject({ name: 'Region Nord' });
    expect(update.after).toMatchObject({ name: 'Region Nordost' });

    const one = await admin.get<{ data: { id: number } }>(
      `/api/logs/${(logs.body.data[0] as unknown as Row).id}`,
    );
    expect(one.status).toBe(200);
  });

  it('reports every invalid field in German and writes nothing', async () => {
    const admin = await api.admin();
    const before = await countRows(api, 'division');
    const logsBefore = await countRows(api, 'audit_log');
    const reply = await admin.post('/api/divisions', {
      identifier: 'Mit Leerzeichen',
      name: '',
      isPublic: 'ja',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'identifier', message: expect.stringContaining('„Kennung“') },
        { field: 'name', message: '„Name“ ist erforderlich.' },
        { field: 'isPublic', message: '„Öffentlich“ muss ja oder nein sein.' },
      ]),
    );
    expect(await countRows(api, 'division')).toBe(before);
    expect(await countRows(api, 'audit_log')).toBe(logsBefore);
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const admin = await api.admin();
    const reply = await admin.post('/api/divisions', { identifier: 'x', name: 'X', hacked: true });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toContainEqual({
      field: 'hacked',
      message: '„hacked“ ist hier nicht erlaubt.',
    });
  });

  it('names the field of a duplicate unique value', async () => {
    const admin = await api.admin();
    const reply = await admin.post('/api/divisions', {
      identifier: 'cafe-rosmarin',
      name: 'Doppelt',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      { field: 'identifier', message: '„Kennung“ „cafe-rosmarin“ ist bereits vergeben.' },
    ]);
  });

  it('answers malformed JSON with a German 400', async () => {
    const admin = await api.admin();
    const reply = await admin.request('POST', '/api/divisions', '{"name": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0].message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
  });

  it('answers a non-numeric id and an unknown route in German', async () => {
    const admin = await api.admin();
    const badId = await admin.get('/api/divisions/abc');
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([
      { field: 'id', message: 'Die ID muss eine positive ganze Zahl sein.' },
    ]);
    const unknown = await admin.get('/api/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0].message).toBe(
      'Die angeforderte Ressource wurde nicht gefunden.',
    );
  });

  it('filters, searches, sorts and pages lists', async () => {
    const admin = await api.admin();
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      await admin.post('/api/divisions', {
        identifier: `liste-${name.toLowerCase()}`,
        name,
        isPublic: name !== 'Beta',
      });
    }
    const hidden = await admin.get<{ data: Row[] }>('/api/divisions?isPublic=false');
    expect(hidden.body.data.map((row) => row.name)).toEqual(['Beta']);
    const search = await admin.get<{ data: Row[] }>('/api/divisions?search=liste-&sort=-name');
    expect(search.body.data.map((row) => row.name)).toEqual(['Gamma', 'Beta', 'Alpha']);
    const page = await admin.get<{ data: Row[]; meta: { total: number } }>(
      '/api/divisions?search=liste-&sort=name&perPage=2&page=2',
    );
    expect(page.body.data.map((row) => row.name)).toEqual(['Gamma']);
    expect(page.body.meta).toMatchObject({ page: 2, perPage: 2, total: 3 });
    // The search term is text: % and _ in it are those characters, not LIKE's wildcards.
    for (const term of ['%25', 'liste_']) {
      const literal = await admin.get<{ data: Row[] }>(`/api/divisions?search=${term}`);
      expect(literal.body.data).toEqual([]);
    }
    const badSort = await admin.get('/api/divisions?sort=passwort');
    expect(badSort.status).toBe(422);
    const badPage = await admin.get('/api/divisions?page=0');
    expect(badPage.status).toBe(422);
    expect(badPage.body.errors?.[0]).toEqual({
      field: 'page',
      message: '„Seite“ muss mindestens 1 sein.',
    });
  });

  describe('roles', () => {
    it.each([
      ['GET', '/api/users'],
      ['GET', '/api/logs'],
      ['POST', '/api/divisions'],
      ['PUT', '/api/divisions/1'],
      ['DELETE', '/api/divisions/1'],
      ['POST', '/api/users'],
    ] as const)('%s %s is 401 without login', async (method, url) => {
      const reply = await api
        .client()
        .request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(reply.status).toBe(401);
    });

    it.each([
      ['GET', '/api/users'],
      ['GET', '/api/users/1'],
      ['GET', '/api/logs'],
      ['POST', '/api/divisions'],
      ['DELETE', '/api/divisions/1'],
      ['POST', '/api/users'],
    ] as const)('%s %s is 403 for an employee', async (method, url) => {
      // Writing users takes the „users“ permission, whose refusal names it.
      const expected =
        method === 'POST' && url === '/api/users'
          ? PERMISSIONS.users.refusal
          : 'Sie haben keine Berechtigung für diese Aktion.';
      const employee = await api.employee();
      const reply = await employee.request(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(reply.status).toBe(403);
      expect(reply.body.errors?.[0].message).toBe(expected);
    });

    it('lets anyone read divisions (the storefront needs them)', async () => {
      expect((await api.client().get('/api/divisions')).status).toBe(200);
    });
  });

  describe('users', () => {
    it('hashes the password, never returns it, and refuses a short one', async () => {
      const admin = await api.admin();
      const short = await admin.post('/api/users', {
        username: 'kurz',
        password: 'kurz',
        roles: ['ROLE_EMPLOYEE'],
      });
      expect(short.status).toBe(422);
      expect(short.body.errors).toContainEqual({
        field: 'password',
        message: '„Passwort“ muss mindestens 10 Zeichen lang sein.',
      });
      const created = await admin.post<{ data: Row }>('/api/users', {
        username: 'neu',
        email: 'neu@example.at',
        password: 'ein-sicheres-passwort',
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: 1 }],
      });
      expect(created.status).toBe(201);
      expect(JSON.stringify(created.body)).not.toMatch(/password/i);
      const [row] = await api.dataSource.query(
        "SELECT passwordHash FROM `user` WHERE username = 'neu'",
      );
      expect(String((row as { passwordHash: string }).passwordHash)).toMatch(/^\$argon2id\$/);
      const logs = await admin.get('/api/logs?entity=users');
      expect(JSON.stringify(logs.body)).not.toMatch(/argon2/);
    });

    it('refuses a reference to a branch that does not exist', async () => {
      const admin = await api.admin();
      const reply = await admin.post('/api/users', {
        username: 'geist',
        password: 'ein-sicheres-passwort',
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: 9999 }],
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        {
          field: 'branches',
          message: '„Filialen“ verweist auf einen Eintrag, der nicht existiert.',
        },
      ]);
    });

    it('replaces the branch list on update instead of adding to it', async () => {
      const admin = await api.admin();
      const created = await admin.post<{ data: Row }>('/api/users', {
        username: 'wechsler',
        password: 'ein-sicheres-passwort',
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: 1 }, { id: 2 }],
      });
      const id = created.body.data.id;
      const moved = await admin.put<{ data: { branches: { id: number }[] } }>(`/api/users/${id}`, {
        branches: [{ id: 3 }],
      });
      expect(moved.body.data.branches.map((branch) => branch.id)).toEqual([3]);
      const cleared = await admin.put<{ data: { branches: unknown[] } }>(`/api/users/${id}`, {
        branches: [],
      });
      expect(cleared.body.data.branches).toEqual([]);
    });

    it('refuses null for a required field on update', async () => {
      const admin = await api.admin();
      const reply = await admin.put('/api/divisions/1', { name: null });
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0]).toEqual({
        field: 'name',
        message: '„Name“ ist erforderlich.',
      });
    });

    it('refuses an unknown role', async () => {
      const admin = await api.admin();
      const reply = await admin.post('/api/users', { username: 'chef', roles: ['ROLE_GOTT'] });
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0].field).toBe('roles');
    });
  });
});
