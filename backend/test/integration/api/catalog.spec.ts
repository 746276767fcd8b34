import { Image } from '../../../src/modules/media/entities/image.entity';
import { Client, TestApi, countRows, startTestApi } from './harness';

type Row = { id: number; [key: string]: unknown };
type Named = Row & { name: string };
type Part = { name: string; options: Row[]; [key: string]: unknown };
type Product = Named & { isOrderable: boolean; config: { parts: Part[] }; images: Row[] };
type Category = Named & { isOrderable: boolean; products: Product[] };
type Menu = Named & { catalog: Category[] };
type MenuRefs = Named & { catalog: { id: number; products: { id: number }[] }[] };

/** Wall-clock minutes after midnight in a zone, and HH:mm of such minutes (any offset). */
function minutesIn(timeZone: string, at = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return part('hour') * 60 + part('minute');
}
const hhmm = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};
/** A daily schedule that is open from an hour ago to an hour from now in that zone. */
const openNow = (timeZone: string) => {
  const now = minutesIn(timeZone);
  return [{ type: 'daily', isClosed: false, from: hhmm(now - 60), to: hhmm(now + 60) }];
};
/** A daily schedule that opens in two hours in that zone. */
const closedNow = (timeZone: string) => {
  const now = minutesIn(timeZone);
  return [{ type: 'daily', isClosed: false, from: hhmm(now + 120), to: hhmm(now + 180) }];
};

describe(`catalogue: menus, categories, products, tags (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let images: Image[];
  let tags: Named[];
  let branches: (Row & { identifier: string })[];
  const branch = (identifier: string) =>
    branches.find((candidate) => candidate.identifier === identifier)!;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    images = await api.dataSource.getRepository(Image).save(
      ['torte-1', 'torte-2', 'torte-3'].map((name) => ({
        extension: 'jpg',
        mimeType: 'image/jpeg',
        alt: name,
        storageKey: `images/${name}.jpg`,
      })),
    );
    tags = (await api.client().get<{ data: Named[] }>('/api/tags')).body.data;
    branches = (await api.client().get<{ data: (Row & { identifier: string })[] }>('/api/branches'))
      .body.data;
  });
  afterAll(() => api.close());

  const tag = (name: string) => tags.find((candidate) => candidate.name === name)!;
  const create = async <T = Row>(path: string, body: object) => {
    const reply = await admin.post<{ data: T }>(path, body);
    if (reply.status !== 201) throw new Error(`${path}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };

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
        expect(reply.body.errors?.[0].message).toBe(
          'Sie haben keine Berechtigung für diese Aktion.',
        );
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

  describe('visitors', () => {
    let hidden: Product;
    let greyed: Product;
    let onRequest: Product;

    beforeAll(async () => {
      hidden = await create<Product>('/api/products', { name: 'Geheimrezept', isEnabled: false });
      greyed = await create<Product>('/api/products', {
        name: 'Ausverkauft',
        isEnabled: false,
        isVisibleWhenUnavailable: true,
      });
      onRequest = await create<Product>('/api/products', {
        name: 'Catering auf Anfrage',
        type: 'configurable',
        price: 99,
        isPriceHidden: true,
        config: {
          parts: [
            {
              name: 'Umfang',
              type: 'select',
              options: [{ name: 'Groß', modifier: 'overwrite', value: 149 }],
            },
          ],
        },
      });
    });

    it('do not see disabled products, but those meant to be shown greyed out, flagged', async () => {
      const list = await api.client().get<{ data: Product[] }>('/api/products?perPage=1000');
      const names = list.body.data.map((product) => product.name);
      expect(names).not.toContain('Geheimrezept');
      expect(list.body.data.find((product) => product.id === greyed.id)).toMatchObject({
        isOrderable: false,
        isVisibleWhenUnavailable: true,
      });
      expect((await api.client().get(`/api/products/${hidden.id}`)).status).toBe(404);
      expect((await api.client().get(`/api/products/${greyed.id}`)).status).toBe(200);
      const staff = await admin.get<{ data: Product[] }>('/api/products?perPage=1000');
      expect(staff.body.data.map((product) => product.name)).toContain('Geheimrezept');
      expect((await admin.get(`/api/products/${hidden.id}`)).status).toBe(200);
    });

    it('get no price and no surcharges of a product whose price is hidden; staff do', async () => {
      const visitor = await api.client().get<{ data: Product }>(`/api/products/${onRequest.id}`);
      expect(visitor.body.data).not.toHaveProperty('price');
      expect(visitor.body.data.config.parts[0].options).toEqual([{ name: 'Groß' }]);
      expect(visitor.body.data).toMatchObject({
        isPriceHidden: true,
        name: 'Catering auf Anfrage',
      });
      const staff = await admin.get<{ data: Product }>(`/api/products/${onRequest.id}`);
      expect(staff.body.data).toMatchObject({ price: 99 });
      expect(staff.body.data.config.parts[0].options[0]).toEqual({
        name: 'Groß',
        modifier: 'overwrite',
        value: 149,
      });
    });

    it('get the public fields only: images as {id, version, extension}, no timestamps', async () => {
      const product = await create<Product>('/api/products', {
        name: 'Mit Bild',
        images: [{ id: images[1].id }],
        tags: [{ id: tag('Vegan').id }],
      });
      const visitor = await api.client().get<{ data: Product }>(`/api/products/${product.id}`);
      expect(visitor.body.data.images).toEqual([
        { id: images[1].id, version: 1, extension: 'jpg' },
      ]);
      expect(visitor.body.data.tags).toEqual([{ id: tag('Vegan').id, name: 'Vegan', image: null }]);
      expect(visitor.body.data).not.toHaveProperty('createdAt');
      expect(visitor.body.data).not.toHaveProperty('imageLinks');
    });

    it('do not see disabled menus or those not yet in effect', async () => {
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const off = await create<Row>('/api/menus', { name: 'Aus', isEnabled: false });
      const later = await create<Row>('/api/menus', { name: 'Später', availableFrom: future });
      const list = await api.client().get<{ data: Named[] }>('/api/menus');
      const names = list.body.data.map((menu) => menu.name);
      expect(names).not.toContain('Aus');
      expect(names).not.toContain('Später');
      expect((await api.client().get(`/api/menus/${off.id}`)).status).toBe(404);
      expect((await api.client().get(`/api/menus/${later.id}`)).status).toBe(404);
      const staff = await admin.get<{ data: Named[] }>('/api/menus');
      expect(staff.body.data.map((menu) => menu.name)).toEqual(
        expect.arrayContaining(['Aus', 'Später']),
      );
    });
  });

  describe('schedules', () => {
    it("decide orderability in the branch's time zone", async () => {
      const tokyo = await create<Row>('/api/branches', {
        identifier: 'tokio-ginza',
        name: 'Tokio Ginza',
        timezone: 'Asia/Tokyo',
      });
      const open = await create<Category>('/api/categories', {
        name: 'Jetzt offen (Tokio)',
        schedule: openNow('Asia/Tokyo'),
      });
      const closed = await create<Category>('/api/categories', {
        name: 'Jetzt zu (Tokio)',
        schedule: closedNow('Asia/Tokyo'),
        isVisibleWhenUnavailable: true,
      });
      const dish = await create<Product>('/api/products', { name: 'Ramen' });
      await create('/api/menus', {
        name: 'Tokio-Karte',
        branches: [{ id: tokyo.id }],
        catalog: [
          { id: open.id, products: [{ id: dish.id }] },
          { id: closed.id, products: [{ id: dish.id }] },
        ],
      });

      const reply = await api.client().get<{ data: Menu[] }>(`/api/branches/${tokyo.id}/menus`);
      const [menu] = reply.body.data;
      expect(menu.catalog.map(({ name, isOrderable }) => ({ name, isOrderable }))).toEqual([
        { name: 'Jetzt offen (Tokio)', isOrderable: true },
        { name: 'Jetzt zu (Tokio)', isOrderable: false },
      ]);
      // The same dish: orderable in the open category, not in the closed one.
      expect(menu.catalog.map((category) => category.products[0].isOrderable)).toEqual([
        true,
        false,
      ]);

      // Without a branch the shop's zone (Europe/Vienna) counts, eight hours behind Tokyo.
      const vienna = await api.client().get<{ data: Category }>(`/api/categories/${open.id}`);
      expect(vienna.body.data.isOrderable).toBe(false);
      const viennaOpen = await create<Category>('/api/categories', {
        name: 'Jetzt offen (Wien)',
        schedule: openNow('Europe/Vienna'),
      });
      expect(viennaOpen.isOrderable).toBe(true);
    });

    it('treat an empty schedule as none: orderable whenever enabled', async () => {
      const category = await create<Category>('/api/categories', { name: 'Immer', schedule: [] });
      expect(category).toMatchObject({ schedule: null, isOrderable: true });
    });
  });

  describe('menus', () => {
    it('keep the order of categories and products, and a new catalog replaces the old', async () => {
      const [first, second] = [
        await create<Category>('/api/categories', { name: 'Erste' }),
        await create<Category>('/api/categories', { name: 'Zweite' }),
      ];
      const [a, b, c] = [
        await create<Product>('/api/products', { name: 'A' }),
        await create<Product>('/api/products', { name: 'B' }),
        await create<Product>('/api/products', { name: 'C' }),
      ];
      const wien = branch('wien-neubau');
      const menu = await create<MenuRefs>('/api/menus', {
        name: 'Reihenfolge',
        availableFrom: new Date(Date.now() - 60_000).toISOString(),
        branches: [{ id: wien.id }],
        catalog: [
          { id: second.id, products: [{ id: c.id }, { id: a.id }] },
          { id: first.id, products: [{ id: b.id }] },
        ],
      });
      expect(menu.catalog).toEqual([
        { id: second.id, products: [{ id: c.id }, { id: a.id }] },
        { id: first.id, products: [{ id: b.id }] },
      ]);

      // The newest menu in effect comes first; the demo café menu (in effect always) after it.
      const served = await api.client().get<{ data: Menu[] }>(`/api/branches/${wien.id}/menus`);
      expect(served.body.data.map((entry) => entry.name)).toEqual(['Reihenfolge', 'Café-Karte']);
      expect(
        served.body.data[0].catalog.map((category) => [
          category.name,
          category.products.map((product) => product.name),
        ]),
      ).toEqual([
        ['Zweite', ['C', 'A']],
        ['Erste', ['B']],
      ]);

      const rows = await countRows(api, 'menu_category_product');
      const updated = await admin.put<{ data: MenuRefs }>(`/api/menus/${menu.id}`, {
        catalog: [{ id: first.id, products: [{ id: a.id }, { id: b.id }, { id: c.id }] }],
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.catalog).toEqual([
        { id: first.id, products: [{ id: a.id }, { id: b.id }, { id: c.id }] },
      ]);
      expect(await countRows(api, 'menu_category_product')).toBe(rows);

      // ?branch= lists a branch's menus; ?category= the products placed in a category.
      const ofWien = await admin.get<{ data: Named[] }>(`/api/menus?branch=${wien.id}`);
      expect(ofWien.body.data.map((entry) => entry.name).sort()).toEqual([
        'Café-Karte',
        'Reihenfolge',
      ]);
      const inFirst = await api
        .client()
        .get<{ data: Named[] }>(`/api/products?category=${first.id}&sort=name`);
      expect(inFirst.body.data.map((product) => product.name)).toEqual(['A', 'B', 'C']);
    });

    it('refuse unknown categories and products in German and write nothing', async () => {
      const before = await Promise.all(
        ['menu', 'menu_category', 'menu_category_product'].map((table) => countRows(api, table)),
      );
      const category = await create<Category>('/api/categories', { name: 'Vorhanden' });
      const reply = await admin.post('/api/menus', {
        name: 'Kaputt',
        catalog: [
          { id: category.id, products: [{ id: 999999 }] },
          { id: 999998, products: [] },
          { id: category.id },
        ],
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        { field: 'catalog', message: '„Katalog“ enthält die ID ' + category.id + ' mehrfach.' },
      ]);
      const unknown = await admin.post('/api/menus', {
        name: 'Kaputt',
        catalog: [{ id: category.id, products: [{ id: 999999 }] }, { id: 999998 }],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        {
          field: 'catalog.0.products.0.id',
          message: 'Das Produkt mit der ID 999999 existiert nicht.',
        },
        { field: 'catalog.1.id', message: 'Die Kategorie mit der ID 999998 existiert nicht.' },
      ]);
      const badDate = await admin.post('/api/menus', { name: 'Kaputt', availableFrom: 'morgen' });
      expect(badDate.status).toBe(422);
      expect(badDate.body.errors?.[0]).toMatchObject({ field: 'availableFrom' });
      const after = await Promise.all(
        ['menu', 'menu_category', 'menu_category_product'].map((table) => countRows(api, table)),
      );
      expect(after).toEqual(before);
    });
  });

  describe('filters and tags', () => {
    it('list products by tag, type and search term', async () => {
      const vegan = await api
        .client()
        .get<{ data: (Product & { tags: Named[] })[] }>(
          `/api/products?tag=${tag('Vegan').id}&perPage=1000`,
        );
      expect(vegan.body.data.length).toBeGreaterThan(0);
      for (const product of vegan.body.data)
        expect(product.tags.map((entry) => entry.name)).toContain('Vegan');
      // Filtering by a tag does not cut the other tags off the answer.
      const avocado = vegan.body.data.find((product) => product.name === 'Avocado-Brot')!;
      expect(avocado.tags.map((entry) => entry.name).sort()).toEqual(['Frühstück', 'Vegan']);

      const bundles = await api.client().get<{ data: Product[] }>('/api/products?type=bundle');
      expect(bundles.body.data.map((product) => product.name)).toEqual(['Mittagsmenü']);
      const search = await api.client().get<{ data: Product[] }>('/api/products?search=strudel');
      expect(search.body.data.map((product) => product.name)).toEqual(['Apfelstrudel']);
    });

    it('manage tags with unique names', async () => {
      const created = await create<Named>('/api/tags', { name: 'Glutenfrei' });
      expect(created.name).toBe('Glutenfrei');
      const duplicate = await admin.post('/api/tags', { name: 'Glutenfrei' });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body.errors).toEqual([
        { field: 'name', message: '„Name“ „Glutenfrei“ ist bereits vergeben.' },
      ]);
    });
  });
});
