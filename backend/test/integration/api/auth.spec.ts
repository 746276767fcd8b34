import { Client, DEMO_ADMIN, DEMO_EMPLOYEE, TestApi, countRows, startTestApi } from './harness';

describe(`auth (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '15' });
  });
  afterAll(() => api.close());

  it('answers /api/users/me with 401 before and 200 after login', async () => {
    const client = api.client();
    const before = await client.get('/api/users/me');
    expect(before.status).toBe(401);
    expect(before.body).toEqual({ errors: [{ message: 'Bitte melden Sie sich an.' }] });

    const login = await client.post('/api/auth/login', DEMO_ADMIN);
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ username: 'admin', roles: ['ROLE_ADMIN'] });
    expect(JSON.stringify(login.body)).not.toMatch(/passwordHash/);

    const after = await client.get('/api/users/me');
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ username: 'admin', displayName: 'Anna Berger' });
  });

  it('accepts the e-mail address as username', async () => {
    const client = api.client();
    const reply = await client.post('/api/auth/login', {
      username: 'ADMIN@cafe-rosmarin.example.at',
      password: DEMO_ADMIN.password,
    });
    expect(reply.status).toBe(200);
  });

  it('sets an httpOnly SameSite session cookie and a readable XSRF-TOKEN cookie', async () => {
    const reply = await api.client().post('/api/auth/login', DEMO_ADMIN);
    const cookies = ([] as string[]).concat(reply.headers['set-cookie'] as string[]);
    const session = cookies.find((cookie) => cookie.startsWith('bestellwerk.sid='))!;
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('renews the session id at login', async () => {
    const client = api.client();
    await client.login(DEMO_EMPLOYEE.username, DEMO_EMPLOYEE.password);
    const first = client.cookies.get('bestellwerk.sid');
    await client.login(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const second = client.cookies.get('bestellwerk.sid');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toEqual(first);

    // The old id no longer opens a session.
    const stale = api.client();
    stale.cookies.set('bestellwerk.sid', first!);
    expect((await stale.get('/api/users/me')).status).toBe(401);
  });

  it('rejects wrong credentials with a German message', async () => {
    const reply = await api
      .client()
      .post('/api/auth/login', { username: 'admin', password: 'falsch-falsch' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ errors: [{ message: 'Ungültige Anmeldedaten.' }] });
  });

  it('names the missing fields when the body is empty', async () => {
    const reply = await api.client().post('/api/auth/login', {});
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toContainEqual({
      field: 'username',
      message: '„Benutzername“ ist erforderlich.',
    });
  });

  it('throttles failed logins with the wait time in minutes, even for the right password', async () => {
    const client = api.client();
    const attempt = (password: string) =>
      client.post('/api/auth/login', { username: DEMO_EMPLOYEE.username, password });
    for (let i = 0; i < 3; i += 1) expect((await attempt('falsch-falsch')).status).toBe(401);
    const blocked = await attempt(DEMO_EMPLOYEE.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.[0].message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 1 Minute.',
    );
  });

  it.each([
    ['isEnabled', false, 'Ihr Benutzerkonto ist deaktiviert.'],
    ['isLocked', true, 'Ihr Benutzerkonto ist gesperrt.'],
    ['expiresAt', '2020-01-01T00:00:00.000Z', 'Ihr Benutzerkonto ist abgelaufen.'],
  ])('refuses an account with %s = %s', async (field, value, message) => {
    const admin = await api.admin();
    const username = `konto-${field.toLowerCase()}`;
    const created = await admin.post('/api/users', {
      username,
      password: 'ein-langes-passwort',
      roles: ['ROLE_EMPLOYEE'],
      [field]: value,
    });
    expect(created.status).toBe(201);
    const reply = await api
      .client()
      .post('/api/auth/login', { username, password: 'ein-langes-passwort' });
    expect(reply.status).toBe(401);
    expect(reply.body.errors?.[0].message).toBe(message);
  });

  it('ends a live session when the account is disabled meanwhile', async () => {
    const admin = await api.admin();
    const created = await admin.post<{ data: { id: number } }>('/api/users', {
      username: 'bald-deaktiviert',
      password: 'ein-langes-passwort',
      roles: ['ROLE_EMPLOYEE'],
    });
    const user = api.client();
    await user.login('bald-deaktiviert', 'ein-langes-passwort');
    expect((await user.get('/api/users/me')).status).toBe(200);
    await admin.put(`/api/users/${created.body.data.id}`, { isEnabled: false });
    const ended = await user.get('/api/users/me');
    expect(ended.status).toBe(401);
    // The reason stays with the session, also after a public call (the shell's /api/init).
    expect((await user.get('/api/init')).status).toBe(200);
    expect((await user.get('/api/users/me')).body).toEqual({
      errors: [{ message: 'Ihr Benutzerkonto ist deaktiviert.' }],
    });
  });

  it('names a lock or an expiry that ends a live session in the 401', async () => {
    const admin = await api.admin();
    for (const [username, change, message] of [
      ['bald-gesperrt', { isLocked: true }, 'Ihr Benutzerkonto ist gesperrt.'],
      [
        'bald-abgelaufen',
        { expiresAt: new Date(Date.now() - 60_000).toISOString() },
        'Ihr Benutzerkonto ist abgelaufen.',
      ],
    ] as const) {
      const created = await admin.post<{ data: { id: number } }>('/api/users', {
        username,
        password: 'ein-langes-passwort',
        roles: ['ROLE_EMPLOYEE'],
      });
      const user = api.client();
      await user.login(username, 'ein-langes-passwort');
      await admin.put(`/api/users/${created.body.data.id}`, change);
      expect((await user.get('/api/users/me')).body).toEqual({ errors: [{ message }] });
    }
  });

  describe('CSRF', () => {
    it('refuses a cookie-authenticated write without the X-XSRF-TOKEN header and writes nothing', async () => {
      const admin = await api.admin();
      const before = await countRows(api, 'division');
      const reply = await admin.post(
        '/api/divisions',
        { identifier: 'ohne-token', name: 'Ohne Token' },
        { csrf: false },
      );
      expect(reply.status).toBe(403);
      expect(reply.body.errors?.[0].message).toBe(
        'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu.',
      );
      expect(await countRows(api, 'division')).toBe(before);
    });

    it('refuses a forged token', async () => {
      const admin = await api.admin();
      admin.cookies.set('XSRF-TOKEN', 'gefälscht');
      const reply = await admin.post('/api/divisions', { identifier: 'falsch', name: 'Falsch' });
      expect(reply.status).toBe(403);
    });

    it('accepts the token the cookie carries', async () => {
      const admin = await api.admin();
      const reply = await admin.post('/api/divisions', {
        identifier: 'mit-token',
        name: 'Mit Token',
      });
      expect(reply.status).toBe(201);
    });
  });

  describe('logout', () => {
    it('POST /api/auth/logout ends the session', async () => {
      const client = await api.admin();
      expect((await client.post('/api/auth/logout')).status).toBe(200);
      expect((await client.get('/api/users/me')).status).toBe(401);
    });

    it('POST /backend/logout (the toolbar form) ends the session and shows /backend/login', async () => {
      const client = await api.admin();
      const sid = client.cookies.get('bestellwerk.sid')!;
      const reply = await client.request('POST', '/backend/logout', '', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(reply.status).toBe(303);
      expect(reply.headers.location).toBe('/backend/login');
      const replay = api.client();
      replay.cookies.set('bestellwerk.sid', sid);
      expect((await replay.get('/api/users/me')).status).toBe(401);
    });

    it('GET /backend/logout logs nobody out: it only offers the logout button', async () => {
      const client = await api.admin();
      const reply = await client.get('/backend/logout');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      const page = (reply.body as unknown as { raw: string }).raw;
      expect(page).toContain('<form method="post" action="/backend/logout">');
      expect((await client.get('/api/users/me')).status).toBe(200);
    });
  });

  it('records logins in the audit log', async () => {
    const admin = await api.admin();
    const logs = await admin.get<{ data: { action: string; username: string }[] }>(
      '/api/logs?action=login',
    );
    expect(logs.status).toBe(200);
    expect(logs.body.data.some((entry) => entry.username === 'admin')).toBe(true);
  });
});

export type { Client };
