import { Entity, PrimaryColumn } from 'typeorm';
import { RollupCell } from './rollup-cell';

/**
 * One hour × branch × metric × dimension of the statistics (libs/domain rollUpVisits and
 * rollUpOrders). An hour is rolled up by deleting and writing its rows in one transaction,
 * so rolling it again never counts twice. The key is the table's order: a report's range is
 * one contiguous read that carries the values (no lookup per row). Kept forever.
 */
@Entity('statistics_rollup')
export class StatisticsRollup extends RollupCell {
  /** Start of the UTC hour. */
  @PrimaryColumn('datetime')
  hour!: Date;
}
