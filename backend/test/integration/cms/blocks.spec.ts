import { DEFAULT_SITE_TYPE, type CmsSiteType } from '@bestellwerk/domain';
import { Client, TestApi, startTestApi } from '../api/harness';

interface Row {
  id: number;
  [key: string]: unknown;
}

/** A block of a body that shows a reusable block („Baustein“) by reference. */
const SHOWS_BLOCK = {
  type: 'baustein',
  label: 'Baustein',
  fields: [{ type: 'reference', name: 'block', label: 'Baustein', target: 'block' }],
};

// The shop's default body may hold a reusable block; a landing page holds only those.
const TYPES: CmsSiteType[] = [
  { ...DEFAULT_SITE_TYPE, blocks: [...DEFAULT_SITE_TYPE.blocks, SHOWS_BLOCK] } as CmsSiteType,
  { type: 'landing', label: 'Landingpage', blocks: [SHOWS_BLOCK] } as CmsSiteType,
];

const shows = (blockId: number) => [{ type: 'baustein', value: { block: blockId } }];

describe('CMS blocks („Bausteine“): a block still shown is not deleted (backoffice-api.md §3, §8)', () => {
  let api: TestApi;
  let admin: Client;
  let counter = 0;

  const newBlock = async (name: string, content: unknown[] = []) => {
    const reply = await admin.post<{ data: Row }>('/api/blocks', {
      identifier: `baustein-${++counter}`,
      name,
      content: content.length ? content : [{ type: 'hero', value: { slides: [{ title: name }] } }],
    });
    expect(reply.status).toBe(201);
    return reply.body.data;
  };
  const newSite = async (path: string, name: string, content: unknown[], type = 'default') => {
    const reply = await admin.post<{ data: Row }>('/api/sites', { path, name, type, content });
    expect(reply.status).toBe(201);
    return reply.body.data;
  };
  const blockExists = async (id: number) =>
    (await api.dataSource.query('SELECT id FROM cms_block WHERE id = ?', [id])).length === 1;

  beforeAll(async () => {
    api = await startTestApi({ CMS_SITE_TYPES: JSON.stringify(TYPES) });
    admin = await api.admin();
  });
  afterAll(() => api.close());

  it('refuses to delete a block a site shows, with a German 409 naming the page, and deletes nothing', async () => {
    const block = await newBlock('Öffnungszeiten');
    await newSite('ueber-uns-2', 'Über uns', shows(block.id));
    const reply = await admin.delete(`/api/blocks/${block.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.errors![0].message).toBe(
      'Der Baustein wird noch verwendet: Seite „Über uns“ (/ueber-uns-2).',
    );
    expect(await blockExists(block.id)).toBe(true);
  });

  it('names every place: sites of other types, a draft, and other blocks', async () => {
    const block = await newBlock('Kontakt');
    await newSite('aktion', 'Aktion', shows(block.id), 'landing');
    const holder = await newBlock('Fußbereich', shows(block.id));
    const drafted = await newSite('team', 'Team', []);
    await api.dataSource.query('UPDATE cms_site SET draft = ? WHERE id = ?', [
      JSON.stringify({ content: shows(block.id) }),
      drafted.id,
    ]);
    const reply = await admin.delete(`/api/blocks/${block.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.errors![0].message).toBe(
      'Der Baustein wird noch verwendet: Seite „Aktion“ (/aktion), Seite „Team“ (/team), Baustein „Fußbereich“.',
    );
    // Once nothing shows it any more, it goes.
    await admin.delete(`/api/blocks/${holder.id}`);
    await admin.put(`/api/sites/${drafted.id}`, { content: [] });
    await api.dataSource.query('UPDATE cms_site SET draft = NULL WHERE id = ?', [drafted.id]);
    await admin.put(`/api/sites/${(await siteAt('aktion')).id}`, { content: [] });
    expect((await admin.delete(`/api/blocks/${block.id}`)).status).toBe(200);
    expect(await blockExists(block.id)).toBe(false);
    expect((await admin.delete(`/api/blocks/${block.id}`)).status).toBe(404);
  });

  const siteAt = async (path: string): Promise<Row> =>
    (await api.dataSource.query('SELECT id FROM cms_site WHERE path = ?', [path]))[0] as Row;

  it('a block that is unused is deleted; a site cannot then show it (German 422)', async () => {
    const block = await newBlock('Alt');
    expect((await admin.delete(`/api/blocks/${block.id}`)).status).toBe(200);
    const reply = await admin.post('/api/sites', {
      path: 'neu',
      name: 'Neu',
      content: shows(block.id),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      {
        field: 'content.0.value.block',
        message: `Der Baustein mit der ID ${block.id} wurde nicht gefunden.`,
      },
    ]);
  });

  it('30 parallel deletes of a shown block: all refused, the block stays', async () => {
    const block = await newBlock('Gutschein');
    await newSite('gutschein', 'Gutschein', shows(block.id));
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => admin.delete(`/api/blocks/${block.id}`)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(409));
    expect(await blockExists(block.id)).toBe(true);
  });

  it('deletes and saves that show the block, 40 at once: never a site that shows a deleted block', async () => {
    for (let round = 0; round < 3; round++) {
      const block = await newBlock(`Wettlauf ${round}`);
      const sites = await Promise.all(
        Array.from({ length: 20 }, (_, i) => newSite(`lauf-${round}-${i}`, `Lauf ${i}`, [])),
      );
      const replies = await Promise.all([
        ...sites.map((site) => admin.put(`/api/sites/${site.id}`, { content: shows(block.id) })),
        ...Array.from({ length: 20 }, () => admin.delete(`/api/blocks/${block.id}`)),
      ]);
      const saves = replies.slice(0, 20).map((reply) => reply.status);
      const deletes = replies.slice(20).map((reply) => reply.status);
      // No 5xx: every save either went through or found the block gone; every delete either
      // removed it, was refused for a usage, or found it gone.
      expect(saves.every((status) => status === 200 || status === 422)).toBe(true);
      expect(deletes.every((status) => [200, 404, 409].includes(status))).toBe(true);
      expect(deletes.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
      const exists = await blockExists(block.id);
      const showing = (
        await api.dataSource.query(`SELECT id FROM cms_site WHERE path LIKE ? AND content LIKE ?`, [
          `lauf-${round}-%`,
          `%"block":${block.id}}%`,
        ])
      ).length;
      expect(showing).toBe(saves.filter((status) => status === 200).length);
      if (!exists) expect(showing).toBe(0);
      if (deletes.includes(200)) expect(exists).toBe(false);
    }
  });
});
