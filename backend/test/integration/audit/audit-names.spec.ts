import { Client, TestApi, startTestApi } from '../api/harness';

interface LogRow {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  entityName: string | null;
  summary: string;
  entityLabel: string;
  actionLabel: string;
}

/**
 * The audit log reads in German with each record's name (issue 30): „Tag „Wochenkarte“ angelegt“,
 * a deleted record by the name it had, rows written before names were kept by their number.
 */
describe(`the audit log in German (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
  });
  afterAll(() => api.close());

  const logOf = async (entity: string, entityId: string | number) =>
    (
      await admin.get<{ data: LogRow[] }>(
        `/api/logs?entity=${entity}&entityId=${entityId}&sort=createdAt`,
      )
    ).body.data;

  it('names a record by its name when created, changed and deleted', async () => {
    const created = await admin.post<{ data: { id: number } }>('/api/tags', {
      name: 'Wochenkarte',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await admin.put(`/api/tags/${id}`, { name: 'Wochenkarte Herbst' })).status).toBe(200);
    expect((await admin.delete(`/api/tags/${id}`)).status).toBeLessThan(300);

    const rows = await logOf('tags', id);
    expect(rows.map((row) => row.summary)).toEqual([
      'Tag „Wochenkarte“ angelegt',
      'Tag „Wochenkarte Herbst“ geändert',
      'Tag „Wochenkarte Herbst“ gelöscht',
    ]);
    expect(rows.map((row) => row.actionLabel)).toEqual(['Angelegt', 'Geändert', 'Gelöscht']);
    expect(rows[0]).toMatchObject({ entityName: 'Wochenkarte', entityLabel: 'Tags' });
  });

  it('names the newer areas too: a redirect by its path', async () => {
    const created = await admin.post<{ data: { id: number } }>('/api/redirects', {
      path: '/alte-karte',
      target: '/store/graz',
    });
    expect(created.status).toBe(201);
    const [row] = await logOf('redirects', created.body.data.id);
    expect(row.summary).toBe('Weiterleitung „/alte-karte“ angelegt');
    expect(row.entityLabel).toBe('Weiterleitungen');
  });

  it('reads a login as the user’s sign-in, never as a code', async () => {
    const rows = (await admin.get<{ data: LogRow[] }>('/api/logs?action=login')).body.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].summary).toMatch(/^Benutzer:in „.+“ angemeldet$/);
  });

  it('reads rows written before names were kept in German by their number', async () => {
    await api.dataSource.query(
      api.kind === 'mariadb'
        ? "INSERT INTO `audit_log` (`action`, `entity`, `entityId`, `username`, `ip`) VALUES ('update', 'products', '12', 'alt', '')"
        : `INSERT INTO "audit_log" ("action", "entity", "entityId", "username", "ip") VALUES ('update', 'products', '12', 'alt', '')`,
    );
    const [row] = await logOf('products', 12);
    expect(row).toMatchObject({ entityName: null, summary: 'Produkt #12 geändert' });
    const one = await admin.get<{ data: LogRow }>(`/api/logs/${row.id}`);
    expect(one.body.data.summary).toBe('Produkt #12 geändert');
  });
});
