import { Column, PrimaryColumn } from 'typeorm';

/**
 * What an hour row and a day row of the statistics have in common: a cell of metric ×
 * branch × dimension (the time column is each table's own) and its value.
 */
export abstract class RollupCell {
  @PrimaryColumn('varchar', { length: 40 })
  metric!: string;

  /** 0 = no branch. */
  @PrimaryColumn('int')
  branchId!: number;

  @PrimaryColumn('varchar', { length: 191 })
  dimension!: string;

  /** Counts, cents or amounts (amounts may be fractional: 0.5 kg). */
  @Column('double')
  value!: number;
}
