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

type Placement = { menu: { id: number; name: string }; category: { id: number; name: string } };
const place = (menu: Named, category: Named) => ({
  menu: { id: menu.id },
  category: { id: category.id },
});

/**
 * A product is put into categories of menus from its own form (issue 15): the menus' other
 * entries stay, a category new to a menu is added at its end, and the shop shows the product.
 */
describe(`catalogue: a product's places in the menus (${process.env.TEST_DATABASE})`, () => {
  let suite: CatalogSuite;
  let api: TestApi;
  let admin: Client;
  const { branch, create } = catalogHelpers(() => suite);

  beforeAll(async () => {
    suite = await openCatalog();
    ({ api, admin } = suite);
  });
  afterAll(() => api.close());

  const newMenu = async (name: string, catalog: MenuRefs['catalog'] = []) =>
    create<MenuRefs>('/api/menus', {
      name,
      availableFrom: new Date(Date.now() - 60_000).toISOString(),
      branches: [{ id: branch('wien-neubau').id }],
      catalog,
    });
  const placements = async (product: Named) =>
    (await admin.get<Placement[]>(`/api/products/${product.id}/placements`)).body
      .data as Placement[];

  it('puts a new product into categories of two menus; the other entries stay in order', async () => {
    const kuchen = await create<Category>('/api/categories', { name: 'Kuchen' });
    const torten = await create<Category>('/api/categories', { name: 'Torten' });
    const old = await create<Product>('/api/products', { name: 'Apfelstrudel', price: 4 });
    const morning = await newMenu('Vormittag', [{ id: kuchen.id, products: [{ id: old.id }] }]);
    const evening = await newMenu('Abend');
    const sacher = await create<Product>('/api/products', { name: 'Sachertorte', price: 5.5 });
    expect(await placements(sacher)).toEqual([]);

    const reply = await admin.put<Placement[]>(`/api/products/${sacher.id}/placements`, {
      placements: [place(morning, kuchen), place(morning, torten), place(evening, torten)],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      { menu: { id: evening.id, name: 'Abend' }, category: { id: torten.id, name: 'Torten' } },
      { menu: { id: morning.id, name: 'Vormittag' }, category: { id: kuchen.id, name: 'Kuchen' } },
      { menu: { id: morning.id, name: 'Vormittag' }, category: { id: torten.id, name: 'Torten' } },
    ]);
    const menu = (await admin.get<MenuRefs>(`/api/menus/${morning.id}`)).body.data as MenuRefs;
    expect(menu.catalog).toEqual([
      { id: kuchen.id, products: [{ id: old.id }, { id: sacher.id }] },
      { id: torten.id, products: [{ id: sacher.id }] },
    ]);
    // The storefront's catalogue of the branch shows it at once.
    const shop = await api.client().get<Menu[]>(`/api/branches/${branch('wien-neubau').id}/menus`);
    const names = (shop.body.data as Menu[])
      .flatMap((entry) => entry.catalog)
      .flatMap((category) => category.products.map((product) => product.name));
    expect(names).toContain('Sachertorte');

    // Taken out of one place, it stays in the others; the category stays in the menu.
    await admin.put(`/api/products/${sacher.id}/placements`, {
      placements: [place(morning, kuchen)],
    });
    expect((await placements(sacher)).map((entry) => entry.category.name)).toEqual(['Kuchen']);
    const after = (await admin.get<MenuRefs>(`/api/menus/${morning.id}`)).body.data as MenuRefs;
    expect(after.catalog).toEqual([
      { id: kuchen.id, products: [{ id: old.id }, { id: sacher.id }] },
      { id: torten.id, products: [] },
    ]);
  });

  it('refuses unknown menus and categories in German and changes nothing', async () => {
    const category = await create<Category>('/api/categories', { name: 'Getränke' });
    const menu = await newMenu('Getränkekarte');
    const product = await create<Product>('/api/products', { name: 'Almdudler', price: 3 });
    await admin.put(`/api/products/${product.id}/placements`, {
      placements: [place(menu, category)],
    });
    const before = await countRows(api, 'menu_category_product');
    const reply = await admin.put(`/api/products/${product.id}/placements`, {
      placements: [{ menu: { id: 999_999 }, category: { id: 999_998 } }],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      {
        field: 'placements.0.menu',
        message: 'Der Produktkatalog mit der ID 999999 existiert nicht.',
      },
      {
        field: 'placements.0.category',
        message: 'Die Kategorie mit der ID 999998 existiert nicht.',
      },
    ]);
    const bad = await admin.put(`/api/products/${product.id}/placements`, { placements: 'x' });
    expect(bad.status).toBe(422);
    expect((await admin.get(`/api/products/999999/placements`)).status).toBe(404);
    expect(await countRows(api, 'menu_category_product')).toBe(before);
    expect((await placements(product)).map((entry) => entry.menu.id)).toEqual([menu.id]);
    const employee = await api.employee();
    expect(
      (await employee.put(`/api/products/${product.id}/placements`, { placements: [] })).status,
    ).toBe(403);
  });

  it('ends with each product once in each wanted place, whatever 30 parallel writes do', async () => {
    const categories = await Promise.all(
      ['Frühstück', 'Mittag', 'Snacks'].map((name) =>
        create<Category>('/api/categories', { name }),
      ),
    );
    const menus = [await newMenu('Tageskarte A'), await newMenu('Tageskarte B')];
    const products = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        create<Product>('/api/products', { name: `Gericht ${index}`, price: 9 }),
      ),
    );
    // Three writes per product at once (30 in all), every one adds categories new to the menus.
    const wanted = (index: number) => [
      place(menus[index % 2], categories[index % 3]),
      place(menus[(index + 1) % 2], categories[(index + 1) % 3]),
    ];
    const replies = await Promise.all(
      products.flatMap((product, index) =>
        [0, 1, 2].map(() =>
          admin.put(`/api/products/${product.id}/placements`, { placements: wanted(index) }),
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    for (const [index, product] of products.entries()) {
      const found = (await placements(product))
        .map((entry) => `${entry.menu.id}:${entry.category.id}`)
        .sort();
      expect(found).toEqual(
        wanted(index)
          .map((entry) => `${entry.menu.id}:${entry.category.id}`)
          .sort(),
      );
    }
    for (const menu of menus) {
      const stored = (await admin.get<MenuRefs>(`/api/menus/${menu.id}`)).body.data as MenuRefs;
      // Each category once in the menu, each product once in its category.
      const categoryIds = stored.catalog.map((entry) => entry.id);
      expect(new Set(categoryIds).size).toBe(categoryIds.length);
      for (const entry of stored.catalog) {
        const ids = entry.products.map((product) => product.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });
});
