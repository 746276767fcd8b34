import sharp from 'sharp';
import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { DiskFileStorage, FileStorage } from '../../../src/modules/media/file-storage';
import { previewKey } from '../../../src/modules/media/media-storage';
import { UPLOAD_RATE, uploadRateKey } from '../../../src/modules/media/upload-crud.service';
import { Client, TestApi, countRows, startTestApi } from './harness';
import { PDF, SCRIPT, dataUrl, fileAccess, png } from './media-fixtures';

interface UploadRow {
  id: number;
  version: number;
  extension: string;
  mimeType: string;
  publicHash: string;
}

describe(`customer uploads (${process.env.TEST_DATABASE})`, () => {
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

  describe('customer uploads', () => {
    let upload: UploadRow;

    it('are created anonymously and answer with id, version, extension, mimeType and publicHash', async () => {
      const reply = await api.client().post<{ data: UploadRow }>('/api/uploads', {
        data: dataUrl(await png(1600, 800)),
        name: 'Logo.png',
        kind: 'image',
      });
      expect(reply.status).toBe(201);
      upload = reply.body.data;
      expect(Object.keys(upload).sort()).toEqual([
        'extension',
        'id',
        'mimeType',
        'publicHash',
        'version',
      ]);
      expect(upload).toMatchObject({ version: 1, extension: 'png', mimeType: 'image/png' });
      expect(upload.publicHash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    });

    it('are served with the right publicHash only, locked down against scripts', async () => {
      const url = `/upload/${upload.publicHash}/${upload.id}-1.png`;
      const reply = await fetchFile(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-disposition']).toMatch(/^inline; filename="Logo.png"/);
      expect((await sharp(reply.rawPayload).metadata()).width).toBe(1600);

      const wrongHash = `${upload.publicHash.slice(0, -1)}${upload.publicHash.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [
        `/upload/${wrongHash}/${upload.id}-1.png`,
        `/upload/x/${upload.id}-1.png`,
        `/upload/${upload.publicHash}/${upload.id}-2.png`,
        `/upload/${upload.publicHash}/${upload.id}-1.gif`,
      ]) {
        const refused = await fetchFile(wrong);
        expect({ wrong, status: refused.statusCode, body: refused.json() }).toEqual({
          wrong,
          status: 404,
          body: { errors: [{ message: 'Die Datei wurde nicht gefunden.' }] },
        });
      }
    });

    it('of pictures have a JPEG preview 640 pixels wide', async () => {
      const reply = await fetchFile(`/upload/${upload.publicHash}/preview/${upload.id}-1.jpg`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(reply.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({
        format: 'jpeg',
        width: 640,
      });
      expect(await storage.exists(previewKey(await storageKeyOf('upload', upload.id)))).toBe(true);
      expect(
        (await fetchFile(`/upload/${upload.publicHash}/preview/${upload.id}-1.png`)).statusCode,
      ).toBe(404);
    });

    it('take documents in file steps, served as a download without preview', async () => {
      const reply = await api.client().post<{ data: UploadRow }>('/api/uploads', {
        data: dataUrl(PDF, 'application/pdf'),
        name: 'Angebot.pdf',
      });
      expect(reply.status).toBe(201);
      const pdf = reply.body.data;
      expect(pdf).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf' });
      const file = await fetchFile(`/upload/${pdf.publicHash}/${pdf.id}-1.pdf`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Angebot.pdf"/);
      expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
      const preview = await fetchFile(`/upload/${pdf.publicHash}/preview/${pdf.id}-1.jpg`);
      expect(preview.statusCode).toBe(404);
      expect(preview.json()).toEqual({
        errors: [{ message: 'Für diese Datei gibt es keine Vorschau.' }],
      });
    });

    it('take clean SVG and text, and serve SVG as a download that runs nothing', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle r="5"/></svg>';
      const reply = await api.client().post<{ data: UploadRow }>('/api/uploads', {
        data: dataUrl(Buffer.from(svg), 'image/svg+xml'),
        name: 'form.svg',
      });
      expect(reply.body.data).toMatchObject({ extension: 'svg', mimeType: 'image/svg+xml' });
      const file = await fetchFile(
        `/upload/${reply.body.data.publicHash}/${reply.body.data.id}-1.svg`,
      );
      expect(file.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['content-security-policy']).toContain("default-src 'none'");

      const csv = await api.client().post<{ data: UploadRow }>('/api/uploads', {
        data: dataUrl(Buffer.from('Artikel;Menge\nBrot;2\n'), 'text/csv'),
        name: 'liste.csv',
      });
      expect(csv.body.data).toMatchObject({ extension: 'csv', mimeType: 'text/csv' });
    });

    it('refuse what the bytes do not allow, storing nothing', async () => {
      const rows = await countRows(api, 'upload');
      const files = storedFiles();
      const cases: [unknown, string][] = [
        [
          { data: dataUrl(SCRIPT), name: 'foto.png', kind: 'image' },
          'Der Dateityp wird nicht erkannt oder wird nicht unterstützt. Erlaubt: JPEG, PNG, GIF.',
        ],
        [
          { data: dataUrl(SCRIPT), name: 'foto.png' },
          'Der Dateityp wird nicht erkannt oder wird nicht unterstützt. Erlaubt: TXT, CSV, GIF, JPEG, PNG, SVG, MP4, MPEG, WebM, ZIP, PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX.',
        ],
        [
          { data: dataUrl(PDF), name: 'bild.jpg', kind: 'image' },
          'Dateityp „PDF“ wird nicht unterstützt. Erlaubt: JPEG, PNG, GIF.',
        ],
        [
          {
            data: dataUrl(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml'),
            name: 'x.svg',
          },
          'Der Dateityp wird nicht erkannt oder wird nicht unterstützt. Erlaubt: TXT, CSV, GIF, JPEG, PNG, SVG, MP4, MPEG, WebM, ZIP, PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX.',
        ],
        [
          { data: dataUrl(Buffer.alloc(10 * 1024 * 1024 + 1)) },
          'Die Datei ist zu groß (höchstens 10 MB).',
        ],
        [{ data: 'datei.pdf' }, '„Datei“ muss eine Data-URL sein (data:<Typ>;base64,<Daten>).'],
      ];
      for (const [body, message] of cases) {
        const reply = await api.client().post('/api/uploads', body);
        expect({ status: reply.status, errors: reply.body.errors }).toEqual({
          status: 422,
          errors: [{ field: 'data', message }],
        });
      }
      const kind = await api.client().post('/api/uploads', { data: dataUrl(PDF), kind: 'video' });
      expect(kind.body.errors).toEqual([
        { field: 'kind', message: '„Art“ muss „image“ oder „file“ sein.' },
      ]);
      expect(await countRows(api, 'upload')).toBe(rows);
      expect(storedFiles()).toBe(files);
    });

    it('are listed for staff, deleted by administrators with their files', async () => {
      expect((await api.client().get('/api/uploads')).status).toBe(401);
      const employee = await api.employee();
      const list = await employee.get<{ data: (UploadRow & { originalName: string })[] }>(
        '/api/uploads',
      );
      expect(list.status).toBe(200);
      expect(list.body.data.find((row) => row.id === upload.id)).toMatchObject({
        originalName: 'Logo.png',
        publicHash: upload.publicHash,
      });
      expect(list.body.data[0]).not.toHaveProperty('storageKey');
      expect((await employee.delete(`/api/uploads/${upload.id}`)).status).toBe(403);
      const key = await storageKeyOf('upload', upload.id);
      expect((await admin.delete(`/api/uploads/${upload.id}`)).status).toBe(200);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.exists(previewKey(key))).toBe(false);
      expect((await fetchFile(`/upload/${upload.publicHash}/${upload.id}-1.png`)).statusCode).toBe(
        404,
      );
    });

    it('are limited per address for visitors, with a German 429', async () => {
      const kv = api.app.get(KeyValueStore);
      const key = uploadRateKey('127.0.0.1');
      await kv.delete(key);
      for (let i = 0; i < UPLOAD_RATE.limit; i++)
        await kv.increment(key, UPLOAD_RATE.windowSeconds);
      const rows = await countRows(api, 'upload');
      const reply = await api.client().post('/api/uploads', { data: dataUrl(PDF), name: 'a.pdf' });
      expect(reply.status).toBe(429);
      expect(reply.body.errors).toEqual([
        { message: 'Zu viele hochgeladene Dateien. Bitte versuchen Sie es in 10 Minuten erneut.' },
      ]);
      expect(await countRows(api, 'upload')).toBe(rows);
      // Staff uploading for a customer are not counted.
      expect((await admin.post('/api/uploads', { data: dataUrl(PDF), name: 'a.pdf' })).status).toBe(
        201,
      );
      await kv.delete(key);
    });
  });
});
