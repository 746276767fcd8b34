import { RequestContext } from '../../common/auth/actor';
import type { Image } from '../media';
import {
  catalogRefs,
  presentCategory,
  presentMenuWithCatalog,
  presentProduct,
} from './catalog.presenter';
import { Category } from './entities/category.entity';
import { MenuCategory } from './entities/menu-category.entity';
import { MenuCategoryProduct } from './entities/menu-category-product.entity';
import { Menu } from './entities/menu.entity';
import { ProductImage } from './entities/product-image.entity';
import { Product } from './entities/product.entity';

const visitor: RequestContext = { actor: null, ip: '' };
const admin: RequestContext = {
  actor: { id: 1, username: 'admin', roles: ['ROLE_ADMIN'], branchIds: 'all', via: 'session' },
  ip: '',
};
/** Monday 23 November 2026, 12:30 in Vienna, 20:30 in Tokyo. */
const monday = new Date('2026-11-23T11:30:00Z');
const vienna = { now: monday, timezone: 'Europe/Vienna' };
const tokyo = { now: monday, timezone: 'Asia/Tokyo' };
const lunchHours = [
  { type: 'monday' as const, date: null, isClosed: false, from: '11:00', to: '14:00' },
];

const image = (id: number) =>
  ({ id, version: 3, extension: 'png', alt: '', mimeType: 'image/png' }) as Image;

function product(fields: Partial<Product> = {}): Product {
  return Object.assign(new Product(), {
    id: 7,
    name: 'Torte',
    type: 'configurable',
    description: null,
    allergens: 'A, C',
    imageLinks: [
      Object.assign(new ProductImage(), { id: 2, position: 1, image: image(20) }),
      Object.assign(new ProductImage(), { id: 1, position: 0, image: image(10) }),
    ],
    price: 42,
    unit: 'piece',
    tax: 10,
    dineInTax: 10,
    takeawayTax: 10,
    calculationModel: 'minimum',
    minimumQuantity: 1,
    maximumQuantity: null,
    quantityStepSize: 1,
    defaultQuantity: 1,
    defaultUnit: 'piece',
    alternativeUnits: [],
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    isPriceHidden: false,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: null,
    leadTimeValue: null,
    config: {
      parts: [
        {
          name: 'Größe',
          description: null,
          type: 'select',
          optional: false,
          options: [{ name: 'Groß', modifier: 'overwrite', value: 6.9 }],
        },
      ],
    },
    tags: [{ id: 3, name: 'Vegan', image: null }],
    position: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  });
}

function category(fields: Partial<Category> = {}): Category {
  return Object.assign(new Category(), {
    id: 5,
    name: 'Mittagstisch',
    description: null,
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    position: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  });
}

function menu(entries: { category: Category; position: number; products: Product[] }[]): Menu {
  return Object.assign(new Menu(), {
    id: 1,
    name: 'Karte',
    availableFrom: null,
    isEnabled: true,
    branches: [],
    createdAt: new Date(),
    updatedAt: new Date(),
    entries: entries.map((entry, index) =>
      Object.assign(new MenuCategory(), {
        id: index + 1,
        categoryId: entry.category.id,
        category: entry.category,
        position: entry.position,
        products: entry.products.map((item, productIndex) =>
          Object.assign(new MenuCategoryProduct(), {
            id: productIndex + 1,
            productId: item.id,
            product: item,
            position: entry.products.length - productIndex,
          }),
        ),
      }),
    ),
  });
}

describe('a product as visitors see it', () => {
  it('has its gallery in order as {id, version, extension} and no timestamps', () => {
    const shown = presentProduct(product(), visitor, vienna);
    expect(shown.images).toEqual([
      { id: 10, version: 3, extension: 'png' },
      { id: 20, version: 3, extension: 'png' },
    ]);
    expect(shown).not.toHaveProperty('createdAt');
    expect(shown).not.toHaveProperty('imageLinks');
    expect(shown).toMatchObject({ price: 42, isOrderable: true });
  });

  it('has neither price nor surcharges when the price is hidden', () => {
    const shown = presentProduct(product({ isPriceHidden: true }), visitor, vienna);
    expect(shown).not.toHaveProperty('price');
    expect(shown.config.parts[0].options).toEqual([{ name: 'Groß' }]);
  });

  it('shows staff everything, prices included', () => {
    const shown = presentProduct(product({ isPriceHidden: true }), admin, vienna);
    expect(shown).toMatchObject({ price: 42, isPriceHidden: true });
    expect(shown.config.parts[0].options[0]).toEqual({
      name: 'Groß',
      modifier: 'overwrite',
      value: 6.9,
    });
  });

  it('is orderable by its schedule in the given zone', () => {
    const lunch = product({ schedule: lunchHours });
    expect(presentProduct(lunch, visitor, vienna).isOrderable).toBe(true);
    expect(presentProduct(lunch, visitor, tokyo).isOrderable).toBe(false);
    expect(presentProduct(product({ isEnabled: false }), visitor, vienna).isOrderable).toBe(false);
  });

  it('is not orderable inside a category that is not', () => {
    expect(presentProduct(product(), visitor, vienna, { isOrderable: false }).isOrderable).toBe(
      false,
    );
  });
});

describe('a category', () => {
  it('is orderable within its schedule only', () => {
    const lunch = category({ schedule: lunchHours, isVisibleWhenUnavailable: true });
    expect(presentCategory(lunch, visitor, vienna)).toMatchObject({
      isOrderable: true,
      schedule: lunchHours,
    });
    expect(presentCategory(lunch, visitor, tokyo).isOrderable).toBe(false);
  });
});

describe('a menu', () => {
  const hiddenCategory = category({ id: 6, name: 'Versteckt', isEnabled: false });
  const greyedCategory = category({
    id: 8,
    name: 'Ausverkauft',
    isEnabled: false,
    isVisibleWhenUnavailable: true,
  });
  const hiddenProduct = product({ id: 9, name: 'Geheim', isEnabled: false });
  const card = () =>
    menu([
      { category: category(), position: 1, products: [product(), hiddenProduct] },
      { category: hiddenCategory, position: 0, products: [product()] },
      { category: greyedCategory, position: 2, products: [product({ id: 11, name: 'Kuchen' })] },
    ]);

  it('lists its catalog in order as references, leaving out what visitors may not see', () => {
    expect(catalogRefs(card(), visitor)).toEqual([
      { id: 5, products: [{ id: 7 }] },
      { id: 8, products: [{ id: 11 }] },
    ]);
    expect(catalogRefs(card(), admin)).toEqual([
      { id: 6, products: [{ id: 7 }] },
      { id: 5, products: [{ id: 9 }, { id: 7 }] },
      { id: 8, products: [{ id: 11 }] },
    ]);
  });

  it('shows a branch its categories with their products, greyed-out ones not orderable', () => {
    const shown = presentMenuWithCatalog(card(), visitor, vienna);
    expect(
      shown.catalog.map((entry) => ({
        name: entry.name,
        isOrderable: entry.isOrderable,
        products: entry.products.map((item) => [item.name, item.isOrderable]),
      })),
    ).toEqual([
      { name: 'Mittagstisch', isOrderable: true, products: [['Torte', true]] },
      { name: 'Ausverkauft', isOrderable: false, products: [['Kuchen', false]] },
    ]);
  });
});
