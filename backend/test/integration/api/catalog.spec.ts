import { PERMISSIONS } from '@bestellwerk/domain';
import { Image } from '../../../src/modules/media/entities/image.entity';
import { Client, TestApi, countRows } from './harness';
import {
  CatalogSuite,
  Menu,
  Named,
  Product,
  Row,
  catalogHelpers,
  openCatalog,
} from './catalog-fixtures';

describe(`catalogue: the demo catalogue and products (${process.env.TEST_DATABASE})`, () => {
  let suite: CatalogSuite;
  let api: TestApi;
  let admin: Client;
  let images: Image[];
  const { branch, tag, create } = catalogHelpers(() => suite);

  beforeAll(async () => {
    suite = await openCatalog();
    ({ api, admin, images } = suite);
  });
  afterAll(() => api.close());

  describe('the demo catalogue', () => {
    it('serves Graz the café menu in order, with the disabled-but-visible dish greyed out and the hidden one left out', async () => {
      const reply = await api
        .client()
        .get<{ data: Menu[] }>(`/api/branches/${branch('graz-hauptplatz').id}/menus`);
      expect(reply.status).toBe(200);
      const [menu] = reply.body.data;
      expect(menu.name).toBe('Café-Karte');
      expect(menu.catalog.map((category) => category.name)).toEqual([
        'Frühstück',
        'Mittagstisch',
        'Kuchen & Torten',
        'Kaffee & Tee',
        'Kalte Getränke',
        'Feinkost',
        'Partyservice',
      ]);
      const lunch = menu.catalog[1].products.map((product) => product.name);
      expect(lunch).toContain('Rindsgulasch mit Semmelknödel');
      expect(lunch).not.toContain('Kürbiscremesuppe');
      const goulash = menu.catalog[1].products.find((product) =>
        product.name.startsWith('Rindsgulasch'),
      )!;
      expect(goulash.isOrderable).toBe(false);

      const party = menu.catalog[6].products;
      expect(party.find((product) => product.name === 'Torte auf Bestellung')).toMatchObject({
        isLeadTimeEnabled: true,
        leadTimeType: 'days',
        leadTimeValue: 2,
        calculationModel: 'minimum',
        price: 42,
      });
      const buffet = party.find((product) => product.name === 'Firmenfeier-Buffet')!;
      expect(buffet).not.toHaveProperty('price');
      const types = party.flatMap((product) => product.config.parts.map((part) => part.type));
      expect(new Set([...types, 'select', 'multiselect'])).toEqual(
        new Set(['select', 'multiselect', 'text', 'textarea', 'image', 'images', 'file', 'files']),
      );
    });

    it('gives Linz its own menu', async () => {
      const reply = await api
        .client()
        .get<{ data: Menu[] }>(`/api/branches/${branch('linz-landstrasse').id}/menus`);
      expect(reply.body.data.map((menu) => menu.name)).toEqual(['Mittag & Partyservice Linz']);
    });

    it('is part of /api/init: menus, categories, products and tags', async () => {
      const reply = await api.client().get<{ data: Record<string, Named[]> }>('/api/init');
      expect(reply.status).toBe(200);
      const { menus, categories, products, tags: initTags } = reply.body.data;
      expect(menus.map((menu) => menu.name)).toEqual(
        expect.arrayContaining(['Café-Karte', 'Mittag & Partyservice Linz']),
      );
      expect(categories.length).toBeGreaterThanOrEqual(7);
      expect(products.map((product) => product.name)).not.toContain('Kürbiscremesuppe');
      expect(initTags.map((entry) => entry.name)).toContain('Vegan');
    });
  });

  describe('a product', () => {
    const everyField = () => ({
      name: 'Hochzeitstorte',
      type: 'configurable',
      description: 'Dreistöckig, nach Ihren Wünschen.',
      allergens: 'A, C, G, H',
      images: [{ id: images[2].id }, { id: images[0].id }],
      price: 0.3,
      unit: 'package',
      tax: 10,
      dineInTax: 13,
      takeawayTax: 7.5,
      calculationModel: 'minimum',
      minimumQuantity: 1,
      maximumQuantity: 2.5,
      quantityStepSize: 0.5,
      defaultQuantity: 2,
      defaultUnit: 'piece',
      alternativeUnits: [
        {
          unit: 'piece',
          ratio: 12,
          minimumQuantity: 1,
          maximumQuantity: 30,
          quantityStepSize: 1,
          calculationModel: 'approximate',
        },
        {
          unit: 'kilogram',
          ratio: 2.125,
          minimumQuantity: 0.125,
          maximumQuantity: null,
          quantityStepSize: 0.125,
          calculationModel: 'fixed',
        },
      ],
      isEnabled: true,
      schedule: [
        { type: 'monday', date: null, isClosed: true, from: null, to: null },
        { type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' },
        { type: 'once', date: '2026-12-24', isClosed: false, from: '08:00', to: '12:00' },
      ],
      isVisibleWhenUnavailable: true,
      isPriceHidden: false,
      isStepByStep: true,
      isLeadTimeEnabled: true,
      leadTimeType: 'weeks',
      leadTimeValue: 3,
      config: {
        parts: [
          {
            name: 'Größe',
            description: 'Stockwerke',
            type: 'select',
            optional: false,
            options: [
              { name: 'Zwei Stöcke', modifier: 'add', value: 0 },
              { name: 'Drei Stöcke', modifier: 'add', value: 12.5 },
              { name: 'Vier Stöcke', modifier: 'overwrite', value: 199.99 },
            ],
          },
          {
            name: 'Extras',
            description: null,
            type: 'multiselect',
            optional: true,
            options: [
              { name: 'Blattgold', modifier: 'add', value: 0.1 },
              { name: 'Ohne Fondant', modifier: 'subtract', value: 0.2 },
            ],
          },
          { name: 'Aufschrift', description: null, type: 'text', optional: true, options: [] },
          { name: 'Wünsche', description: null, type: 'textarea', optional: true, options: [] },
          { name: 'Logo', description: null, type: 'file', optional: true, options: [] },
          { name: 'Unterlagen', description: null, type: 'files', optional: true, options: [] },
          { name: 'Foto', description: null, type: 'image', optional: true, options: [] },
          { name: 'Vorlagen', description: null, type: 'images', optional: true, options: [] },
        ],
      },
      tags: [{ id: tag('Vegan').id }, { id: tag('Frühstück').id }],
      position: 42,
    });

    it('keeps every field of storefront §3 through create and read, money exact to the cent', async () => {
      const input = everyField();
      const created = await create<Product>('/api/products', input);
      const read = await admin.get<{ data: Product }>(`/api/products/${created.id}`);
      expect(read.body.data).toEqual(created);

      const { images: sentImages, tags: sentTags, ...fields } = input;
      expect(created).toMatchObject(fields);
      expect(created.images.map((image) => image.id)).toEqual(sentImages.map((ref) => ref.id));
      expect((created.tags as Row[]).map((entry) => entry.id).sort()).toEqual(
        sentTags.map((ref) => ref.id).sort(),
      );

      // Stored as cents: the price column and the option values inside the JSON.
      const [row] = await api.dataSource.query('SELECT price, config FROM product WHERE id = ?', [
        created.id,
      ]);
      const stored = row as { price: number | string; config: string };
      expect(Number(stored.price)).toBe(30);
      const values = (
        JSON.parse(stored.config) as { parts: { options: { value: number }[] }[] }
      ).parts.flatMap((part) => part.options.map((option) => option.value));
      expect(values).toEqual([0, 1250, 19999, 10, 20]);
    });

    it('is updated in part: the gallery order and the rest stay unless sent', async () => {
      const created = await create<Product>('/api/products', everyField());
      const reordered = await admin.put<{ data: Product }>(`/api/products/${created.id}`, {
        images: [{ id: images[0].id }, { id: images[1].id }, { id: images[2].id }],
        maximumQuantity: null,
      });
      expect(reordered.status).toBe(200);
      expect(reordered.body.data.images.map((image) => image.id)).toEqual(
        images.map((image) => image.id),
      );
      expect(reordered.body.data).toMatchObject({ maximumQuantity: null, price: 0.3 });
      expect(reordered.body.data.config).toEqual(created.config);
    });

    it('fills sensible defaults for a minimal product', async () => {
      const created = await create<Product>('/api/products', {
        name: 'Mineralwasser prickelnd',
        price: 2.9,
        tax: 20,
      });
      expect(created).toMatchObject({
        type: 'simple',
        unit: 'piece',
        defaultUnit: 'piece',
        dineInTax: 20,
        takeawayTax: 20,
        minimumQuantity: 1,
        defaultQuantity: 1,
        maximumQuantity: null,
        alternativeUnits: [],
        config: { parts: [] },
        schedule: null,
        images: [],
        tags: [],
      });
    });

    it('refuses bad nested input in German, field by field, and writes nothing', async () => {
      const before = await Promise.all(
        ['product', 'product_image', 'product_tags', 'audit_log'].map((table) =>
          countRows(api, table),
        ),
      );
      const reply = await admin.post('/api/products', {
        name: 'Kaputt',
        price: 1.234,
        tax: 101,
        unit: 'bottle',
        alternativeUnits: [{ unit: 'gram', ratio: 0, minimumQuantity: 500, maximumQuantity: 250 }],
        config: {
          parts: [
            { name: 'Sorte', type: 'select', options: [] },
            {
              name: 'Extras',
              type: 'multiselect',
              options: [{ name: 'Sahne' }, { name: 'sahne ' }, { name: 'Eis', value: -1 }],
            },
            { name: 'Text', type: 'text', options: [{ name: 'A' }] },
            { name: 'Datei', type: 'pdf' },
          ],
        },
      });
      expect(reply.status).toBe(422);
      const byField = Object.fromEntries(
        (reply.body.errors ?? []).map((error) => [error.field, error.message]),
      );
      expect(byField).toMatchObject({
        price: '„Preis“ muss ein Betrag mit höchstens zwei Nachkommastellen sein.',
        tax: '„Steuersatz“ darf höchstens 100 sein.',
        unit: expect.stringContaining('„Einheit“ muss eine bekannte Einheit sein'),
        'alternativeUnits.0.ratio': '„Umrechnungsfaktor“ muss größer als 0 sein.',
        'alternativeUnits.0.maximumQuantity':
          '„Höchstmenge“ darf nicht kleiner als „Mindestmenge“ sein.',
        'config.parts.0.options': 'Ein Auswahlfeld braucht mindestens eine Option („Optionen“).',
        'config.parts.1.options':
          'Die Option „sahne “ ist mehrfach angegeben; Namen müssen eindeutig sein.',
        'config.parts.1.options.2.value': '„Betrag“ muss mindestens 0 sein.',
        'config.parts.2.options': '„Optionen“ sind nur bei Auswahl und Mehrfachauswahl möglich.',
        'config.parts.3.type': expect.stringContaining('„Typ“ muss einer der folgenden Werte sein'),
      });
      const after = await Promise.all(
        ['product', 'product_image', 'product_tags', 'audit_log'].map((table) =>
          countRows(api, table),
        ),
      );
      expect(after).toEqual(before);
    });

    it('checks rules across fields on the record as saved: lead time, units, limits, parts', async () => {
      const before = await countRows(api, 'product');
      const reply = await admin.post('/api/products', {
        name: 'Widersprüchlich',
        type: 'simple',
        unit: 'kilogram',
        minimumQuantity: 2,
        maximumQuantity: 1,
        defaultUnit: 'liter',
        alternativeUnits: [{ unit: 'kilogram', ratio: 1 }],
        isLeadTimeEnabled: true,
        config: { parts: [{ name: 'Frage', type: 'text' }] },
        images: [{ id: 999999 }],
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'maximumQuantity',
            message: '„Höchstmenge“ darf nicht kleiner als „Mindestmenge“ sein.',
          },
          {
            field: 'alternativeUnits.0.unit',
            message: 'Die Einheit „kilogram“ ist bereits die Haupteinheit.',
          },
          {
            field: 'defaultUnit',
            message:
              '„Standardeinheit“ muss die Haupteinheit oder eine der alternativen Einheiten sein.',
          },
          {
            field: 'leadTimeValue',
            message: '„Vorlaufzeit“ ist erforderlich, wenn die Vorlaufzeit aktiviert ist.',
          },
          {
            field: 'config.parts',
            message: expect.stringContaining('Ein einfaches Produkt hat keine Konfiguration'),
          },
          {
            field: 'images',
            message: '„Bilder“ verweist auf einen Eintrag, der nicht existiert.',
          },
        ]),
      );
      expect(await countRows(api, 'product')).toBe(before);

      // An update is checked against what is stored: the minimum is 1 here.
      const product = await create<Product>('/api/products', { name: 'Brot', maximumQuantity: 5 });
      const update = await admin.put(`/api/products/${product.id}`, { maximumQuantity: 0.5 });
      expect(update.status).toBe(422);
      expect(update.body.errors?.[0].field).toBe('maximumQuantity');
      const enable = await admin.put(`/api/products/${product.id}`, { isLeadTimeEnabled: true });
      expect(enable.status).toBe(422);
      expect(enable.body.errors?.map((error) => error.field)).toEqual([
        'leadTimeType',
        'leadTimeValue',
      ]);
    });

    it('is written by admins only: 401 without login, 403 for an employee', async () => {
      const existing = await create<Product>('/api/products', { name: 'Geschützt' });
      const anonymous = api.client();
      expect((await anonymous.post('/api/products', { name: 'X' })).status).toBe(401);
      expect((await anonymous.put(`/api/products/${existing.id}`, { name: 'X' })).status).toBe(401);
      expect((await anonymous.delete(`/api/products/${existing.id}`)).status).toBe(401);
      const employee = await api.employee();
      for (const path of ['/api/products', '/api/categories', '/api/menus', '/api/tags']) {
        const reply = await employee.post(path, { name: 'X' });
        expect(reply.status).toBe(403);
        // The refusal names the permission (libs/domain PERMISSIONS), as the user editor says.
        expect(reply.body.errors?.[0].message).toBe(PERMISSIONS.catalog.refusal);
      }
      expect((await employee.put(`/api/products/${existing.id}`, { name: 'X' })).status).toBe(403);
      expect((await employee.delete(`/api/products/${existing.id}`)).status).toBe(403);
      expect(
        (await admin.get<{ data: Named }>(`/api/products/${existing.id}`)).body.data.name,
      ).toBe('Geschützt');
      // Staff may read everything.
      expect((await employee.get(`/api/products/${existing.id}`)).status).toBe(200);
    });
  });
});
