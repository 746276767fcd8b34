import { Injectable } from '@nestjs/common';
import { isOrderable } from '@bestellwerk/domain';
import { CatalogQueries, type Product } from '../catalog';
import { DonateeQueries, type Donatee } from '../customers';
import { UploadQueries, type Upload } from '../media';
import { BranchQueries, type Branch, type DiningTable } from '../organisation';
import type { MenuAvailability } from './order-draft-rules';

/**
 * Loads what a draft names through the owning modules' query services: the branch with its
 * delivery areas (organisation), the products and menus (catalog), uploads (media), the
 * table (organisation) and the donation recipient (customers). Orders reads no other
 * module's tables itself.
 */
@Injectable()
export class OrderSubmitContextLoader {
  constructor(
    private readonly branches: BranchQueries,
    private readonly catalog: CatalogQueries,
    private readonly uploads: UploadQueries,
    private readonly donatees: DonateeQueries,
  ) {}

  branch(id: number): Promise<Branch | null> {
    return this.branches.withDeliveryAreas(id);
  }

  products(ids: number[]): Promise<Product[]> {
    return this.catalog.productsByIds(ids);
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
    for (const menu of await this.catalog.menusHolding(branchId, productIds)) {
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
