import sharp from 'sharp';
import { TemplateRenderPool } from '../../../src/modules/media/templates/template-render-pool';
import {
  RENDER_LIMITS,
  TemplateRenderService,
} from '../../../src/modules/media/templates/template-render.service';
import type { DrawJob } from '../../../src/modules/media/templates/template-draw';
import { Client, TestApi, startTestApi } from '../api/harness';
import { dataUrl } from '../api/media-fixtures';
import { everyLayer, quadrants } from './template-fixtures';

/**
 * Issue 33: a template render cannot starve the API. Renders run in the pool (counted here
 * through its draw), once per key, within an address' limit, at the size asked for, and a
 * request never hangs on a render under way.
 */
describe(`template render limits (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let pool: TemplateRenderPool;
  let renders: TemplateRenderService;
  let draw: jest.SpyInstance<Promise<Buffer>, [DrawJob]>;
  let productTemplate: number;
  let fixedTemplate: number;
  let poster: number;
  let productIds: number[];
  let address = 0;
  /** Every test its own addresses: the render limit counts per address. */
  const nextAddress = () => `10.33.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const fetch = (url: string, ip = nextAddress(), headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    pool = api.app.get(TemplateRenderPool);
    renders = api.app.get(TemplateRenderService);
    const image = await admin.post<{ data: { id: number } }>('/api/images', {
      alt: 'Quadranten',
      file: dataUrl(await quadrants()),
    });
    const create = async (identifier: string, size: string, layers: unknown[]) =>
      (
        await admin.post<{ data: { id: number } }>('/api/image-templates', {
          identifier,
          name: identifier,
          size,
          background: '#058243',
          layers,
        })
      ).body.data.id;
    productTemplate = await create('limits-product', 'square', everyLayer(image.body.data.id));
    fixedTemplate = await create('limits-fixed', 'square', [
      {
        id: 'badge',
        type: 'shape',
        x: 40,
        y: 40,
        width: 400,
        height: 400,
        shape: 'circle',
        fill: '#ffffff',
      },
    ]);
    poster = await create('limits-poster', 'a4', everyLayer(image.body.data.id));
    const rows: { id: number }[] = await api.dataSource.query(
      'SELECT id FROM product ORDER BY id LIMIT 8',
    );
    productIds = rows.map((row) => Number(row.id));
  });
  afterAll(() => api.close());

  beforeEach(() => {
    Object.assign(renders.limits, RENDER_LIMITS);
    draw = jest.spyOn(pool, 'draw');
  });
  afterEach(() => draw.mockRestore());

  it('answers a product or category that does not exist with a German 404, drawing nothing', async () => {
    const product = await fetch(`/api/image-template/${productTemplate}/render.png?product=999999`);
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual({ errors: [{ message: 'Das Produkt wurde nicht gefunden.' }] });
    const category = await fetch(
      `/api/image-template/${productTemplate}/render.png?category=999999`,
    );
    expect(category.statusCode).toBe(404);
    expect(category.json()).toEqual({
      errors: [{ message: 'Die Kategorie wurde nicht gefunden.' }],
    });
    expect(draw).not.toHaveBeenCalled();
  });

  it('draws a template without placeholders once, whichever products are asked for', async () => {
    const replies = await Promise.all(
      productIds.map((id) =>
        fetch(`/api/image-template/${fixedTemplate}/render.webp?product=${id}`),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(productIds.map(() => 200));
    expect(new Set(replies.map((reply) => reply.headers.etag)).size).toBe(1);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws 30 parallel first requests of one render once, and all get it', async () => {
    const url = `/api/image-template/${productTemplate}/render.webp?product=${productIds[0]}&size=small`;
    const ip = nextAddress();
    const replies = await Promise.all(Array.from({ length: 30 }, () => fetch(url, ip)));
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => reply.headers.etag)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.rawPayload.length)).size).toBe(1);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('refuses an address past its limit of new renders with a German 429 and Retry-After', async () => {
    renders.limits.units = 3;
    const ip = nextAddress();
    const url = (size: string) =>
      `/api/image-template/${productTemplate}/render.png?product=${productIds[1]}&size=${size}`;
    // 1080 × 1080 is two units, 640 × 640 one: three units used, the fourth refused.
    expect((await fetch(url('original'), ip)).statusCode).toBe(200);
    expect((await fetch(url('small'), ip)).statusCode).toBe(200);
    const refused = await fetch(url('tiny'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toMatch(
      /^Zu viele neue Bilder von dieser Adresse\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(draw).toHaveBeenCalledTimes(2);
    // What is drawn already costs nothing; another address has its own limit.
    expect((await fetch(url('small'), ip)).statusCode).toBe(200);
    expect((await fetch(url('tiny'), nextAddress())).statusCode).toBe(200);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('answers a render still under way with 503 and Retry-After, later with the last good image', async () => {
    renders.limits.waitMs = 20;
    renders.limits.staleWaitMs = 20;
    const url = `/api/image-template/${productTemplate}/render.png?product=${productIds[2]}&size=tiny`;
    const gated = () => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const original = draw.getMockImplementation() ?? TemplateRenderPool.prototype.draw;
      draw.mockImplementationOnce(function (this: TemplateRenderPool, job: DrawJob) {
        return gate.then(() => original.call(this, job));
      });
      return {
        open: async () => {
          open();
          await renders.idle();
        },
      };
    };

    const first = gated();
    const busy = await fetch(url);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(RENDER_LIMITS.retryAfter));
    expect(busy.json()).toEqual({
      errors: [
        {
          message:
            'Das Bild wird gerade berechnet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
        },
      ],
    });
    await first.open();
    const done = await fetch(url);
    expect(done.statusCode).toBe(200);
    expect(done.headers['x-render-state']).toBeUndefined();

    // The template changes: while its new render is drawn, the last good one answers.
    await admin.put(`/api/image-templates/${productTemplate}`, { background: '#000000' });
    const second = gated();
    const stale = await fetch(url);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-render-state']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(stale.rawPayload, done.rawPayload)).toBe(0);
    await second.open();
    const fresh = await fetch(url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-render-state']).toBeUndefined();
    expect(fresh.headers.etag).not.toBe(done.headers.etag);
    expect(Buffer.compare(fresh.rawPayload, done.rawPayload)).not.toBe(0);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws at the size asked for, not the full A4 poster, and refuses unknown sizes in German', async () => {
    const reply = await fetch(
      `/api/image-template/${poster}/render.jpg?product=${productIds[3]}&size=small`,
    );
    expect(reply.statusCode).toBe(200);
    expect(await sharp(reply.rawPayload).metadata()).toMatchObject({ width: 640, height: 905 });
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0][0]).toMatchObject({ width: 640, format: 'jpg' });
    const unknown = await fetch(`/api/image-template/${poster}/render.jpg?size=riesig`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'size' });
    expect(unknown.json().errors[0].message).toMatch(/^Die Bildgröße „riesig“ gibt es nicht\./);
    expect(draw).toHaveBeenCalledTimes(1);
  });
});
