import sharp from 'sharp';
import { TemplateRenderer } from '../../../src/modules/media/templates/template-renderer.service';
import { Client, TestApi, startTestApi } from '../api/harness';
import { dataUrl } from '../api/media-fixtures';
import { quadrants } from './template-fixtures';

const band = (fill: string) => ({
  id: 'band',
  type: 'shape',
  x: 0,
  y: 0,
  width: 1080,
  height: 540,
  shape: 'rect',
  fill,
});
const nameText = {
  id: 'name',
  type: 'text',
  x: 40,
  y: 700,
  width: 1000,
  height: 200,
  text: '{name} {price}',
  fontFamily: 'inter',
  fontVariant: '700',
  fontSize: 80,
  color: '#000000',
  align: 'center',
};
const picture = {
  id: 'picture',
  type: 'image',
  x: 0,
  y: 0,
  width: 1080,
  height: 1080,
  source: 'product',
  fit: 'cover',
};

/** The colour of one pixel of a PNG as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((c) => data[offset + c].toString(16).padStart(2, '0')).join('')}`;
}

describe(`template preview and category binding (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let productId: number;
  let categoryId: number;
  let imageId: number;

  /** A POST with the client's session, answered as bytes (the harness reads JSON). */
  const preview = (client: Client, body: unknown, query = '') =>
    api.app.inject({
      method: 'POST',
      url: `/api/image-templates/preview${query}`,
      payload: body as object,
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
      },
    });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    const image = await admin.post<{ data: { id: number } }>('/api/images', {
      alt: 'Quadranten',
      file: dataUrl(await quadrants(1080, 1080)),
    });
    imageId = image.body.data.id;
    const [product] = await api.dataSource.query('SELECT id FROM product ORDER BY id LIMIT 1');
    productId = Number(product.id);
    await api.dataSource.query(
      "UPDATE product SET name = 'Käsespätzle', price = 1250, calculationModel = 'fixed', isPriceHidden = 0 WHERE id = ?",
      [productId],
    );
    const [category] = await api.dataSource.query('SELECT id FROM category ORDER BY id LIMIT 1');
    categoryId = Number(category.id);
    await api.dataSource.query(
      "UPDATE category SET name = 'Suppen', description = '<p>Heiß und frisch</p>', imageId = ? WHERE id = ?",
      [imageId, categoryId],
    );
  });
  afterAll(() => api.close());

  describe('POST /api/image-templates/preview', () => {
    it('draws the layers of an unsaved template as PNG that no cache keeps', async () => {
      const red = await preview(admin, {
        size: 'square',
        background: '#ffffff',
        layers: [band('#c62828')],
      });
      expect(red.statusCode).toBe(200);
      expect(red.headers['content-type']).toBe('image/png');
      expect(red.headers['cache-control']).toBe('no-store');
      expect(await sharp(red.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 1080,
        height: 1080,
      });
      expect(await pixel(red.rawPayload, 540, 100)).toBe('#c62828');
      expect(await pixel(red.rawPayload, 540, 1000)).toBe('#ffffff');

      const blue = await preview(
        admin,
        { size: 'portrait', background: '#000000', layers: [band('#1565c0')] },
        '?size=small',
      );
      expect(await sharp(blue.rawPayload).metadata()).toMatchObject({ width: 640, height: 1138 });
      expect(await pixel(blue.rawPayload, 320, 100)).toBe('#1565c0');
      expect(await pixel(blue.rawPayload, 320, 1000)).toBe('#000000');
    });

    it('fills the placeholders with a product or a category', async () => {
      const body = { size: 'square', layers: [nameText] };
      const bare = await preview(admin, body, '?size=tiny');
      const withProduct = await preview(admin, { ...body, product: productId }, '?size=tiny');
      const withCategory = await preview(admin, { ...body, category: categoryId }, '?size=tiny');
      expect([bare.statusCode, withProduct.statusCode, withCategory.statusCode]).toEqual([
        200, 200, 200,
      ]);
      const bytes = new Set(
        [bare, withProduct, withCategory].map((r) => r.rawPayload.toString('base64')),
      );
      expect(bytes.size).toBe(3);
    });

    it.each([
      [{ layers: [] }, 422, 'size', '„Format“'],
      [{ size: 'square', layers: 'x' }, 422, 'layers', '„Ebenen“ muss eine Liste sein.'],
      [
        { size: 'square', layers: [{ ...band('#c62828'), fill: 'rot' }] },
        422,
        'layers[0].fill',
        'Ebene 1: „Füllfarbe“ muss eine Farbe im Format #RRGGBB sein.',
      ],
      [
        { size: 'square', layers: [{ ...nameText, fontFamily: 'oswald', fontVariant: 'italic' }] },
        422,
        'layers[0].fontVariant',
        'Ebene 1: Die Schriftart „Oswald“ gibt es nicht im Schnitt „italic“.',
      ],
      [
        { size: 'square', layers: [{ ...picture, source: 'library', imageId: 999999 }] },
        422,
        'layers[0].imageId',
        'Ebene 1: Das Bild 999999 gibt es nicht in der Mediathek.',
      ],
      [{ size: 'square', layers: [], product: 'abc' }, 422, 'product', '„Produkt“ muss'],
      [{ size: 'square', layers: [], product: 999999 }, 404, undefined, 'Das Produkt wurde nicht'],
      [{ size: 'square', layers: [], category: 999999 }, 404, undefined, 'Die Kategorie wurde'],
    ])('refuses %j with %d in German', async (body, status, field, message) => {
      const reply = await preview(admin, body);
      expect(reply.statusCode).toBe(status);
      const error = reply.json().errors.find((e: { field?: string }) => e.field === field);
      expect(error?.message ?? reply.json().errors[0].message).toContain(message);
    });

    it('refuses a product and a category at once', async () => {
      const reply = await preview(admin, {
        size: 'square',
        layers: [],
        product: productId,
        category: categoryId,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0].message).toBe(
        'Eine Vorlage wird entweder mit einem Produkt oder mit einer Kategorie gefüllt, nicht mit beidem.',
      );
    });

    it('is for those who may save templates: administrators', async () => {
      const body = { size: 'square', layers: [band('#c62828')] };
      const employee = await api.employee();
      const refused = await preview(employee, body);
      expect(refused.statusCode).toBe(403);
      const anonymous = await preview(api.client(), body);
      expect(anonymous.statusCode).toBe(401);
    });

    it('takes no body over the JSON limit', async () => {
      const reply = await preview(admin, {
        size: 'square',
        layers: [{ ...nameText, text: 'x'.repeat(1_100_000) }],
      });
      expect(reply.statusCode).toBe(413);
      expect(reply.json().errors[0].message).toMatch(/^Die Anfrage ist zu groß/);
    });
  });

  describe('GET /api/image-template/{id}/render.png?category=…', () => {
    let templateId: number;
    beforeAll(async () => {
      const template = await admin.post<{ data: { id: number } }>('/api/image-templates', {
        identifier: 'kategorie-kachel',
        name: 'Kategorie-Kachel',
        size: 'square',
        layers: [picture, { ...nameText, text: '{name}|{description}|{price}|{allergens}' }],
      });
      templateId = template.body.data.id;
    });
    const fetch = (query: string) =>
      api.app.inject({
        method: 'GET',
        url: `/api/image-template/${templateId}/render.png${query}`,
      });

    it('fills {name} and {description} from the category, leaves product fields empty', async () => {
      const renderer = api.app.get(TemplateRenderer);
      const template = await renderer.template(templateId);
      const texts = await renderer.texts(template, await renderer.bindCategory(categoryId));
      expect(texts.get('name')!.text).toBe('Suppen|Heiß und frisch||');
    });

    it('draws the category’s picture where the product’s picture would be', async () => {
      const reply = await fetch(`?category=${categoryId}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      // The quadrants: red top left, yellow bottom right.
      expect(await pixel(reply.rawPayload, 100, 100)).toBe('#e53935');
      expect(await pixel(reply.rawPayload, 1000, 1000)).toBe('#fdd835');
      const product = await fetch(`?product=${productId}`);
      expect(product.statusCode).toBe(200);
      expect(product.headers.etag).not.toBe(reply.headers.etag);
    });

    it.each([
      ['?category=999999', 404, 'Die Kategorie wurde nicht gefunden.'],
      ['?category=abc', 422, '„Kategorie“ muss eine Kategorie-ID sein.'],
      [
        '?category=CAT&product=PROD',
        400,
        'Eine Vorlage wird entweder mit einem Produkt oder mit einer Kategorie gefüllt, nicht mit beidem.',
      ],
    ])('answers %s with %d in German', async (query, status, message) => {
      const reply = await fetch(
        query.replace('CAT', String(categoryId)).replace('PROD', String(productId)),
      );
      expect(reply.statusCode).toBe(status);
      expect(reply.json().errors[0].message).toBe(message);
    });
  });
});
