import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job written in the same transaction as the change that caused it (a new order), before
 * it reaches BullMQ. The relay hands it on with the key as BullMQ's job id, so a relay that
 * crashes between handing on and marking never makes a second job.
 */
@Entity('job_outbox')
@Index('IDX_job_outbox_pending', ['relayedAt', 'claimedUntil'])
@Index('IDX_job_outbox_unsettled', ['doneAt', 'runAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 191, unique: true })
  jobKey!: string;

  @Column('varchar', { length: 20 })
  queue!: string;

  @Column('varchar', { length: 100 })
  name!: string;

  @Column('simple-json')
  payload!: unknown;

  @Column('int', { nullable: true })
  attempts!: number | null;

  /** Epoch milliseconds from when the job may run (delayed jobs: timers). */
  @Column('bigint')
  runAt!: string;

  /** Epoch milliseconds until which one relay holds the entry; then another may take it. */
  @Column('bigint', { nullable: true })
  claimedUntil!: string | null;

  @Column('datetime', { nullable: true })
  relayedAt!: Date | null;

  /**
   * When a worker finished the job (ran, skipped as done before, or failed for good). A
   * relayed entry without it after its run time is re-handed to BullMQ by OutboxRecovery:
   * the database, not Redis, knows which jobs still have to happen.
   */
  @Column('datetime', { nullable: true })
  doneAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
