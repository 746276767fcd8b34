import { DEFAULT_TIME_ZONE, isOrderable } from '@bestellwerk/domain';
import { RequestContext } from '../../common/auth/actor';
import { presentBranchRef, presentImage, presentTag } from '../organisation';
import type { Category } from './entities/category.entity';
import type { Menu } from './entities/menu.entity';
import type { Product } from './entities/product.entity';
import type { Tag } from '../organisation';

/**
 * The moment and zone in which schedules are evaluated for one answer: a branch's zone on
 * its menus, the shop's default zone (Europe/Vienna) elsewhere.
 */
export interface Moment {
  now: Date;
  timezone: string;
}

export const momentNow = (timezone = DEFAULT_TIME_ZONE): Moment => ({ now: new Date(), timezone });

interface Availability {
  isEnabled: boolean;
  isVisibleWhenUnavailable: boolean;
}

/**
 * Visitors never see what is switched off and not meant to be shown greyed out. A closed
 * schedule does not hide anything here: the storefront keeps the catalogue for hours and
 * evaluates the schedule itself, so it needs the item and its schedule (storefront.md §4).
 */
export const isHiddenFromVisitors = (item: Availability) =>
  !item.isEnabled && !item.isVisibleWhenUnavailable;

export function presentTagFor(tag: Tag, ctx: RequestContext) {
  return ctx.actor ? tag : presentTag(tag);
}

export function presentCategory(category: Category, ctx: RequestContext, at = momentNow()) {
  const orderable = isOrderable(category, at.now, at.timezone);
  if (ctx.actor) return { ...category, isOrderable: orderable };
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    image: presentImage(category.image),
    isEnabled: category.isEnabled,
    schedule: category.schedule,
    isVisibleWhenUnavailable: category.isVisibleWhenUnavailable,
    position: category.position,
    isOrderable: orderable,
  };
}

/** The gallery in its order; links arrive from the database in no fixed order. */
export function orderedImages(product: Product) {
  return [...(product.imageLinks ?? [])]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((link) => link.image);
}

/**
 * Every field of storefront.md §3 Product plus `isOrderable` at the given moment (false also
 * when `within`, the category it is shown in, cannot be ordered). Visitors get images as
 * {id, version, extension}, tags as {id, name, image}, and no prices — neither the price
 * nor option surcharges — of a product whose price is hidden.
 */
export function presentProduct(
  product: Product,
  ctx: RequestContext,
  at = momentNow(),
  within?: { isOrderable: boolean },
) {
  const { imageLinks: _links, ...fields } = product;
  const orderable = (within?.isOrderable ?? true) && isOrderable(product, at.now, at.timezone);
  if (ctx.actor) {
    return {
      ...fields,
      images: orderedImages(product),
      tags: product.tags ?? [],
      isOrderable: orderable,
    };
  }
  const { createdAt: _created, updatedAt: _updated, price, config, ...shown } = fields;
  const hidePrice = product.isPriceHidden;
  return {
    ...shown,
    images: orderedImages(product).map(presentImage),
    tags: (product.tags ?? []).map(presentTag),
    ...(hidePrice ? {} : { price }),
    config: {
      parts: config.parts.map((part) => ({
        ...part,
        options: hidePrice ? part.options.map(({ name }) => ({ name })) : part.options,
      })),
    },
    isOrderable: orderable,
  };
}

/** The catalog as references, in order: [{ id, products: [{ id }] }]. */
export function catalogRefs(menu: Menu, ctx: RequestContext) {
  return sortedEntries(menu)
    .filter((entry) => ctx.actor || !entry.category || !isHiddenFromVisitors(entry.category))
    .map((entry) => ({
      id: entry.categoryId,
      products: sortedProducts(entry)
        .filter((item) => ctx.actor || !item.product || !isHiddenFromVisitors(item.product))
        .map((item) => ({ id: item.productId })),
    }));
}

export function sortedEntries(menu: Menu) {
  return [...(menu.entries ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
}

export function sortedProducts(entry: Menu['entries'][number]) {
  return [...(entry.products ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A menu as /api/menus sends it: the catalog as ordered references. */
export function presentMenu(menu: Menu, ctx: RequestContext) {
  const { entries: _entries, ...fields } = menu;
  const shown = ctx.actor
    ? fields
    : {
        id: menu.id,
        name: menu.name,
        availableFrom: menu.availableFrom,
        isEnabled: menu.isEnabled,
      };
  return {
    ...shown,
    branches: (menu.branches ?? []).map(presentBranchRef),
    catalog: catalogRefs(menu, ctx),
  };
}

/**
 * A menu as a branch's storefront shows it (GET /api/branches/{id}/menus): its categories
 * with their products, in order, each with `isOrderable` in the branch's time zone. What
 * visitors may not see is left out.
 */
export function presentMenuWithCatalog(menu: Menu, ctx: RequestContext, at: Moment) {
  const { catalog: _refs, ...rest } = presentMenu(menu, ctx);
  const categories = sortedEntries(menu)
    .filter((entry) => ctx.actor || !isHiddenFromVisitors(entry.category))
    .map((entry) => {
      const category = presentCategory(entry.category, ctx, at);
      const products = sortedProducts(entry)
        .filter((item) => ctx.actor || !isHiddenFromVisitors(item.product))
        .map((item) => presentProduct(item.product, ctx, at, category));
      return { ...category, products };
    });
  return { ...rest, catalog: categories };
}
