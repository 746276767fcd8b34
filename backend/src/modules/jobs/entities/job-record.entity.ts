import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job of the embedded runner. Kept in the database so a job survives a crash of the
 * API process; failed jobs stay here, visible and retryable.
 */
@Entity('job_record')
@Index('IDX_job_record_due', ['status', 'runAt'])
export class JobRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 20 })
  queue!: string;

  @Column('varchar', { length: 100 })
  name!: string;

  /** Idempotency key (JobOptions.key): at most one job per key. */
  @Column('varchar', { length: 191, nullable: true, unique: true })
  jobKey!: string | null;

  @Column('simple-json')
  payload!: unknown;

  /** waiting, active, completed, failed */
  @Column('varchar', { length: 20, default: 'waiting' })
  status!: string;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column('int', { default: 5 })
  maxAttempts!: number;

  /** Epoch milliseconds of the next try. */
  @Column('bigint')
  runAt!: string;

  @Column('text', { nullable: true })
  lastError!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @Column('datetime', { nullable: true })
  finishedAt!: Date | null;
}
