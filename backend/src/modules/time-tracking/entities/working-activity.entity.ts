import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';
import type { User } from '../../users';
import type { ActivityPause } from './activity-pause.entity';
import type { Project } from './project.entity';
import type { Task } from './task.entity';

export const ACTIVITY_SOURCES = ['terminal', 'backoffice', 'correction'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/**
 * One stretch of presence of an employee at a branch, with its pauses as their own rows.
 * A correction never overwrites: it is a new activity (source 'correction', with who and
 * why) and the original is kept, marked as superseded by it.
 */
@Entity('working_activity')
@Index(['user', 'startedAt'])
export class WorkingActivity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('User', { nullable: false, onDelete: 'CASCADE', eager: true })
  user!: User;

  @ManyToOne('Branch', { nullable: false, onDelete: 'CASCADE', eager: true })
  branch!: Branch;

  @ManyToOne('Project', { nullable: true, onDelete: 'SET NULL', eager: true })
  project!: Project | null;

  @ManyToOne('Task', { nullable: true, onDelete: 'SET NULL', eager: true })
  task!: Task | null;

  @Column('datetime')
  startedAt!: Date;

  @Column('datetime', { nullable: true })
  endedAt!: Date | null;

  /**
   * The user's id while the activity is open, null once ended or superseded: a unique
   * index, so two parallel starts for one user can never both commit.
   */
  @Column('int', { nullable: true, unique: true, select: false })
  openFor!: number | null;

  @Column('varchar', { length: 20, default: 'backoffice' })
  source!: ActivitySource;

  @Column('varchar', { length: 500, default: '' })
  note!: string;

  /** Why a correction was made (source 'correction'). */
  @Column('varchar', { length: 500, nullable: true })
  correctionReason!: string | null;

  /** The activity this one corrects. */
  @Column('int', { nullable: true })
  correctsId!: number | null;

  @ManyToOne('User', { nullable: true, onDelete: 'SET NULL', eager: true })
  correctedBy!: User | null;

  /** Set on the original when a correction replaced it; superseded activities do not count. */
  @Column('int', { nullable: true })
  supersededById!: number | null;

  /** When the managers were told it ran over midnight or past 12 hours. */
  @Column('datetime', { nullable: true })
  warnedAt!: Date | null;

  @OneToMany('ActivityPause', (pause: ActivityPause) => pause.activity, {
    eager: true,
    cascade: true,
  })
  pauses!: ActivityPause[];

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
