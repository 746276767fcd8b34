import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One hour × branch × metric × dimension of the statistics (libs/domain rollUpVisits and
 * rollUpOrders). An hour is rolled up by deleting and writing its rows in one transaction,
 * so rolling it again never counts twice. Kept forever.
 */
@Entity('statistics_rollup')
@Index('UQ_statistics_rollup_cell', ['metric', 'hour', 'branchId', 'dimension'], { unique: true })
export class StatisticsRollup {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Start of the UTC hour. */
  @Column('datetime')
  hour!: Date;

  /** 0 = no branch. */
  @Column('int')
  branchId!: number;

  @Column('varchar', { length: 40 })
  metric!: string;

  @Column('varchar', { length: 191 })
  dimension!: string;

  /** Counts, cents or amounts (amounts may be fractional: 0.5 kg). */
  @Column('double')
  value!: number;
}
