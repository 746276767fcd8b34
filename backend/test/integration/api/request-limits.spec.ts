import sharp from 'sharp';
import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { uploadRateKey } from '../../../src/modules/media/upload-crud.service';
import { Client, Reply, TestApi, countRows, startTestApi } from './harness';

const TOO_DEEP = [{ message: 'Der Inhalt der Anfrage ist zu tief verschachtelt.' }];
const TOO_LARGE_JSON = [{ message: 'Die Anfrage ist zu groß (höchstens 1 MB).' }];
const TOO_LARGE_UPLOAD = [{ message: 'Die Anfrage ist zu groß (höchstens 15 MB).' }];

/** `{"a":{"a":…1…}}`, `depth` objects deep. */
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A PNG of noise, which does not compress: about 3 bytes per pixel. */
const noisePng = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
const dataUrl = (buffer: Buffer) => `data:image/png;base64,${buffer.toString('base64')}`;

describe(`request bodies: nesting depth and size (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let visitor: Client;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    visitor = api.client();
  });
  afterAll(() => api.close());

  // A browser's agent: the analytics log drops requests that read as bots (issue 20).
  const postJson = (client: Client, url: string, body: string) =>
    client.request('POST', url, body, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
    });
  const resetUploadRate = () => api.app.get(KeyValueStore).delete(uploadRateKey('127.0.0.1'));

  describe('deeply nested JSON is refused before it is parsed', () => {
    const publicWrites: [string, (inner: string) => string][] = [
      ['/api/orders', (inner) => `{"branch":{"id":1},"items":[],"comment":${inner}}`],
      ['/api/auth/login', (inner) => `{"username":${inner},"password":"x"}`],
      ['/api/analytics-log', (inner) => `{"type":"page","data":${inner}}`],
      ['/api/uploads', (inner) => `{"data":"data:image/png;base64,AA==","name":${inner}}`],
      ['/api/auth/login-link', (inner) => `{"email":${inner}}`],
    ];

    it.each(publicWrites)('%s: depth 5,000 → 400 in German, nothing written', async (url, body) => {
      const tables = ['customer_order', 'analytics_event', 'upload', 'audit_log'];
      const before = await Promise.all(tables.map((table) => countRows(api, table)));
      const reply = await postJson(visitor, url, body(nested(5_000)));
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual(TOO_DEEP);
      expect(await Promise.all(tables.map((table) => countRows(api, table)))).toEqual(before);
    });

    it('refuses arrays nested 100,000 deep on a logged-in route as well', async () => {
      const deep = '['.repeat(100_000) + ']'.repeat(100_000);
      const reply = await postJson(admin, '/api/tags', `{"name":${deep}}`);
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual(TOO_DEEP);
    });

    it('refuses it on the upload routes, whose bodies may be larger', async () => {
      await resetUploadRate();
      const reply = await postJson(visitor, '/api/uploads', `{"data":${nested(40)}}`);
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual(TOO_DEEP);
    });

    it('takes a body nested up to the limit, and counts brackets inside text as text', async () => {
      const before = await countRows(api, 'analytics_event');
      // The body is level 1, data's 31 objects make 32.
      const deepest = await postJson(
        visitor,
        '/api/analytics-log',
        `{"type":"page","data":${nested(31)}}`,
      );
      expect(deepest.status).toBeLessThan(300);
      const brackets = await postJson(
        visitor,
        '/api/analytics-log',
        JSON.stringify({ type: 'page', action: '{['.repeat(40) }),
      );
      expect(brackets.status).toBeLessThan(300);
      expect(await countRows(api, 'analytics_event')).toBe(before + 2);
      const tooDeep = await postJson(
        visitor,
        '/api/analytics-log',
        `{"type":"page","data":${nested(32)}}`,
      );
      expect(tooDeep.status).toBe(400);
    });

    it('still answers broken JSON as such', async () => {
      const reply = await postJson(visitor, '/api/analytics-log', '{"type":"page",');
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([
        { message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' },
      ]);
    });
  });

  describe('body size', () => {
    const largeJson = (bytes: number) =>
      JSON.stringify({ type: 'page', action: 'x'.repeat(bytes) });

    it('limits ordinary JSON routes to 1 MB: 413 in German, nothing written', async () => {
      const before = await countRows(api, 'analytics_event');
      const reply = await postJson(visitor, '/api/analytics-log', largeJson(1024 * 1024 + 1));
      expect(reply.status).toBe(413);
      expect(reply.body.errors).toEqual(TOO_LARGE_JSON);
      const order = await postJson(visitor, '/api/orders', largeJson(2 * 1024 * 1024));
      expect(order.status).toBe(413);
      expect(order.body.errors).toEqual(TOO_LARGE_JSON);
      expect(await countRows(api, 'analytics_event')).toBe(before);
    });

    it('lets the data-URL routes take files above 1 MB', async () => {
      const png = await noisePng(700);
      const body = dataUrl(png);
      expect(body.length).toBeGreaterThan(1.2 * 1024 * 1024);
      await resetUploadRate();
      const upload = await visitor.post('/api/uploads', { data: body, kind: 'image' });
      expect(upload.status).toBe(201);
      const image = await admin.post<{ data: { id: number } }>('/api/images', { file: body });
      expect(image.status).toBe(201);
      const id = (image.body.data as { id: number }).id;
      const replaced = await admin.put(`/api/images/${id}`, { file: body });
      expect(replaced.status).toBe(200);
    });

    it('limits the data-URL routes to 15 MB', async () => {
      await resetUploadRate();
      const before = await countRows(api, 'upload');
      const reply: Reply = await postJson(
        visitor,
        '/api/uploads',
        JSON.stringify({ data: `data:image/png;base64,${'A'.repeat(15 * 1024 * 1024)}` }),
      );
      expect(reply.status).toBe(413);
      expect(reply.body.errors).toEqual(TOO_LARGE_UPLOAD);
      expect(await countRows(api, 'upload')).toBe(before);
    });
  });
});
