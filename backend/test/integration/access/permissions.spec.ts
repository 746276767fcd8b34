import { PERMISSIONS } from '@bestellwerk/domain';
import { Client, TestApi, startTestApi } from '../api/harness';

interface SiteRow {
  id: number;
  path: string;
  title: string;
}

/**
 * What a Mitarbeiter:in may not do (libs/domain PERMISSIONS, the table the user editor
 * explains the roles by): edit the legal pages or the configuration that holds the legal
 * texts, see revenue — each a 403 in German that names it; an administrator may.
 */
describe(`permissions of the roles (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let employee: Client;
  let imprint: SiteRow;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    employee = await api.employee();
    const sites = await admin.get<{ data: SiteRow[] }>('/api/sites?perPage=100');
    // The legal texts are the configuration's (issue 32); the CMS's pages share their permission.
    const seeded = sites.body.data.find((site) => site.path === 'ueber-uns');
    imprint =
      seeded ??
      (
        await admin.post<{ data: SiteRow }>('/api/sites', {
          path: 'ueber-uns',
          name: 'Über uns',
          title: 'Über uns',
        })
      ).body.data;
  });
  afterAll(() => api.close());

  const today = new Date().toISOString().slice(0, 10);

  it('refuses an employee the legal pages with a German reason, and lets an administrator', async () => {
    const refused = await employee.put(`/api/sites/${imprint.id}`, { title: 'Über uns (neu)' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ message: PERMISSIONS.content.refusal }] });
    expect(PERMISSIONS.content.refusal).toContain('Impressum');

    const publish = await employee.post(`/api/sites/${imprint.id}/publish`);
    expect(publish.status).toBe(403);

    const allowed = await admin.put(`/api/sites/${imprint.id}`, { title: 'Über uns (neu)' });
    expect(allowed.status).toBe(200);
  });

  it('refuses an employee the configuration with the legal texts, and lets an administrator', async () => {
    const change = { imprintText: '# Impressum\n\nGeändert' };
    const refused = await employee.post('/api/config', change);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ message: PERMISSIONS.settings.refusal }] });
    expect(
      (await admin.get<{ data: { imprintText: string } }>('/api/config')).body.data.imprintText,
    ).not.toBe(change.imprintText);

    const allowed = await admin.post('/api/config', change);
    expect(allowed.status).toBe(200);
  });

  it('shows revenue to administrators only; employees still count their orders', async () => {
    for (const name of ['revenue', 'revenue-origins']) {
      const refused = await employee.get(`/api/statistics/${name}?from=${today}&to=${today}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errors: [{ message: PERMISSIONS.revenue.refusal }] });
      const allowed = await admin.get(`/api/statistics/${name}?from=${today}&to=${today}`);
      expect(allowed.status).toBe(200);
    }
    const counted = await employee.get(`/api/statistics/orders?from=${today}&to=${today}`);
    expect(counted.status).toBe(200);
  });
  it('names the permission when an employee tries the catalogue, the content or the users', async () => {
    const attempts: [Promise<{ status: number; body: unknown }>, keyof typeof PERMISSIONS][] = [
      [employee.post('/api/products', { name: 'Heimlich' }), 'catalog'],
      [employee.post('/api/categories', { name: 'Heimlich' }), 'catalog'],
      [employee.post('/api/tags', { name: 'Heimlich' }), 'catalog'],
      [employee.post('/api/navigations', { name: 'Heimlich' }), 'content'],
      [employee.post('/api/redirects', { path: 'heimlich', target: '/' }), 'content'],
      [employee.post('/api/blocks', { name: 'Heimlich' }), 'content'],
      [employee.post('/api/users', { username: 'heimlich' }), 'users'],
    ];
    for (const [attempt, permission] of attempts) {
      const refused = await attempt;
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        errors: [{ message: PERMISSIONS[permission].refusal }],
      });
    }
  });
});
