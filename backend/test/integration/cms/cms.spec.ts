import { removeLegalSites } from '../../../src/database/migrations/mysql/1795950000000-LegalTextsFromConfig';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';

interface Row {
  id: number;
  [key: string]: unknown;
}

const site = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  name: `Seite ${path}`,
  isPublic: true,
  content: [{ type: 'hero', value: { slides: [{ title: 'Hallo' }] } }],
  ...extra,
});

describe('CMS: sites, blocks, nodes, navigations (backoffice-api.md §3, §7)', () => {
  let api: TestApi;
  let admin: Client;
  let visitor: Client;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    visitor = api.client();
  });
  afterAll(() => api.close());

  it('the demo shop ships "Über uns" with a form, and header and footer navigations; the legal texts are the configuration\'s', async () => {
    const init = await visitor.get<{ data: Record<string, Row[]> }>('/api/init');
    const paths = init.body.data.sites.map((entry) => entry.path).sort();
    expect(paths).toEqual(['ueber-uns']);
    const about = init.body.data.sites.find((entry) => entry.path === 'ueber-uns')!;
    expect((about.content as { type: string }[]).map((block) => block.type)).toEqual([
      'hero',
      'text_slider',
      'form',
    ]);
    expect(init.body.data.navigations.map((entry) => entry.identifier).sort()).toEqual([
      'footer',
      'header',
    ]);
    const form = init.body.data.nodes.find((node) => node.identifier === 'kontakt')!;
    // Where a form's mails go is the shop's business.
    expect(form.content).not.toHaveProperty('recipient');
    const staff = await admin.get<{ data: Row }>(`/api/nodes/${form.id}`);
    expect(staff.body.data.content).toHaveProperty('recipient', 'info@cafe-rosmarin.example.at');
  });

  it('validates content on save against the site type, with German messages per field path, and changes nothing', async () => {
    const before = await countRows(api, 'cms_site');
    const reply = await admin.post('/api/sites', {
      path: 'aktion',
      name: 'Aktion',
      content: [
        { type: 'hero', value: { slides: [{ text: 'ohne Überschrift' }] } },
        { type: 'video', value: {} },
        { type: 'form', value: { form: 99999 } },
      ],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      { field: 'content.0.value.slides.0.title', message: '„Überschrift“ ist erforderlich.' },
      {
        field: 'content.1.type',
        message: 'Der Block „video“ ist in „Einfache Seite“ nicht vorgesehen.',
      },
    ]);
    const missing = await admin.post('/api/sites', {
      ...site('aktion'),
      content: [{ type: 'form', value: { form: 99999 } }],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      {
        field: 'content.0.value.form',
        message: 'Der Inhalt mit der ID 99999 wurde nicht gefunden.',
      },
    ]);
    const unknownType = await admin.post('/api/sites', site('aktion', { type: 'landing' }));
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.errors![0]).toEqual({
      field: 'type',
      message: '„Typ“ muss einer der konfigurierten Seitentypen sein: default.',
    });
    const reserved = await admin.post('/api/sites', site('store/x'));
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors![0].message).toBe(
      'Der Pfad „store/x“ ist für den Shop selbst reserviert.',
    );
    // The legal pages' one text is the configuration's: no CMS page at their paths (issue 32).
    for (const path of ['datenschutz', 'site/imprint', 'agb', 'privacy']) {
      const legal = await admin.post('/api/sites', site(path));
      expect([path, legal.status]).toEqual([path, 422]);
      expect(legal.body.errors![0].field).toBe('path');
      expect(legal.body.errors![0].message).toContain('Konfiguration');
    }
    const badPath = await admin.post('/api/sites', site('Über Uns'));
    expect(badPath.status).toBe(422);
    expect(badPath.body.errors![0].field).toBe('path');
    expect(await countRows(api, 'cms_site')).toBe(before);
  });

  it('the migration removes a CMS page standing in for a configured legal text, and keeps one whose text is not configured', async () => {
    const insert = (path: string) =>
      api.dataSource.query(
        'INSERT INTO cms_site (path, type, name, title, isPublic, content) VALUES (?, ?, ?, ?, ?, ?)',
        [path, 'default', path, path, 1, '[]'],
      );
    await insert('privacy');
    await insert('site/impressum');
    const imprint = await admin.get<{ data: { imprintText: string } }>('/api/config');
    expect(imprint.body.data.imprintText).toBeTruthy();
    await admin.post('/api/config', { privacyPolicyText: '' });
    const runner = api.dataSource.createQueryRunner();
    try {
      await removeLegalSites(runner);
    } finally {
      await runner.release();
    }
    const left = (await api.dataSource.query('SELECT path FROM cms_site')) as { path: string }[];
    expect(left.map((row) => row.path)).toContain('privacy');
    expect(left.map((row) => row.path)).not.toContain('site/impressum');
    await api.dataSource.query("DELETE FROM cms_site WHERE path = 'privacy'");
  });

  it('sanitises rich text on the server', async () => {
    const reply = await admin.post<{ data: Row }>('/api/sites', {
      ...site('/sauber/'),
      content: [
        {
          type: 'text_slider',
          value: {
            slides: [
              {
                title: 'T',
                text: '<p onclick="x()">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://a.at" target="_blank">a</a></p>',
              },
            ],
          },
        },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.path).toBe('sauber');
    const [block] = reply.body.data.content as { value: { slides: { text: string }[] } }[];
    expect(block.value.slides[0].text).toBe(
      '<p>Hallo <a>x</a> <a href="https://a.at" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
  });

  it('a draft is hidden from visitors and shown to staff; publishing applies the pending draft', async () => {
    const created = await admin.post<{ data: Row }>(
      '/api/sites',
      site('entwurf', { isPublic: false }),
    );
    const id = created.body.data.id;
    expect((await visitor.get(`/api/sites/${id}`)).status).toBe(404);
    const visitorInit = await visitor.get<{ data: { sites: Row[] } }>('/api/init');
    expect(visitorInit.body.data.sites.some((entry) => entry.id === id)).toBe(false);
    const staffInit = await admin.get<{ data: { sites: Row[] } }>('/api/init');
    expect(staffInit.body.data.sites.find((entry) => entry.id === id)).toMatchObject({
      isPublic: false,
    });

    await api.dataSource.query(`UPDATE cms_site SET draft = ? WHERE id = ?`, [
      JSON.stringify({
        title: 'Neu',
        content: [{ type: 'hero', value: { slides: [{ title: 'KI' }] } }],
      }),
      id,
    ]);
    const published = await admin.post<{ data: Row }>(`/api/sites/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ isPublic: true, title: 'Neu', draft: null });
    const seen = await visitor.get<{ data: Row }>(`/api/sites/${id}`);
    expect(seen.body.data).toMatchObject({
      title: 'Neu',
      content: [{ type: 'hero', value: { slides: [{ title: 'KI' }] } }],
    });
    expect(seen.body.data).not.toHaveProperty('draft');
  });

  it('a visitor cannot write; an employee cannot either', async () => {
    expect((await visitor.post('/api/sites', site('x1'))).status).toBe(401);
    const employee = await api.employee();
    expect((await employee.post('/api/sites', site('x1'))).status).toBe(403);
  });

  it('navigations keep nested items with every field, and refuse unknown targets', async () => {
    const [about] = (await admin.get<{ data: Row[] }>('/api/sites?path=ueber-uns')).body.data;
    const reply = await admin.post<{ data: Row }>('/api/navigations', {
      identifier: 'seitenleiste',
      items: [
        {
          type: 'site',
          label: 'Über uns',
          target: about.id,
          children: [{ type: 'link', label: 'Extern', target: 'https://example.at', suffix: '↗' }],
        },
        { type: 'home', label: 'Start', isEnabled: false },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.items).toEqual([
      {
        type: 'site',
        label: 'Über uns',
        target: about.id,
        suffix: null,
        isEnabled: true,
        children: [
          {
            type: 'link',
            label: 'Extern',
            target: 'https://example.at',
            suffix: '↗',
            isEnabled: true,
            children: [],
          },
        ],
      },
      { type: 'home', label: 'Start', target: null, suffix: null, isEnabled: false, children: [] },
    ]);
    const before = await countRows(api, 'cms_navigation');
    const bad = await admin.post('/api/navigations', {
      identifier: 'kaputt',
      items: [
        { type: 'branch', label: 'X', target: 99999 },
        { type: 'link', label: 'Y', target: 'javascript:alert(1)' },
        { type: 'zauber', label: 'Z' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0]).toEqual({
      field: 'items.2.type',
      message: '„Typ“ muss home, site, branch oder link sein.',
    });
    const bad2 = await admin.post('/api/navigations', {
      identifier: 'kaputt',
      items: [{ type: 'link', label: 'Y', target: 'javascript:alert(1)' }],
    });
    expect(bad2.body.errors![0].message).toBe(
      '„Ziel“ muss ein Pfad (/seite), eine http(s)-URL, mailto: oder tel: sein.',
    );
    const bad3 = await admin.post('/api/navigations', {
      identifier: 'kaputt',
      items: [{ type: 'branch', label: 'X', target: 99999 }],
    });
    expect(bad3.body.errors![0].message).toBe('Die Filiale mit der ID 99999 wurde nicht gefunden.');
    expect(await countRows(api, 'cms_navigation')).toBe(before);
  });

  it('nodes: a form needs its fields; blocks hold blocks like a site body', async () => {
    const node = await admin.post('/api/nodes', {
      identifier: 'leer',
      type: 'form',
      content: { name: 'Leer' },
    });
    expect(node.status).toBe(422);
    expect(node.body.errors).toEqual([
      { field: 'content.fields', message: '„Felder“ ist erforderlich.' },
    ]);
    const unknown = await admin.post('/api/nodes', { identifier: 'x', type: 'video', content: {} });
    expect(unknown.body.errors![0]).toEqual({
      field: 'type',
      message: '„Typ“ muss einer der folgenden Werte sein: form.',
    });
    const block = await admin.post<{ data: Row }>('/api/blocks', {
      identifier: 'teaser',
      name: 'Teaser',
      content: [{ type: 'hero', value: { slides: [{ title: 'Sommer' }] } }],
    });
    expect(block.status).toBe(201);
    const types = await admin.get<{ data: { type: string; label: string }[] }>('/api/site-types');
    expect(types.body.data.map((type) => [type.type, type.label])).toEqual([
      ['default', 'Einfache Seite'],
    ]);
  });

  it('30 parallel writes on sites: every distinct path saved once, one path only once', async () => {
    const distinct = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admin.post('/api/sites', site(`parallel-${i}`))),
    );
    expect(distinct.map((reply) => reply.status)).toEqual(Array(30).fill(201));
    const same = await Promise.all(
      Array.from({ length: 30 }, () => admin.post('/api/sites', site('einmal'))),
    );
    const statuses = same.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(
      statuses
        .filter((status) => status !== 201)
        .every((status) => status === 409 || status === 422),
    ).toBe(true);
    const [row] = await api.dataSource.query(
      `SELECT COUNT(*) AS n FROM cms_site WHERE path = 'einmal'`,
    );
    expect(Number(row.n)).toBe(1);
    // 30 parallel updates of one site: the last one wins, none fails.
    const id = (distinct[0].body.data as Row).id;
    const updates = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admin.put(`/api/sites/${id}`, { name: `Name ${i}` })),
    );
    expect(updates.every((reply) => reply.status === 200)).toBe(true);
  });
});
