import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { PDF, dataUrl, pdfWithShapes, png } from '../api/media-fixtures';

interface Entry {
  kind: 'image' | 'file';
  id: number;
  createdAt: string;
  image: { id: number; alt: string; extension: string } | null;
  file: { id: number; extension: string; originalName?: string; previewUrl?: string | null } | null;
}
interface ListReply {
  data: Entry[];
  meta: { page: number; perPage: number; total: number };
}

const key = (entry: Pick<Entry, 'kind' | 'id'>) => `${entry.kind}:${entry.id}`;

describe(`the media library's one grid (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let usedImage: number;
  const list = async (query = '') =>
    (await admin.get<ListReply>(`/api/media-library${query ? `?${query}` : ''}`)).body;
  const keys = async (query: string) => (await list(query)).data.map(key);

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    // Pictures and files in turns, so that newest-first mixes both kinds.
    for (let index = 0; index < 4; index++) {
      const image = await admin.post<{ data: { id: number } }>('/api/images', {
        alt: `Bild Nummer ${index}`,
        file: dataUrl(await png(32, 24)),
      });
      expect(image.status).toBe(201);
      if (index === 0) usedImage = image.body.data.id;
      const file = await admin.post('/api/uploads', {
        data: dataUrl(index % 2 ? pdfWithShapes(`n${index}`) : PDF, 'application/pdf'),
        name: `Auftrag ${index}.pdf`,
      });
      expect(file.status).toBe(201);
    }
    await admin.post('/api/uploads', {
      data: dataUrl(await png(40, 30)),
      name: 'Skizze.png',
      kind: 'image',
    });
    const [product] = await api.dataSource.query('SELECT id FROM product ORDER BY id LIMIT 1');
    await api.dataSource.query(
      'INSERT INTO product_image (productId, imageId, position) VALUES (?, ?, 0)',
      [Number(product.id), usedImage],
    );
  });
  afterAll(() => api.close());

  it('holds every picture and every file, newest first, in pages that add up', async () => {
    const total = (await countRows(api, 'image')) + (await countRows(api, 'upload'));
    const first = await list('perPage=3');
    expect(first.meta).toEqual({ page: 1, perPage: 3, total });
    const seen: Entry[] = [];
    for (let page = 1; page <= Math.ceil(total / 3); page++) {
      const reply = await list(`perPage=3&page=${page}`);
      expect(reply.meta.total).toBe(total);
      seen.push(...reply.data);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map(key)).size).toBe(total);
    const times = seen.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Each card carries its own record and nothing of the other kind.
    for (const entry of seen) {
      const own = entry.kind === 'image' ? entry.image : entry.file;
      expect({ id: own?.id, other: entry.kind === 'image' ? entry.file : entry.image }).toEqual({
        id: entry.id,
        other: null,
      });
    }
    expect((await list(`perPage=3&page=${Math.ceil(total / 3) + 1}`)).data).toEqual([]);
    // A customer's picture comes with its preview.
    const sketch = seen.find((entry) => entry.file?.originalName === 'Skizze.png');
    expect(sketch?.file?.previewUrl).toMatch(/^\/upload\/.+\/preview\/\d+-1\.jpg$/);
  });

  it('filters by kind, by format across both kinds, and by search in alt text and file name', async () => {
    const kinds = async (query: string) =>
      [...new Set((await list(`${query}&perPage=200`)).data.map((entry) => entry.kind))].sort();
    expect(await kinds('type=image')).toEqual(['image']);
    expect(await kinds('type=file')).toEqual(['file']);
    const pdfs = await list('type=pdf&perPage=200');
    expect(pdfs.data.map((entry) => entry.file?.extension)).toEqual(['pdf', 'pdf', 'pdf', 'pdf']);
    // Readable PDFs (1 and 3) have a preview, the pageless ones (0 and 2) none.
    expect(
      pdfs.data.map((entry) => [entry.file?.originalName, entry.file?.previewUrl !== null]),
    ).toEqual([
      ['Auftrag 3.pdf', true],
      ['Auftrag 2.pdf', false],
      ['Auftrag 1.pdf', true],
      ['Auftrag 0.pdf', false],
    ]);
    expect(await kinds('type=png')).toEqual(['file', 'image']);
    expect(await keys('search=Nummer%202')).toHaveLength(1);
    expect((await list('search=auftrag')).meta.total).toBe(4);
    // % is a character in a search, not a wildcard.
    expect((await list('search=%25')).meta.total).toBe(0);
  });

  it('shows used or unused pictures only, and pictures of a branch only', async () => {
    const used = await list('used=true&perPage=200');
    expect(used.data.map(key)).toContain(`image:${usedImage}`);
    expect(used.data.every((entry) => entry.kind === 'image')).toBe(true);
    const unused = await list('used=false&perPage=200');
    expect(unused.data.map(key)).not.toContain(`image:${usedImage}`);
    expect(unused.data.every((entry) => entry.kind === 'image')).toBe(true);
    expect(used.meta.total + unused.meta.total).toBe(await countRows(api, 'image'));
    const [branch] = await api.dataSource.query('SELECT id FROM branch ORDER BY id LIMIT 1');
    const ofBranch = await list(`branch=${Number(branch.id)}&perPage=200`);
    expect(ofBranch.data.every((entry) => entry.kind === 'image')).toBe(true);
  });

  it('refuses bad filters in German and is for staff only', async () => {
    for (const [query, field] of [
      ['type=bmp', 'type'],
      ['used=vielleicht', 'used'],
      ['perPage=500', 'perPage'],
      ['page=0', 'page'],
      ['branch=abc', 'branch'],
      ['sort=name', 'sort'],
    ]) {
      const reply = await admin.get<{ errors: { field: string; message: string }[] }>(
        `/api/media-library?${query}`,
      );
      expect({ query, status: reply.status, field: reply.body.errors?.[0]?.field }).toEqual({
        query,
        status: 422,
        field,
      });
      expect(reply.body.errors[0].message).toMatch(/^„.+“ /);
    }
    expect((await api.client().get('/api/media-library')).status).toBe(401);
    expect((await (await api.employee()).get('/api/media-library')).status).toBe(200);
  });
});
