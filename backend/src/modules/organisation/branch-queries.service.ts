import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Branch } from './entities/branch.entity';
import { DiningTable } from './entities/dining-table.entity';

/** Reads of branches and their tables for other modules (the order submit's context). */
@Injectable()
export class BranchQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The branch with its delivery areas, or null. */
  withDeliveryAreas(id: number): Promise<Branch | null> {
    // A query builder's getOne: findOne with a relation would first look up the id alone.
    return this.dataSource
      .getRepository(Branch)
      .createQueryBuilder('branch')
      .leftJoinAndSelect('branch.deliveryAreas', 'area')
      .where('branch.id = :id', { id })
      .getOne();
  }

  /** The table if it belongs to the branch, else null. */
  tableOfBranch(tableId: number, branchId: number): Promise<DiningTable | null> {
    return this.dataSource.getRepository(DiningTable).findOne({
      where: { id: tableId, branch: { id: branchId } },
      loadEagerRelations: false,
    });
  }
}
