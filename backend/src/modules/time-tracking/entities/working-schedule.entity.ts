import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Branch } from '../../organisation';
import type { User } from '../../users';

/**
 * A planned shift („Planung“): either recurring every week on `weekday` (from `validFrom`,
 * until `validUntil` if set) or a single shift on `date`. Times are wall-clock times of the
 * branch; an end before the start runs into the next day.
 */
@Entity('working_schedule')
export class WorkingSchedule {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('User', { nullable: false, onDelete: 'CASCADE', eager: true })
  user!: User;

  @ManyToOne('Branch', { nullable: false, onDelete: 'CASCADE', eager: true })
  branch!: Branch;

  @ManyToOne('Department', { nullable: true, onDelete: 'SET NULL', eager: true })
  // The organisation module keeps Department to itself; the relation is by name.
  department!: { id: number; name: string } | null;

  @Column('varchar', { length: 10, default: 'single' })
  kind!: 'weekly' | 'single';

  /** 1 = Monday … 7 = Sunday (weekly). */
  @Column('int', { nullable: true })
  weekday!: number | null;

  /** YYYY-MM-DD (single). */
  @Column('varchar', { length: 10, nullable: true })
  date!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  validFrom!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  validUntil!: string | null;

  @Column('varchar', { length: 5 })
  startTime!: string;

  @Column('varchar', { length: 5 })
  endTime!: string;

  @Column('varchar', { length: 500, default: '' })
  note!: string;
}
