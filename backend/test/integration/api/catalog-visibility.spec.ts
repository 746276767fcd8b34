import { Image } from '../../../src/modules/media/entities/image.entity';
import { Client, TestApi } from './harness';
import {
  CatalogSuite,
  Category,
  Menu,
  Named,
  Product,
  Row,
  catalogHelpers,
  closedNow,
  openCatalog,
  openNow,
} from './catalog-fixtures';

describe(`catalogue: what visitors see, and schedules (${process.env.TEST_DATABASE})`, () => {
  let suite: CatalogSuite;
  let api: TestApi;
  let admin: Client;
  let images: Image[];
  const { tag, create } = catalogHelpers(() => suite);

  beforeAll(async () => {
    suite = await openCatalog();
    ({ api, admin, images } = suite);
  });
  afterAll(() => api.close());

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
});
