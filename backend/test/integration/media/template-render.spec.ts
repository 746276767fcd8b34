import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { IncomingMessage } from 'node:http';
import { eventually } from '@bestellwerk/test-support';
import { Product } from '../../../src/modules/catalog/entities/product.entity';
import { RenderDoor } from '../../../src/modules/media/templates/render-door';
import { TemplateRenderer } from '../../../src/modules/media/templates/template-renderer.service';
import { Client, TestApi, startTestApi } from '../api/harness';
import { dataUrl } from '../api/media-fixtures';
import { LONG_NAME, everyLayer, pixelDifference, quadrants } from './template-fixtures';

/**
 * Renders compared with stored reference PNGs (test/integration/media/reference). A missing
 * reference is written by the run (look at it before committing); UPDATE_REFERENCES=1
 * rewrites them after an intended change.
 */
const REFERENCES = join(__dirname, 'reference');
async function expectLikeReference(png: Buffer, name: string): Promise<void> {
  const path = join(REFERENCES, `${name}.png`);
  if (!existsSync(path) || process.env.UPDATE_REFERENCES === '1') {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(path, png);
  }
  expect(await pixelDifference(png, readFileSync(path))).toBeLessThan(0.005);
}

describe(`template renders (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let templateId: number;
  let productId: number;
  let imageId: number;
  const fetch = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    const image = await admin.post<{ data: { id: number } }>('/api/images', {
      alt: 'Quadranten',
      file: dataUrl(await quadrants()),
    });
    imageId = image.body.data.id;
    const template = await admin.post<{ data: { id: number } }>('/api/image-templates', {
      identifier: 'alle-ebenen',
      name: 'Alle Ebenen',
      size: 'square',
      background: '#058243',
      layers: everyLayer(image.body.data.id),
    });
    templateId = template.body.data.id;
    const [row] = await api.dataSource.query('SELECT id FROM product ORDER BY id LIMIT 1');
    productId = Number(row.id);
    await api.dataSource.query(
      "UPDATE product SET name = 'Käsespätzle', price = 1250, unit = 'serving', allergens = 'ACG', calculationModel = 'fixed', isPriceHidden = 0 WHERE id = ?",
      [productId],
    );
  });
  afterAll(() => api.close());

  it('draws every layer kind like the reference, with the product filled in', async () => {
    const reply = await fetch(`/api/image-template/${templateId}/render.png?product=${productId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    const png = reply.rawPayload;
    expect((await sharp(png).metadata()).width).toBe(1080);
    await expectLikeReference(png, 'every-layer');
  });

  it('shrinks a long German product name until it fits its box', async () => {
    await api.dataSource.query('UPDATE product SET name = ? WHERE id = ?', [LONG_NAME, productId]);
    const renderer = api.app.get(TemplateRenderer);
    const template = await renderer.template(templateId);
    const texts = await renderer.texts(template, await renderer.bindProduct(productId));
    const name = texts.get('name')!;
    expect(name.text).toBe(LONG_NAME);
    expect(name.fontSize).toBeLessThan(90);
    expect(name.fontSize).toBeGreaterThanOrEqual(30);
    const short = await renderer.texts(template, {
      key: 'kurz',
      slot: 'kurz',
      source: { name: 'Suppe' },
      image: null,
    });
    expect(short.get('name')!.fontSize).toBe(90);
    const reply = await fetch(`/api/image-template/${templateId}/render.png?product=${productId}`);
    await expectLikeReference(reply.rawPayload, 'long-name');
  });

  it('answers WebP and JPEG and smaller sizes too', async () => {
    const webp = await fetch(
      `/api/image-template/${templateId}/render.webp?product=${productId}&size=small`,
    );
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const jpg = await fetch(`/api/image-template/${templateId}/render.jpg?size=thumbnail`);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpg.rawPayload).metadata()).width).toBe(128);
  });

  it('is cached by template version and product version', async () => {
    const url = `/api/image-template/${templateId}/render.png?product=${productId}`;
    const first = await fetch(url);
    const etag = String(first.headers.etag);
    expect((await fetch(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const burst = await Promise.all(Array.from({ length: 30 }, () => fetch(url)));
    expect(new Set(burst.map((reply) => reply.statusCode))).toEqual(new Set([200]));
    expect(new Set(burst.map((reply) => String(reply.headers.etag)))).toEqual(new Set([etag]));

    await admin.put(`/api/image-templates/${templateId}`, { background: '#000000' });
    const afterTemplate = await fetch(url, { 'if-none-match': etag });
    expect(afterTemplate.statusCode).toBe(200);
    const etag2 = String(afterTemplate.headers.etag);

    await api.dataSource.query(
      'UPDATE product SET name = ?, updatedAt = CURRENT_TIMESTAMP(6) + INTERVAL 1 SECOND WHERE id = ?',
      ['Gulasch', productId],
    );
    const afterProduct = await fetch(url, { 'if-none-match': etag2 });
    expect(afterProduct.statusCode).toBe(200);
    expect(afterProduct.headers.etag).not.toBe(etag2);
  });

  it('keeps a served render on the server’s door until the template or the catalogue changes', async () => {
    const door = api.app.get(RenderDoor);
    const raw = (url: string) => ({ method: 'GET', url }) as IncomingMessage;
    const url = `/api/image-template/${templateId}/render.jpg?product=${productId}&size=small`;
    await eventually(async () => {
      const served = await fetch(url);
      expect(served.statusCode).toBe(200);
      // Kept once served fresh (not while a render is still under way).
      const kept = door.peek(raw(url));
      expect(kept?.identity.equals(served.rawPayload)).toBe(true);
      expect(kept?.heads.br.ok).toMatchObject({
        'content-type': 'image/jpeg',
        etag: served.headers.etag,
        'cache-control': 'public, max-age=60, must-revalidate',
      });
      // A JPEG is sent as it is, whatever the client accepts.
      expect(kept?.heads.br.ok['content-encoding']).toBeUndefined();
      return true;
    });
    // Other parameters, another size or another method: the route answers.
    expect(door.peek(raw(`${url}&v=2`))).toBeUndefined();
    expect(door.peek(raw(url.replace('small', 'medium')))).toBeUndefined();
    expect(door.peek({ method: 'HEAD', url } as IncomingMessage)).toBeUndefined();
    // A product saved (in any process: the topic's invalidation) drops the kept renders.
    await api.dataSource.getRepository(Product).update(productId, { name: 'Tafelspitz' });
    await eventually(() => door.peek(raw(url)) === undefined || undefined);
    await eventually(async () => {
      await fetch(url);
      return door.peek(raw(url));
    });
    // So does a template saved.
    await admin.put(`/api/image-templates/${templateId}`, { background: '#123456' });
    await eventually(() => door.peek(raw(url)) === undefined || undefined);
  });

  it('renders the demo shop’s menu tile and offer poster for its products', async () => {
    const rows: { id: number; identifier: string }[] = await api.dataSource.query(
      'SELECT id, identifier FROM image_template',
    );
    const tile = rows.find((row) => row.identifier === 'menu-tile')!;
    const poster = rows.find((row) => row.identifier === 'offer-poster')!;
    const [product] = await api.dataSource.query(
      'SELECT id FROM product WHERE isPriceHidden = 0 ORDER BY id DESC LIMIT 1',
    );
    await api.dataSource.query(
      'INSERT INTO product_image (productId, imageId, position) VALUES (?, ?, 0)',
      [product.id, imageId],
    );
    const tilePng = await fetch(`/api/image-template/${tile.id}/render.png?product=${product.id}`);
    expect(tilePng.statusCode).toBe(200);
    expect(await sharp(tilePng.rawPayload).metadata()).toMatchObject({ width: 1080, height: 1080 });
    const posterJpg = await fetch(
      `/api/image-template/${poster.id}/render.jpg?product=${product.id}&size=medium`,
    );
    expect(posterJpg.statusCode).toBe(200);
    expect((await sharp(posterJpg.rawPayload).metadata()).width).toBe(1280);
    if (process.env.KEEP_RENDERS) {
      writeFileSync(join(process.env.KEEP_RENDERS, 'menu-tile.png'), tilePng.rawPayload);
      writeFileSync(join(process.env.KEEP_RENDERS, 'offer-poster.jpg'), posterJpg.rawPayload);
    }
  });

  it.each([
    ['/api/image-template/999999/render.png', 404, 'Die Bildvorlage wurde nicht gefunden.'],
    [
      '/api/image-template/ID/render.gif',
      404,
      'Eine Vorlage wird als render.png, render.webp oder render.jpg ausgeliefert.',
    ],
    ['/api/image-template/ID/render.png?product=999999', 404, 'Das Produkt wurde nicht gefunden.'],
    ['/api/image-template/ID/render.png?product=abc', 422, '„Produkt“ muss eine Produkt-ID sein.'],
    [
      '/api/image-template/ID/render.png?size=huge',
      422,
      'Die Bildgröße „huge“ gibt es nicht. Verfügbar: original, icon, thumbnail, tiny, small, medium, large.',
    ],
  ])('answers %s with %d in German', async (url, status, message) => {
    const reply = await fetch(url.replace('ID', String(templateId)));
    expect(reply.statusCode).toBe(status);
    expect(reply.json().errors[0].message).toBe(message);
  });
});
