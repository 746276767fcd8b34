import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DiskFileStorage, FileStorage } from '../../../src/modules/media/file-storage';
import { previewKey } from '../../../src/modules/media/media-storage';
import { Client, TestApi, startTestApi } from '../api/harness';
import { PDF, dataUrl, fileAccess, pdfWithShapes } from '../api/media-fixtures';

interface StaffUpload {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
  previewUrl: string | null;
}

/** Parallel senders: three times the MariaDB pool of the test API (10). */
const PARALLEL = 30;

describe(`previews of uploaded PDFs (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let storage: DiskFileStorage;
  const { fetchFile, storageKeyOf } = fileAccess(() => ({ api, storage }));

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    storage = api.app.get(FileStorage) as DiskFileStorage;
  });
  afterAll(() => api.close());

  const send = (pdf: Buffer, name: string) =>
    admin.post<{ data: StaffUpload }>('/api/uploads', {
      data: dataUrl(pdf, 'application/pdf'),
      name,
    });

  it('show the first page as a JPEG 640 pixels wide, served like the file itself', async () => {
    const reply = await send(pdfWithShapes('Angebot'), 'Angebot.pdf');
    expect(reply.status).toBe(201);
    const upload = reply.body.data;
    const url = `/upload/${upload.publicHash}/preview/${upload.id}-1.jpg`;
    expect(upload.previewUrl).toBe(url);

    const preview = await fetchFile(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="Angebot.jpg"/);
    const metadata = await sharp(preview.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width }).toEqual({
      format: 'jpeg',
      width: 640,
    });
    // A4 upright: taller than wide.
    expect(metadata.height).toBeGreaterThan(850);

    // Not one colour: white paper, a blue bar near the top and a red square in the middle.
    const { data, info } = await sharp(preview.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 3;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const isWhite = ([r, g, b]: number[]) => r > 230 && g > 230 && b > 230;
    const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;
    const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
    expect({
      corner: isWhite(pixel(0.02, 0.98)),
      bar: isBlue(pixel(0.5, 1 - 750 / 842)),
      square: isRed(pixel(0.5, 1 - 400 / 842)),
    }).toEqual({ corner: true, bar: true, square: true });

    // Rendered once, as the file was stored, and kept with its renderings.
    expect(await storage.exists(previewKey(await storageKeyOf('upload', upload.id)))).toBe(true);
    const again = await fetchFile(url, { 'if-none-match': String(preview.headers.etag) });
    expect(again.statusCode).toBe(304);

    const listed = await admin.get<{ data: StaffUpload[] }>('/api/uploads?perPage=5');
    expect(listed.body.data.find((row) => row.id === upload.id)?.previewUrl).toBe(url);
  });

  it('are made again when the rendered copies were wiped', async () => {
    const reply = await send(pdfWithShapes('wiped'), 'Plan.pdf');
    const upload = reply.body.data;
    await storage.delete(previewKey(await storageKeyOf('upload', upload.id)));
    const preview = await fetchFile(upload.previewUrl!);
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);
  });

  it('are left out for a broken PDF, which is taken all the same', async () => {
    for (const [name, bytes] of [
      ['leer.pdf', PDF],
      ['kaputt.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000)])],
    ] as const) {
      const reply = await send(bytes, name);
      expect({ name, status: reply.status, previewUrl: reply.body.data.previewUrl }).toEqual({
        name,
        status: 201,
        previewUrl: null,
      });
      const { publicHash, id } = reply.body.data;
      expect((await fetchFile(`/upload/${publicHash}/${id}-1.pdf`)).statusCode).toBe(200);
      const preview = await fetchFile(`/upload/${publicHash}/preview/${id}-1.jpg`);
      expect({ status: preview.statusCode, body: preview.json() }).toEqual({
        status: 404,
        body: { errors: [{ message: 'Für diese Datei gibt es keine Vorschau.' }] },
      });
    }
  });

  it(`are rendered for ${PARALLEL} PDFs sent at once, each with its own preview`, async () => {
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        send(pdfWithShapes(`parallel ${index}`), `Datei-${index}.pdf`),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 201));
    const uploads = replies.map((reply) => reply.body.data);
    expect(new Set(uploads.map((upload) => upload.id)).size).toBe(PARALLEL);
    expect(uploads.filter((upload) => upload.previewUrl === null)).toEqual([]);
    const previews = await Promise.all(uploads.map((upload) => fetchFile(upload.previewUrl!)));
    expect(previews.map((preview) => preview.statusCode)).toEqual(previews.map(() => 200));
  });
});
