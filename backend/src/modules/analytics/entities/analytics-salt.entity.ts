import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The secret salt of one Europe/Vienna day for the visitor hash. Made at the day's first
 * event (INSERT … IGNORE, so parallel first events agree on one), deleted once the day is
 * over (by the rollup round and whenever a new day's salt is made).
 */
@Entity('analytics_salt')
export class AnalyticsSalt {
  @PrimaryColumn('varchar', { length: 10 })
  day!: string;

  /** 32 random bytes, hex. */
  @Column('varchar', { length: 64 })
  salt!: string;
}
