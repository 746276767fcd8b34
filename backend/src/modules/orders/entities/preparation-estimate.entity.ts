import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EstimateScope } from '@bestellwerk/domain';

/**
 * The learned preparation times of a branch (libs/domain learnPreparationTimes): per
 * product, category or the whole branch, for all hours (hourOfWeek -1) or one hour of the
 * week. Rewritten whole per branch by the pacing sweep (PacingService.relearn); derived
 * from the orders' confirmedAt/readyAt, so it can always be computed again.
 */
@Entity('preparation_estimate')
@Index('IDX_preparation_estimate_branch', ['branchId', 'scope', 'refId', 'hourOfWeek'], {
  unique: true,
})
export class PreparationEstimateRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  branchId!: number;

  @Column('varchar', { length: 10 })
  scope!: EstimateScope;

  @Column('int')
  refId!: number;

  @Column('smallint')
  hourOfWeek!: number;

  @Column('int')
  medianMinutes!: number;

  @Column('int')
  p80Minutes!: number;

  @Column('int')
  samples!: number;

  @Column('datetime')
  computedAt!: Date;
}
