import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Menu } from './entities/menu.entity';
import { Product } from './entities/product.entity';

/** Reads of the catalogue for other modules (the order submit's context). */
@Injectable()
export class CatalogQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The products of these ids that exist, without their relations. */
  productsByIds(ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Product).find({
      where: { id: In(ids) },
      loadEagerRelations: false,
    });
  }

  /**
   * The enabled menus of a branch with only the entries that hold one of these products,
   * each entry with its category and those products.
   */
  menusHolding(branchId: number, productIds: number[]): Promise<Menu[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return (
      this.dataSource
        .getRepository(Menu)
        .createQueryBuilder('menu')
        .innerJoin('menu.branches', 'branch', 'branch.id = :branchId', { branchId })
        // Inner joins: one row per menu, entry and product of the cart, not per entry of the
        // menu times its products.
        .innerJoinAndSelect('menu.entries', 'entry')
        .innerJoinAndSelect('entry.products', 'item', 'item.productId IN (:...productIds)', {
          productIds,
        })
        .leftJoinAndSelect('entry.category', 'category')
        .where('menu.isEnabled = :enabled', { enabled: true })
        .getMany()
    );
  }
}
