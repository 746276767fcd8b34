import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { created } from '../signage/signage-fixtures';

/**
 * „Aus Vorlage“: a picture drawn from an image template for a product or a category, stored
 * in a CMS image field or a signage image segment instead of a library picture.
 */
describe(`pictures from templates in pages and signage (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let tile: number;
  let product: number;
  let category: number;

  const heroWith = (image: unknown) => [
    { type: 'hero', value: { slides: [{ title: 'Aus der Küche', image }] } },
  ];

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    const [row] = await api.dataSource.query(
      "SELECT id FROM image_template WHERE identifier = 'menu-tile'",
    );
    tile = Number(row.id);
    product = Number((await api.dataSource.query('SELECT id FROM product LIMIT 1'))[0].id);
    category = Number((await api.dataSource.query('SELECT id FROM category LIMIT 1'))[0].id);
  });
  afterAll(() => api.close());

  describe('a CMS image field', () => {
    it('keeps a template picture for a product as it was sent', async () => {
      const image = { templateId: tile, productId: product, format: 'webp' };
      const block = await created<{ id: number }>(
        await admin.post('/api/blocks', {
          identifier: 'vorlage-teaser',
          name: 'Teaser aus Vorlage',
          content: heroWith(image),
        }),
        'block',
      );
      const read = await admin.get<{ data: { content: { value: { slides: unknown[] } }[] } }>(
        `/api/blocks/${block.id}`,
      );
      expect(read.body.data.content[0].value.slides[0]).toMatchObject({ image });
      const category_ = await admin.put(`/api/blocks/${block.id}`, {
        content: heroWith({ templateId: tile, categoryId: category }),
      });
      expect(category_.status).toBe(200);
    });

    it.each([
      [{ templateId: 999999 }, 'Die Bildvorlage mit der ID 999999 wurde nicht gefunden.'],
      [
        { templateId: 'TILE', productId: 999999 },
        'Das Produkt mit der ID 999999 wurde nicht gefunden.',
      ],
      [
        { templateId: 'TILE', categoryId: 999999 },
        'Die Kategorie mit der ID 999999 wurde nicht gefunden.',
      ],
      [
        { templateId: 'TILE', productId: 1, categoryId: 1 },
        '„Bild“: Entweder ein Produkt oder eine Kategorie, nicht beides.',
      ],
      [{ templateId: 'TILE', format: 'gif' }, '„Bild“: „Format“ muss png, webp oder jpg sein.'],
    ])('refuses %j in German and saves nothing', async (image, message) => {
      const before = await countRows(api, 'cms_block');
      const reply = await admin.post('/api/blocks', {
        identifier: 'falsch',
        name: 'Falsch',
        content: heroWith({ ...image, templateId: image.templateId === 'TILE' ? tile : 999999 }),
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        { field: expect.stringMatching(/slides\.0\.image$/), message },
      ]);
      expect(await countRows(api, 'cms_block')).toBe(before);
    });
  });

  describe('a signage image segment', () => {
    it('plays the render of the template for its product', async () => {
      const segment = await created<{ id: number }>(
        await admin.post('/api/digital-signage-segments', {
          name: 'Angebot aus Vorlage',
          type: 'image',
          content: { template: { templateId: tile, productId: product, format: 'webp' } },
        }),
        'segment',
      );
      const stream = await created<{ id: number }>(
        await admin.post('/api/digital-signage-streams', {
          name: 'Angebote',
          priority: 5,
          segmentIds: [segment.id],
        }),
        'stream',
      );
      await created(
        await admin.post('/api/scenes', {
          identifier: 'vorlage-tv',
          name: 'Vorlage TV',
          path: 'vorlage-tv',
          zones: [
            {
              key: 'main',
              name: 'Hauptbereich',
              x: 0,
              y: 0,
              width: 100,
              height: 100,
              streamIds: [stream.id],
            },
          ],
        }),
        'scene',
      );
      const schedule = await api.client().get<{
        data: { segments: { id: number; imageUrl: string | null }[] };
      }>('/api/signage/scenes/vorlage-tv/schedule');
      const url = schedule.body.data.segments.find((s) => s.id === segment.id)!.imageUrl!;
      expect(url).toBe(`/api/image-template/${tile}/render.webp?product=${product}&size=large`);
      const render = await api.app.inject({ method: 'GET', url });
      expect(render.statusCode).toBe(200);
      expect(render.headers['content-type']).toBe('image/webp');
    });

    it.each([
      [
        { templateId: 999999 },
        'content.template.templateId',
        '„Vorlage“ verweist auf einen Eintrag, der nicht existiert.',
      ],
      [
        { templateId: 'TILE', productId: 999999 },
        'content.template.productId',
        '„Produkt“ verweist auf einen Eintrag, der nicht existiert.',
      ],
      [
        { templateId: 'TILE', categoryId: 999999 },
        'content.template.categoryId',
        '„Kategorie“ verweist auf einen Eintrag, der nicht existiert.',
      ],
      [
        { templateId: 'TILE', productId: 1, categoryId: 1 },
        'content.template',
        '„Bild aus Vorlage“: Entweder ein Produkt oder eine Kategorie, nicht beides.',
      ],
    ])('refuses %j in German and saves nothing', async (template, field, message) => {
      const before = await countRows(api, 'signage_segment');
      const reply = await admin.post('/api/digital-signage-segments', {
        name: 'Falsch',
        type: 'image',
        content: {
          template: { ...template, templateId: template.templateId === 'TILE' ? tile : 999999 },
        },
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([{ field, message }]);
      expect(await countRows(api, 'signage_segment')).toBe(before);
    });

    it('still needs a picture: from the library or from a template', async () => {
      const reply = await admin.post('/api/digital-signage-segments', {
        name: 'Leer',
        type: 'image',
        content: {},
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors![0].message).toBe('Für ein Bild muss ein Bild gewählt werden.');
    });
  });

  it('keeps a template that a page, a block or a TV still shows (German 409), and deletes it once none does', async () => {
    const template = await created<{ id: number }>(
      await admin.post('/api/image-templates', {
        identifier: 'nur-farbe',
        name: 'Nur Farbe',
        size: 'square',
        background: '#058243',
        layers: [],
      }),
      'template',
    );
    const picture = { templateId: template.id, productId: product };
    const site = await created<{ id: number }>(
      await admin.post('/api/sites', {
        path: 'vorlage-seite',
        name: 'Vorlagenseite',
        content: heroWith(picture),
      }),
      'site',
    );
    const segment = await created<{ id: number }>(
      await admin.post('/api/digital-signage-segments', {
        name: 'Vorlagenbild',
        type: 'image',
        content: { template: picture },
      }),
      'segment',
    );
    const refused = await admin.delete(`/api/image-templates/${template.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0].message).toBe(
      'Die Bildvorlage wird noch verwendet (Seite „Vorlagenseite“, Signage-Segment „Vorlagenbild“) und kann nicht gelöscht werden.',
    );
    expect(await countRows(api, 'image_template')).toBeGreaterThan(0);
    expect((await admin.get(`/api/image-templates/${template.id}`)).status).toBe(200);

    expect((await admin.put(`/api/sites/${site.id}`, { content: [] })).status).toBe(200);
    expect((await admin.delete(`/api/digital-signage-segments/${segment.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/image-templates/${template.id}`)).status).toBe(200);
    expect((await admin.get(`/api/image-templates/${template.id}`)).status).toBe(404);
  });
});
