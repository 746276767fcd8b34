import { Client, TestApi, countRows } from './harness';
import {
  CatalogSuite,
  Category,
  Menu,
  MenuRefs,
  Named,
  Product,
  catalogHelpers,
  openCatalog,
} from './catalog-fixtures';

describe(`catalogue: menus, filters and tags (${process.env.TEST_DATABASE})`, () => {
  let suite: CatalogSuite;
  let api: TestApi;
  let admin: Client;
  const { branch, tag, create } = catalogHelpers(() => suite);

  beforeAll(async () => {
    suite = await openCatalog();
    ({ api, admin } = suite);
  });
  afterAll(() => api.close());

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
