import sharp from 'sharp';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { dataUrl, png } from '../api/media-fixtures';

interface ImageRow {
  id: number;
  version: number;
  extension: string;
}

const HTML_AS_PNG = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

describe(`media library (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let used: ImageRow;
  let unused: ImageRow;
  let productId: number;
  const fetchFile = (url: string) => api.app.inject({ method: 'GET', url });
  const upload = async (alt: string, colour = '#058243') =>
    (
      await admin.post<{ data: ImageRow }>('/api/images', {
        alt,
        file: dataUrl(await png(64, 48, colour)),
      })
    ).body.data;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    used = await upload('Spätzle');
    unused = await upload('Reserve', '#c62828');
    const [product] = await api.dataSource.query(
      'SELECT id, name FROM product ORDER BY id LIMIT 1',
    );
    productId = Number(product.id);
    await api.dataSource.query(
      'INSERT INTO product_image (productId, imageId, position) VALUES (?, ?, 0)',
      [productId, used.id],
    );
    await admin.post('/api/image-templates', {
      identifier: 'mit-bild',
      name: 'Mit Bild',
      size: 'square',
      layers: [
        {
          id: 'bild',
          type: 'image',
          x: 0,
          y: 0,
          width: 100,
          height: 100,
          source: 'library',
          imageId: used.id,
          fit: 'cover',
        },
      ],
    });
  });
  afterAll(() => api.close());

  it('tells where a picture is used: products, templates, …', async () => {
    const reply = await admin.get<{
      data: { kind: string; label: string; id: number; name: string }[];
    }>(`/api/images/${used.id}/usages`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((usage) => [usage.kind, usage.label])).toEqual([
      ['image-template', 'Bildvorlage'],
      ['product', 'Produkt'],
    ]);
    expect(
      (await admin.get<{ data: unknown[] }>(`/api/images/${unused.id}/usages`)).body.data,
    ).toEqual([]);
  });

  it('filters by used / unused, type and search', async () => {
    const ids = async (query: string) =>
      (await admin.get<{ data: ImageRow[] }>(`/api/images?${query}`)).body.data.map(
        (row) => row.id,
      );
    expect(await ids('used=true')).toEqual([used.id]);
    expect(await ids('used=false')).toEqual([unused.id]);
    expect(await ids('type=png')).toEqual(expect.arrayContaining([used.id, unused.id]));
    expect(await ids('type=webp')).toEqual([]);
    expect(await ids('search=Reserve&used=false')).toEqual([unused.id]);
    expect(await ids('branch=1')).toEqual([]);
    const bad = await admin.get('/api/images?type=exe');
    expect(bad.status).toBe(422);
  });

  it('refuses in German to delete a picture that is still used, and keeps it', async () => {
    const reply = await admin.delete(`/api/images/${used.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.errors?.[0].message).toMatch(
      /^Das Bild wird noch verwendet \(Bildvorlage „Mit Bild“, Produkt „.+“\) und kann nicht gelöscht werden\.$/,
    );
    expect((await fetchFile(`/image/${used.id}-1.png`)).statusCode).toBe(200);
  });

  it('counts pictures on pages (drafts too), in blocks and on TVs as used, and keeps them until no longer shown', async () => {
    const title = await upload('Titelbild', '#1565c0');
    const onTv = await upload('Schaufenster', '#6a1b9a');
    const hero = (imageId: number) => [
      { type: 'hero', value: { slides: [{ image: { id: imageId }, title: 'Willkommen' }] } },
    ];
    const site = await admin.post<{ data: { id: number } }>('/api/sites', {
      path: 'bild-test',
      name: 'Bildseite',
      content: hero(title.id),
    });
    expect(site.status).toBe(201);
    const block = await admin.post<{ data: { id: number } }>('/api/blocks', {
      identifier: 'bild-block',
      name: 'Bildblock',
      content: hero(title.id),
    });
    expect(block.status).toBe(201);
    const segment = await admin.post<{ data: { id: number } }>('/api/digital-signage-segments', {
      name: 'Schaufensterbild',
      type: 'image',
      content: { imageId: onTv.id },
    });
    expect(segment.status).toBe(201);

    const usages = async (id: number) =>
      (
        await admin.get<{ data: { label: string; name: string }[] }>(`/api/images/${id}/usages`)
      ).body.data.map((usage) => [usage.label, usage.name]);
    expect(await usages(title.id)).toEqual([
      ['Block', 'Bildblock'],
      ['Seite', 'Bildseite'],
    ]);
    expect(await usages(onTv.id)).toEqual([['Signage-Segment', 'Schaufensterbild']]);
    const ids = async (query: string) =>
      (await admin.get<{ data: ImageRow[] }>(`/api/images?${query}`)).body.data.map(
        (row) => row.id,
      );
    expect(await ids('used=true')).toEqual(expect.arrayContaining([title.id, onTv.id]));

    const refused = await admin.delete(`/api/images/${title.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0].message).toBe(
      'Das Bild wird noch verwendet (Block „Bildblock“, Seite „Bildseite“) und kann nicht gelöscht werden.',
    );
    expect((await admin.delete(`/api/images/${onTv.id}`)).status).toBe(409);

    // Off the page, but in its draft (Content AI writes drafts): still shown once published.
    expect((await admin.put(`/api/sites/${site.body.data.id}`, { content: [] })).status).toBe(200);
    expect((await admin.put(`/api/blocks/${block.body.data.id}`, { content: [] })).status).toBe(
      200,
    );
    await api.dataSource.query('UPDATE cms_site SET draft = ? WHERE id = ?', [
      JSON.stringify({ content: hero(title.id) }),
      site.body.data.id,
    ]);
    expect(await usages(title.id)).toEqual([['Seite', 'Bildseite']]);
    // Shown nowhere any more: then it may go.
    await api.dataSource.query('UPDATE cms_site SET draft = NULL WHERE id = ?', [
      site.body.data.id,
    ]);
    expect(await usages(title.id)).toEqual([]);
    expect((await admin.delete(`/api/images/${title.id}`)).status).toBe(200);
  });

  it('refuses an HTML page called .png, in German, and stores nothing', async () => {
    const rows = await countRows(api, 'image');
    const reply = await admin.post('/api/images', {
      alt: 'x',
      file: dataUrl(HTML_AS_PNG, 'image/png'),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      {
        field: 'file',
        message:
          'Der Dateityp wird nicht erkannt oder wird nicht unterstützt. Erlaubt: JPEG, PNG, GIF, WebP.',
      },
    ]);
    const replace = await admin.put(`/api/images/${unused.id}`, {
      file: dataUrl(HTML_AS_PNG, 'image/png'),
    });
    expect(replace.status).toBe(422);
    expect(await countRows(api, 'image')).toBe(rows);
    const fresh = await admin.get<{ data: ImageRow }>(`/api/images/${unused.id}`);
    expect(fresh.body.data.version).toBe(1);
  });

  it('counts each of 30 parallel replacements, keeping the id and every old URL', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, async (_, index) =>
        admin.put<{ data: ImageRow }>(`/api/images/${used.id}`, {
          file: dataUrl(
            await sharp(await png(64 + index, 48))
              .webp()
              .toBuffer(),
            'image/webp',
          ),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(new Set(replies.map((reply) => reply.body.data.version)).size).toBe(30);
    const fresh = await admin.get<{ data: ImageRow }>(`/api/images/${used.id}`);
    expect(fresh.body.data).toMatchObject({ id: used.id, version: 31, extension: 'webp' });
    const first = await fetchFile(`/image/${used.id}-1.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    for (let version = 2; version <= 31; version++)
      expect((await fetchFile(`/image/small/${used.id}-${version}.webp`)).statusCode).toBe(200);
    // The product still shows the same picture (same id), now in its newest version.
    const usages = await admin.get<{ data: { kind: string }[] }>(`/api/images/${used.id}/usages`);
    expect(usages.body.data.map((usage) => usage.kind)).toContain('product');
  });

  it('deletes an unused picture once when 30 ask at the same time', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => admin.delete(`/api/images/${unused.id}`)),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(29);
    expect((await fetchFile(`/image/${unused.id}-1.png`)).statusCode).toBe(404);
  });
});
