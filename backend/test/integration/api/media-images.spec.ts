import sharp from 'sharp';
import { DiskFileStorage, FileStorage } from '../../../src/modules/media/file-storage';
import { IMAGE_SIZES, ImageSizeName } from '../../../src/modules/media/image-sizes';
import { renditionKey } from '../../../src/modules/media/media-storage';
import { Client, TestApi, countRows, startTestApi } from './harness';
import { IMMUTABLE, SCRIPT, PDF, dataUrl, fileAccess, png } from './media-fixtures';

interface ImageRow {
  id: number;
  version: number;
  extension: string;
  alt: string;
  mimeType: string;
  width: number;
  height: number;
  size: number;
}

describe(`back-office images (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let storage: DiskFileStorage;
  const { fetchFile, storedFiles, storageKeyOf } = fileAccess(() => ({ api, storage }));

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    storage = api.app.get(FileStorage) as DiskFileStorage;
  });
  afterAll(() => api.close());

  describe('back-office images', () => {
    let image: ImageRow;

    it('are created by an administrator from a data URL; the type and size come from the bytes', async () => {
      const reply = await admin.post<{ data: ImageRow }>('/api/images', {
        alt: 'Käsespätzle',
        file: dataUrl(await png(2400, 1200), 'image/jpeg'),
      });
      expect(reply.status).toBe(201);
      image = reply.body.data;
      expect(image).toMatchObject({
        version: 1,
        extension: 'png',
        mimeType: 'image/png',
        alt: 'Käsespätzle',
        width: 2400,
        height: 1200,
      });
      expect(image.size).toBeGreaterThan(0);
      expect(image).not.toHaveProperty('storageKey');
      expect(await storage.exists(await storageKeyOf('image', image.id))).toBe(true);
    });

    it('are served as the original at /image/{id}-{version}.{ext}, immutable, with an ETag', async () => {
      const reply = await fetchFile(`/image/${image.id}-1.png`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      expect(reply.headers['cache-control']).toBe(`public, ${IMMUTABLE}`);
      expect((await sharp(reply.rawPayload).metadata()).width).toBe(2400);
      const etag = String(reply.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await fetchFile(`/image/${image.id}-1.png`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    });

    it('are rendered in all six widths, once, then served from the cache in storage', async () => {
      const key = await storageKeyOf('image', image.id);
      for (const [size, width] of Object.entries(IMAGE_SIZES)) {
        const cached = renditionKey(key, size as ImageSizeName);
        expect(await storage.exists(cached)).toBe(false);
        const reply = await fetchFile(`/image/${size}/${image.id}-1.png`);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toBe('image/png');
        expect(reply.headers['cache-control']).toBe(`public, ${IMMUTABLE}`);
        expect(reply.headers.etag).toBe(`"${image.id}-1-${size}"`);
        const metadata = await sharp(reply.rawPayload).metadata();
        expect({ size, width: metadata.width, height: metadata.height }).toEqual({
          size,
          width,
          height: width / 2,
        });
        expect(await storage.exists(cached)).toBe(true);
      }
      // Proof that the second request reads the cache: a marked file put in its place is what comes back.
      const marker = await png(17, 17, '#ff0000');
      await storage.put(renditionKey(key, 'small'), marker);
      const second = await fetchFile(`/image/small/${image.id}-1.png`);
      expect(second.statusCode).toBe(200);
      expect(Buffer.compare(second.rawPayload, marker)).toBe(0);
    });

    it('send a size as WebP to a browser that takes it, from a cache of its own; the original stays as uploaded', async () => {
      const key = await storageKeyOf('image', image.id);
      const accept = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
      const asPng = await fetchFile(`/image/medium/${image.id}-1.png`);
      const webp = await fetchFile(`/image/medium/${image.id}-1.png`, accept);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(asPng.headers.vary).toBe('Accept');
      expect(webp.headers.etag).toBe(`"${image.id}-1-medium-webp"`);
      const metadata = await sharp(webp.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({
        format: 'webp',
        width: IMAGE_SIZES.medium,
      });
      expect(webp.rawPayload.length).toBeLessThan(asPng.rawPayload.length);
      expect(await storage.exists(renditionKey(key, 'medium', 'webp'))).toBe(true);
      // The PNG copy is untouched and still answered to a browser without WebP.
      expect((await sharp(asPng.rawPayload).metadata()).format).toBe('png');
      const again = await fetchFile(`/image/medium/${image.id}-1.png`, {
        ...accept,
        'if-none-match': webp.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      // The original is the uploaded file, whatever the browser takes.
      const original = await fetchFile(`/image/${image.id}-1.png`, accept);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers.vary).toBeUndefined();
    });

    it('never scale up', async () => {
      const small = await admin.post<{ data: ImageRow }>('/api/images', {
        file: dataUrl(await png(300, 200)),
      });
      const reply = await fetchFile(`/image/large/${small.body.data.id}-1.png`);
      expect((await sharp(reply.rawPayload).metadata()).width).toBe(300);
    });

    it('are also served under /image/product/ and /image/category/', async () => {
      const product = await fetchFile(`/image/product/${image.id}-1.png`);
      expect(product.statusCode).toBe(200);
      expect((await sharp(product.rawPayload).metadata()).width).toBe(2400);
      const category = await fetchFile(`/image/category/thumbnail/${image.id}-1.png`);
      expect((await sharp(category.rawPayload).metadata()).width).toBe(128);
    });

    it.each([
      ['a wrong version', (id: number) => `/image/${id}-2.png`, 'Das Bild wurde nicht gefunden.'],
      ['a wrong extension', (id: number) => `/image/${id}-1.jpg`, 'Das Bild wurde nicht gefunden.'],
      ['an unknown id', () => '/image/99999-1.png', 'Das Bild wurde nicht gefunden.'],
      ['a malformed name', () => '/image/bild.png', 'Das Bild wurde nicht gefunden.'],
      [
        'a wrong version of a size',
        (id: number) => `/image/small/${id}-7.png`,
        'Das Bild wurde nicht gefunden.',
      ],
      [
        'an unknown size',
        (id: number) => `/image/huge/${id}-1.png`,
        'Die Bildgröße „huge“ gibt es nicht. Verfügbar: icon, thumbnail, tiny, small, medium, large.',
      ],
      [
        'an unknown alias',
        (id: number) => `/image/user/small/${id}-1.png`,
        'Das Bild wurde nicht gefunden.',
      ],
    ])('answer %s with a German 404', async (_, url, message) => {
      const reply = await fetchFile(url(image.id));
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ errors: [{ message }] });
    });

    it('get a new version with a new file; the old URLs keep their old picture', async () => {
      const oldKey = await storageKeyOf('image', image.id);
      const reply = await admin.put<{ data: ImageRow }>(`/api/images/${image.id}`, {
        file: dataUrl(
          await sharp(await png(800, 600))
            .jpeg()
            .toBuffer(),
          'image/jpeg',
        ),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        version: 2,
        extension: 'jpg',
        mimeType: 'image/jpeg',
        width: 800,
        height: 600,
        alt: 'Käsespätzle',
      });
      const old = await fetchFile(`/image/${image.id}-1.png`);
      expect(old.statusCode).toBe(200);
      expect(old.headers['content-type']).toBe('image/png');
      expect((await fetchFile(`/image/${image.id}-1.jpg`)).statusCode).toBe(404);
      const fresh = await fetchFile(`/image/tiny/${image.id}-2.jpg`);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(fresh.rawPayload).metadata()).width).toBe(256);
      expect(await storage.exists(oldKey)).toBe(true);
      expect(await storage.exists(renditionKey(oldKey, 'small'))).toBe(true);

      const renamed = await admin.put<{ data: ImageRow }>(`/api/images/${image.id}`, {
        alt: 'Spätzle',
      });
      expect(renamed.body.data).toMatchObject({ version: 2, alt: 'Spätzle' });
    });

    it('refuse a script called .png and store nothing', async () => {
      const rows = await countRows(api, 'image');
      const files = storedFiles();
      const reply = await admin.post('/api/images', { alt: 'x', file: dataUrl(SCRIPT) });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        {
          field: 'file',
          message:
            'Der Dateityp wird nicht erkannt oder wird nicht unterstützt. Erlaubt: JPEG, PNG, GIF, WebP.',
        },
      ]);
      const pdf = await admin.post('/api/images', { file: dataUrl(PDF, 'image/png') });
      expect(pdf.body.errors).toEqual([
        {
          field: 'file',
          message: 'Dateityp „PDF“ wird nicht unterstützt. Erlaubt: JPEG, PNG, GIF, WebP.',
        },
      ]);
      expect(await countRows(api, 'image')).toBe(rows);
      expect(storedFiles()).toBe(files);
    });

    it('refuse files over 10 MB, broken data URLs, missing files and odd dimensions, naming the field', async () => {
      const rows = await countRows(api, 'image');
      const files = storedFiles();
      const cases: [unknown, string][] = [
        [
          { file: dataUrl(Buffer.alloc(10 * 1024 * 1024 + 1)) },
          'Die Datei ist zu groß (höchstens 10 MB).',
        ],
        [{ file: 'bild.png' }, '„Datei“ muss eine Data-URL sein (data:<Typ>;base64,<Daten>).'],
        [{ file: 'data:image/png;base64,%%%' }, '„Datei“ enthält keine gültigen Base64-Daten.'],
        [{ alt: 'ohne Datei' }, '„Datei“ ist erforderlich.'],
        [
          { file: dataUrl(await png(10, 40)) },
          'Das Bild in „Datei“ ist zu klein: 10 × 40 Pixel, mindestens 16 × 16 Pixel.',
        ],
        [
          { file: dataUrl(await png(8001, 16)) },
          'Das Bild in „Datei“ ist zu groß: 8001 × 16 Pixel, höchstens 8000 × 8000 Pixel.',
        ],
        [
          { file: dataUrl((await png(100, 100)).subarray(0, 60)) },
          'Das Bild in „Datei“ ist beschädigt und kann nicht gelesen werden.',
        ],
      ];
      for (const [body, message] of cases) {
        const reply = await admin.post('/api/images', body);
        expect({ status: reply.status, errors: reply.body.errors }).toEqual({
          status: 422,
          errors: [{ field: 'file', message }],
        });
      }
      expect(await countRows(api, 'image')).toBe(rows);
      expect(storedFiles()).toBe(files);
    });

    it('are listed for staff only and changed by administrators only', async () => {
      const anonymous = await api.client().get('/api/images');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ errors: [{ message: 'Bitte melden Sie sich an.' }] });
      const employee = await api.employee();
      const list = await employee.get<{ data: ImageRow[] }>('/api/images');
      expect(list.status).toBe(200);
      expect(list.body.data.map((row) => row.id)).toContain(image.id);
      expect(list.body.data[0]).not.toHaveProperty('storageKey');
      const write = await employee.post('/api/images', { file: dataUrl(await png(20, 20)) });
      expect(write.status).toBe(403);
      expect((await employee.delete(`/api/images/${image.id}`)).status).toBe(403);
    });

    it('are deleted with their files, the replaced ones too', async () => {
      const key = await storageKeyOf('image', image.id);
      const [row] = await api.dataSource.query(
        `SELECT previousFiles FROM image WHERE id = ${image.id}`,
      );
      const [previous] = JSON.parse(row.previousFiles) as { storageKey: string }[];
      expect((await admin.delete(`/api/images/${image.id}`)).status).toBe(200);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.exists(renditionKey(key, 'tiny'))).toBe(false);
      expect((await fetchFile(`/image/${image.id}-2.jpg`)).statusCode).toBe(404);
      expect(await storage.exists(previous.storageKey)).toBe(false);
      expect(await storage.exists(renditionKey(previous.storageKey, 'medium', 'webp'))).toBe(false);
      expect((await fetchFile(`/image/${image.id}-1.png`)).statusCode).toBe(404);
    });
  });
});
