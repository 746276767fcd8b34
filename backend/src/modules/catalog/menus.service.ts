import { earliest, nextMenuStart, nextScheduleChange } from '@bestellwerk/domain';
import { DataSource, EntityManager, FindOptionsWhere, In } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { crudToken } from '../../common/crud/crud.controller';
import { findSplit } from '../../common/crud/split-loader';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { Page } from '../../common/http/envelope.interceptor';
import { AuditService } from '../audit';
import { Branch } from '../organisation';
import { intersect, isVisitorRead } from './catalog-item-crud.service';
import { momentNow, presentMenu, presentMenuWithCatalog } from './catalog.presenter';
import { CreateMenuDto, MenuCatalogEntryDto, MenuQueryDto, UpdateMenuDto } from './dto/menu.dto';
import { Category } from './entities/category.entity';
import { MenuCategoryProduct } from './entities/menu-category-product.entity';
import { MenuCategory } from './entities/menu-category.entity';
import { Menu } from './entities/menu.entity';
import { Product } from './entities/product.entity';
import { PublicReadCache } from '../public-cache';
import type { ReadyBytes } from '../public-cache';
import { MenuResponse } from './dto/catalog.response';

/** Ids of `target` among `ids` that do not exist. */
async function missingIds(
  manager: EntityManager,
  target: typeof Category | typeof Product,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await manager.find(target, {
    select: { id: true },
    where: { id: In(ids) },
    loadEagerRelations: false,
  });
  const existing = new Set(found.map((row) => row.id));
  return new Set(ids.filter((id) => !existing.has(id)));
}

/**
 * The sent catalog replaces the menu's catalog: categories and their products are written
 * again in the sent order. Every referenced category and product must exist.
 */
async function replaceCatalog(
  menu: Menu,
  catalog: MenuCatalogEntryDto[],
  manager: EntityManager,
): Promise<void> {
  const missingCategories = await missingIds(
    manager,
    Category,
    catalog.map((entry) => entry.id),
  );
  const missingProducts = await missingIds(manager, Product, [
    ...new Set(catalog.flatMap((entry) => (entry.products ?? []).map((product) => product.id))),
  ]);
  const errors: ApiErrorEntry[] = [];
  catalog.forEach((entry, index) => {
    if (missingCategories.has(entry.id))
      errors.push({
        field: `catalog.${index}.id`,
        message: `Die Kategorie mit der ID ${entry.id} existiert nicht.`,
      });
    (entry.products ?? []).forEach((product, productIndex) => {
      if (missingProducts.has(product.id))
        errors.push({
          field: `catalog.${index}.products.${productIndex}.id`,
          message: `Das Produkt mit der ID ${product.id} existiert nicht.`,
        });
    });
  });
  if (errors.length) throw ApiError.validation(errors);

  if (menu.id) {
    const old = await manager.find(MenuCategory, {
      select: { id: true },
      where: { menu: { id: menu.id } },
      loadEagerRelations: false,
    });
    if (old.length) {
      const oldIds = old.map((entry) => entry.id);
      await manager
        .createQueryBuilder()
        .delete()
        .from(MenuCategoryProduct)
        .where('menuCategoryId IN (:...oldIds)', { oldIds })
        .execute();
      await manager.delete(MenuCategory, { id: In(oldIds) });
    }
  }
  menu.entries = catalog.map((entry, position) =>
    manager.create(MenuCategory, {
      categoryId: entry.id,
      position,
      products: (entry.products ?? []).map((product, productPosition) =>
        manager.create(MenuCategoryProduct, { productId: product.id, position: productPosition }),
      ),
    }),
  );
}

export const menuCrud: CrudDefinition<Menu> = {
  entity: Menu,
  path: 'menus',
  noun: { article: 'Der', singular: 'Produktkatalog' },
  createDto: CreateMenuDto,
  updateDto: UpdateMenuDto,
  filterDto: MenuQueryDto,
  responseDto: MenuResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'catalog' } },
  searchFields: ['name'],
  relations: { branches: true, entries: { category: true, products: { product: true } } },
  defaultSort: 'name',
  present: presentMenu,
  beforeSave: async (menu, input, _ctx, manager) => {
    if (input.catalog !== undefined)
      await replaceCatalog(menu, input.catalog as MenuCatalogEntryDto[], manager);
    menu.entries ??= [];
  },
};

/** A branch's catalogue as every visitor gets it, built once per catalogue version. */
/** The cache key of a branch's visitor catalogue. */
export const branchCatalogKey = (branchId: number) => `menus:${branchId}`;

export function visitorCatalogOfBranch(
  cache: PublicReadCache,
  menus: MenuCrudService,
  branchId: number,
): Promise<ReadyBytes> {
  return cache.get(branchCatalogKey(branchId), () =>
    menus.catalogOfBranch(branchId, { actor: null, ip: '' }),
  );
}

/** Whether a visitor may see the menu now: switched on and already in effect. */
export const isMenuInEffect = (menu: Menu, now: Date) =>
  menu.isEnabled && (menu.availableFrom === null || menu.availableFrom <= now);

/**
 * Menus: visitors get those in effect; ?branch= lists the menus of a branch. Also the menus
 * of one branch with their full catalog, for that branch's storefront.
 */
export class MenuCrudService extends CrudService<Menu> {
  override async list(query: ListQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    const { branch, ...rest } = query as MenuQueryDto;
    const ofBranch = branch === undefined ? null : await this.menuIdsOfBranch(branch);
    const inEffect = ctx.actor ? null : await this.idsInEffect(new Date());
    const allowed = intersect(ofBranch, inEffect);
    return super.list(allowed ? ({ ...rest, id: In(allowed) } as ListQueryDto) : rest, ctx);
  }

  override async findOne(id: number, ctx: RequestContext, manager?: EntityManager): Promise<Menu> {
    const menu = await super.findOne(id, ctx, manager);
    if (isVisitorRead(ctx, manager) && !isMenuInEffect(menu, new Date())) throw this.notFound();
    return menu;
  }

  /**
   * The menus in effect for a branch, the newest first (the latest `availableFrom`; one
   * without counts as the oldest), so the first is the one the storefront shows. Each
   * with its categories and products in order, schedules evaluated in the branch's zone.
   */
  async forBranch(branchId: number, ctx: RequestContext) {
    return (await this.catalogOfBranch(branchId, ctx)).data;
  }

  /**
   * forBranch's answer and the instant it stops being true by itself: when a menu of the
   * branch comes into effect or a schedule in it opens or closes.
   */
  async catalogOfBranch(
    branchId: number,
    ctx: RequestContext,
  ): Promise<{ data: ReturnType<typeof presentMenuWithCatalog>[]; validUntil: Date | null }> {
    const branch = await this.repo.manager.getRepository(Branch).findOne({
      where: { id: branchId },
      select: { id: true, timezone: true },
      loadEagerRelations: false,
    });
    if (!branch) throw ApiError.notFound('Die Filiale wurde nicht gefunden.');
    const at = momentNow(branch.timezone || undefined);
    const ids = await this.menuIdsOfBranch(branchId);
    // One query per relation: the single join multiplied every product by its images and
    // tags and every menu by its branches (609 rows for 23 products).
    const enabled = ids.length
      ? await findSplit(
          this.repo.manager,
          Menu,
          { where: { id: In(ids), isEnabled: true } },
          {
            branches: true,
            entries: {
              category: true,
              products: { product: { imageLinks: { image: true }, tags: true } },
            },
          },
        )
      : [];
    const menus = enabled.filter((menu) => isMenuInEffect(menu, at.now));
    const schedules = menus.flatMap((menu) =>
      (menu.entries ?? []).flatMap((entry) => [
        entry.category?.schedule,
        ...(entry.products ?? []).map((item) => item.product?.schedule),
      ]),
    );
    const data = menus
      .sort(
        (a, b) =>
          (b.availableFrom?.getTime() ?? 0) - (a.availableFrom?.getTime() ?? 0) || b.id - a.id,
      )
      .map((menu) => presentMenuWithCatalog(menu, ctx, at));
    return {
      data,
      validUntil: earliest([
        nextScheduleChange(schedules, at.now, at.timezone),
        nextMenuStart(enabled, at.now),
      ]),
    };
  }

  /** Every menu the reader may see now, and when the next enabled one comes into effect. */
  async findAllInEffect(
    ctx: RequestContext,
    now: Date,
  ): Promise<{ menus: Menu[]; nextStart: Date | null }> {
    const menus = await super.findAll(ctx, Infinity);
    if (ctx.actor) return { menus, nextStart: null };
    return {
      menus: menus.filter((menu) => isMenuInEffect(menu, now)),
      nextStart: nextMenuStart(menus, now),
    };
  }

  override async findAll(ctx: RequestContext, limit = 1000): Promise<Menu[]> {
    return (await this.findAllInEffect(ctx, new Date())).menus.slice(0, limit);
  }

  protected override visibleWhere(ctx: RequestContext): FindOptionsWhere<Menu>[] {
    return [ctx.actor ? {} : { isEnabled: true }];
  }

  private async menuIdsOfBranch(branchId: number): Promise<number[]> {
    const rows = await this.repo
      .createQueryBuilder('menu')
      .innerJoin('menu.branches', 'branch', 'branch.id = :branchId', { branchId })
      .select('menu.id', 'id')
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  private async idsInEffect(now: Date): Promise<number[]> {
    const menus = await this.repo.find({
      select: { id: true, isEnabled: true, availableFrom: true },
      where: { isEnabled: true },
      loadEagerRelations: false,
    });
    return menus.filter((menu) => isMenuInEffect(menu, now)).map((menu) => menu.id);
  }
}

export const menuCrudProvider = {
  provide: crudToken(menuCrud.path),
  inject: [DataSource, AuditService],
  useFactory: (dataSource: DataSource, audit: AuditService) =>
    new MenuCrudService(menuCrud, dataSource, audit),
};
