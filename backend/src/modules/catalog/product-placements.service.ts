import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { AuditService } from '../audit';
import type { ProductPlacementDto, ProductPlacementResponse } from './dto/product-placement.dto';
import { Category } from './entities/category.entity';
import { MenuCategoryProduct } from './entities/menu-category-product.entity';
import { MenuCategory } from './entities/menu-category.entity';
import { Menu } from './entities/menu.entity';
import { Product } from './entities/product.entity';

export const PLACEMENT_MESSAGES = {
  productMissing: 'Das Produkt existiert nicht.',
  menuMissing: (id: number) => `Der Produktkatalog mit der ID ${id} existiert nicht.`,
  categoryMissing: (id: number) => `Die Kategorie mit der ID ${id} existiert nicht.`,
} as const;

const isMariaDb = (manager: EntityManager) =>
  ['mysql', 'mariadb'].includes(manager.connection.options.type);

/**
 * Where a product stands in the shop: the categories of the menus it is placed in, read and
 * set from the product's own form. A category not yet in the menu is added at its end; a
 * product new to a category comes last there. The menus' other entries stay as they are.
 */
@Injectable()
export class ProductPlacementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(
    productId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProductPlacementResponse[]> {
    if (!(await manager.existsBy(Product, { id: productId }))) {
      throw ApiError.notFound(PLACEMENT_MESSAGES.productMissing);
    }
    const rows = await manager
      .getRepository(MenuCategoryProduct)
      .createQueryBuilder('item')
      .innerJoin('item.menuCategory', 'entry')
      .innerJoin('entry.menu', 'menu')
      .innerJoin('entry.category', 'category')
      .where('item.productId = :productId', { productId })
      .select('menu.id', 'menuId')
      .addSelect('menu.name', 'menuName')
      .addSelect('category.id', 'categoryId')
      .addSelect('category.name', 'categoryName')
      .orderBy('menu.name', 'ASC')
      .addOrderBy('entry.position', 'ASC')
      .getRawMany<{ menuId: number; menuName: string; categoryId: number; categoryName: string }>();
    return rows.map((row) => ({
      menu: { id: Number(row.menuId), name: row.menuName },
      category: { id: Number(row.categoryId), name: row.categoryName },
    }));
  }

  async replace(
    productId: number,
    placements: ProductPlacementDto[],
    ctx: RequestContext,
  ): Promise<ProductPlacementResponse[]> {
    const wanted = new Map(
      placements.map((place) => [`${place.menu.id}:${place.category.id}`, place]),
    );
    await this.checkReferences(placements);
    return this.dataSource.transaction(async (manager) => {
      // One writer per product; then its menus in id order, so two products never deadlock.
      const query = manager
        .getRepository(Product)
        .createQueryBuilder('product')
        .select('product.id')
        .where('product.id = :productId', { productId });
      // SQLite has one writer at a time anyway.
      const product = await (
        isMariaDb(manager) ? query.setLock('pessimistic_write') : query
      ).getOne();
      if (!product) throw ApiError.notFound(PLACEMENT_MESSAGES.productMissing);
      const menuIds = [...new Set(placements.map((place) => place.menu.id))].sort((a, b) => a - b);
      if (menuIds.length && isMariaDb(manager)) {
        await manager
          .getRepository(Menu)
          .createQueryBuilder('menu')
          .select('menu.id')
          .where({ id: In(menuIds) })
          .orderBy('menu.id', 'ASC')
          .setLock('pessimistic_write')
          .getMany();
      }

      const current = await manager
        .getRepository(MenuCategoryProduct)
        .createQueryBuilder('item')
        .innerJoin('item.menuCategory', 'entry')
        .where('item.productId = :productId', { productId })
        .select('item.id', 'id')
        .addSelect('entry.menuId', 'menuId')
        .addSelect('entry.categoryId', 'categoryId')
        .getRawMany<{ id: number; menuId: number; categoryId: number }>();
      const placed = new Set(current.map((row) => `${row.menuId}:${row.categoryId}`));
      const gone = current
        .filter((row) => !wanted.has(`${row.menuId}:${row.categoryId}`))
        .map((row) => Number(row.id));
      if (gone.length) await manager.delete(MenuCategoryProduct, { id: In(gone) });

      for (const [key, place] of wanted) {
        if (placed.has(key)) continue;
        const entry = await this.entryOf(manager, place.menu.id, place.category.id);
        const last = await manager
          .getRepository(MenuCategoryProduct)
          .createQueryBuilder('item')
          .select('MAX(item.position)', 'position')
          .where('item.menuCategoryId = :entry', { entry: entry.id })
          .getRawOne<{ position: number | null }>();
        await manager.insert(MenuCategoryProduct, {
          menuCategory: { id: entry.id },
          productId,
          position:
            last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
        });
      }
      await this.audit.record(
        ctx,
        { action: 'update-placements', entity: 'products', entityId: productId },
        manager,
      );
      return this.list(productId, manager);
    });
  }

  /** The category's entry in the menu, added at the menu's end if it is not there yet. */
  private async entryOf(
    manager: EntityManager,
    menuId: number,
    categoryId: number,
  ): Promise<MenuCategory> {
    const found = await manager.findOne(MenuCategory, {
      where: { menu: { id: menuId }, categoryId },
      loadEagerRelations: false,
    });
    if (found) return found;
    const last = await manager
      .getRepository(MenuCategory)
      .createQueryBuilder('entry')
      .select('MAX(entry.position)', 'position')
      .where('entry.menuId = :menuId', { menuId })
      .getRawOne<{ position: number | null }>();
    const position =
      last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    const result = await manager.insert(MenuCategory, {
      menu: { id: menuId },
      categoryId,
      position,
    });
    return { id: Number(result.identifiers[0].id) } as MenuCategory;
  }

  /** Every named menu and category must exist; all problems at once, nothing written. */
  private async checkReferences(placements: ProductPlacementDto[]): Promise<void> {
    const ids = (refs: number[]) => [...new Set(refs)];
    const menuIds = ids(placements.map((place) => place.menu.id));
    const categoryIds = ids(placements.map((place) => place.category.id));
    const [menus, categories] = await Promise.all([
      menuIds.length ? this.dataSource.getRepository(Menu).findBy({ id: In(menuIds) }) : [],
      categoryIds.length
        ? this.dataSource.getRepository(Category).findBy({ id: In(categoryIds) })
        : [],
    ]);
    const knownMenus = new Set(menus.map((menu) => menu.id));
    const knownCategories = new Set(categories.map((category) => category.id));
    const errors: ApiErrorEntry[] = [];
    placements.forEach((place, index) => {
      if (!knownMenus.has(place.menu.id)) {
        errors.push({
          field: `placements.${index}.menu`,
          message: PLACEMENT_MESSAGES.menuMissing(place.menu.id),
        });
      }
      if (!knownCategories.has(place.category.id)) {
        errors.push({
          field: `placements.${index}.category`,
          message: PLACEMENT_MESSAGES.categoryMissing(place.category.id),
        });
      }
    });
    if (errors.length) throw ApiError.validation(errors);
  }
}
