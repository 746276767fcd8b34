import { EntityManager } from 'typeorm';
import { productRuleErrors, applyProductDefaults } from '../../modules/catalog/product-rules';
import { Category } from '../../modules/catalog/entities/category.entity';
import { MenuCategoryProduct } from '../../modules/catalog/entities/menu-category-product.entity';
import { MenuCategory } from '../../modules/catalog/entities/menu-category.entity';
import { Menu } from '../../modules/catalog/entities/menu.entity';
import { Product } from '../../modules/catalog/entities/product.entity';
import { Tag } from '../../modules/organisation/entities/tag.entity';
import type { Branch } from '../../modules/organisation/entities/branch.entity';
import { DEMO_PRODUCTS, lunchHours } from './demo-products.seed';

/**
 * The demo café's catalogue: breakfast, a lunch menu on weekdays, cakes, drinks, deli goods
 * by weight and a party service with lead times — every product type, part type, price
 * modifier, calculation model and a few units, as the storefront has to show them.
 */
export async function insertDemoCatalog(
  manager: EntityManager,
  { branches, tags }: { branches: { graz: Branch; wien: Branch; linz: Branch }; tags: Tag[] },
): Promise<void> {
  const tag = (name: string) => tags.find((candidate) => candidate.name === name)!;

  const categories = await manager.save(
    Category,
    [
      { name: 'Frühstück', description: 'Den ganzen Tag, frisch zubereitet.' },
      {
        name: 'Mittagstisch',
        description: 'Montag bis Freitag von 11 bis 14 Uhr.',
        schedule: lunchHours,
        isVisibleWhenUnavailable: true,
      },
      { name: 'Kuchen & Torten', description: 'Aus unserer Konditorei, stückweise oder ganz.' },
      { name: 'Kaffee & Tee', description: 'Mit Bohnen aus unserer Hausröstung.' },
      { name: 'Kalte Getränke', description: null },
      { name: 'Feinkost', description: 'Aufschnitt und Kaffeebohnen zum Mitnehmen.' },
      {
        name: 'Partyservice',
        description: 'Für Feiern und Firmen – bitte rechtzeitig vorbestellen.',
      },
    ].map((fields, position) => ({
      isEnabled: true,
      schedule: null,
      isVisibleWhenUnavailable: false,
      ...fields,
      position,
    })),
  );
  const category = (name: string) => categories.find((candidate) => candidate.name === name)!;

  let position = 0;
  const productsByCategory = new Map<string, Product[]>();
  for (const [categoryName, list] of Object.entries(DEMO_PRODUCTS)) {
    const built = list.map(({ tagNames, ...fields }) => {
      const product = manager.create(Product, {
        ...fields,
        tags: (tagNames ?? []).map(tag),
        position: position++,
      });
      applyProductDefaults(product);
      const errors = productRuleErrors(product);
      if (errors.length)
        throw new Error(`Demoprodukt „${product.name}“: ${JSON.stringify(errors)}`);
      return product;
    });
    productsByCategory.set(categoryName, await manager.save(Product, built));
  }

  const catalog = (names: string[]) =>
    names.map((name, index) =>
      manager.create(MenuCategory, {
        categoryId: category(name).id,
        position: index,
        products: productsByCategory
          .get(name)!
          .map((product, productIndex) =>
            manager.create(MenuCategoryProduct, { productId: product.id, position: productIndex }),
          ),
      }),
    );

  await manager.save(Menu, [
    manager.create(Menu, {
      name: 'Café-Karte',
      availableFrom: null,
      isEnabled: true,
      branches: [branches.graz, branches.wien],
      entries: catalog([
        'Frühstück',
        'Mittagstisch',
        'Kuchen & Torten',
        'Kaffee & Tee',
        'Kalte Getränke',
        'Feinkost',
        'Partyservice',
      ]),
    }),
    manager.create(Menu, {
      name: 'Mittag & Partyservice Linz',
      availableFrom: null,
      isEnabled: true,
      branches: [branches.linz],
      entries: catalog([
        'Mittagstisch',
        'Kuchen & Torten',
        'Kaffee & Tee',
        'Kalte Getränke',
        'Partyservice',
      ]),
    }),
  ]);
}
