import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How far a source ('visits', 'orders') is rolled up: every event before `rolledUntil`, which
 * may lie inside an hour (that hour's rows then hold its events before it).
 */
@Entity('statistics_rollup_state')
export class StatisticsRollupState {
  @PrimaryColumn('varchar', { length: 20 })
  source!: string;

  @Column('datetime')
  rolledUntil!: Date;

  /**
   * Orders change after their hour (cancelled, paid): orders updated since this instant have
   * their hours rolled up again by the next round.
   */
  @Column('datetime', { nullable: true })
  checkedAt!: Date | null;
}
