import { Injectable } from '@nestjs/common';
import { isOrderable } from '@bestellwerk/domain';
import { CatalogQueries, type Menu, type Product } from '../catalog';
import { DonateeQueries, type Donatee } from '../customers';
import { UploadQueries, type Upload } from '../media';
import { BranchQueries, type Branch, type DiningTable } from '../organisation';
import { CacheInvalidation } from '../public-cache';
import type { MenuAvailability } from './order-draft-rules';

/** A cache key of a set of ids: the same set in any order, repeats or not, is one key. */
const idsKey = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

/**
 * Under NODE_ENV=test the kept reads are frozen, so that a rule that wrote into a branch,
 * product or menu shared by every later order fails the suites instead of leaking.
 */
function shared<T>(value: T): T {
  if (process.env.NODE_ENV !== 'test') return value;
  const freeze = (item: unknown, seen: Set<unknown>): void => {
    // Typed arrays cannot be frozen (and no rule writes bytes).
    if (item === null || typeof item !== 'object' || seen.has(item) || ArrayBuffer.isView(item))
      return;
    seen.add(item);
    for (const inner of Object.values(item)) freeze(inner, seen);
    Object.freeze(item);
  };
  freeze(value, new Set());
  return value;
}

/**
 * Loads what a draft names through the owning modules' query services: the branch with its
 * delivery areas (organisation), the products and menus (catalog), uploads (media), the
 * table (organisation) and the donation recipient (customers). Orders reads no other
 * module's tables itself.
 *
 * The branch, the products and the menus are kept until the catalogue changes (the
 * 'catalog' topic of CacheInvalidation: any write to those tables in any process): every
 * order of a rush names the same few, and they are what the public catalogue shows anyway.
 * Read-only for everyone: the same objects serve every later order.
 */
@Injectable()
export class OrderSubmitContextLoader {
  private readonly branchById: (id: number) => Promise<Branch | null>;
  private readonly productsByKey: (key: string) => Promise<Product[]>;
  private readonly menusByKey: (key: string) => Promise<Menu[]>;

  constructor(
    private readonly branches: BranchQueries,
    private readonly catalog: CatalogQueries,
    private readonly uploads: UploadQueries,
    private readonly donatees: DonateeQueries,
    invalidation: CacheInvalidation,
  ) {
    this.branchById = invalidation.memo('catalog', async (id: number) =>
      shared(await this.branches.withDeliveryAreas(id)),
    );
    this.productsByKey = invalidation.memo('catalog', async (key: string) =>
      shared(await this.catalog.productsByIds(idsOf(key))),
    );
    this.menusByKey = invalidation.memo('catalog', async (key: string) => {
      const [branchId, ids] = key.split(':');
      return shared(await this.catalog.menusHolding(Number(branchId), idsOf(ids)));
    });
  }

  branch(id: number): Promise<Branch | null> {
    return this.branchById(id);
  }

  products(ids: number[]): Promise<Product[]> {
    return this.productsByKey(idsKey(ids));
  }

  /**
   * Products of the cart found in a menu of the branch that is in effect, and whether one of
   * their categories there can be ordered at the moment.
   */
  async menuAvailability(
    branchId: number,
    productIds: number[],
    at: Date,
    tz: string,
  ): Promise<MenuAvailability> {
    const found: MenuAvailability = new Map();
    for (const menu of await this.menusByKey(`${branchId}:${idsKey(productIds)}`)) {
      if (menu.availableFrom && new Date(menu.availableFrom).getTime() > at.getTime()) continue;
      for (const entry of menu.entries ?? []) {
        const orderable = !!entry.category && isOrderable(entry.category, at, tz);
        for (const item of entry.products ?? []) {
          const previous = found.get(item.productId);
          found.set(item.productId, { orderable: (previous?.orderable ?? false) || orderable });
        }
      }
    }
    return found;
  }

  uploadsByIds(ids: number[]): Promise<Upload[]> {
    return this.uploads.byIds(ids);
  }

  table(tableId: number, branchId: number): Promise<DiningTable | null> {
    return this.branches.tableOfBranch(tableId, branchId);
  }

  donatee(id: number): Promise<Donatee | null> {
    return this.donatees.byId(id);
  }
}
