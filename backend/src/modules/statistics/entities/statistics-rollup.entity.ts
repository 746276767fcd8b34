import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One hour × branch × metric × dimension of the statistics (libs/domain rollUpVisits and
 * rollUpOrders). An hour is rolled up by deleting and writing its rows in one transaction,
 * so rolling it again never counts twice. The key is the table's order: a report's range is
 * one contiguous read that carries the values (no lookup per row). Kept forever.
 */
@Entity('statistics_rollup')
export class StatisticsRollup {
  @PrimaryColumn('varchar', { length: 40 })
  metric!: string;

  /** Start of the UTC hour. */
  @PrimaryColumn('datetime')
  hour!: Date;

  /** 0 = no branch. */
  @PrimaryColumn('int')
  branchId!: number;

  @PrimaryColumn('varchar', { length: 191 })
  dimension!: string;

  /** Counts, cents or amounts (amounts may be fractional: 0.5 kg). */
  @Column('double')
  value!: number;
}
