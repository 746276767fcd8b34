import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every stamp (start, pause, resume, end) under its idempotency key: a terminal that
 * replays its offline queue sends each stamp again with the same key, and the unique key
 * makes the second one a no-op that answers the current state.
 */
@Entity('activity_stamp')
export class ActivityStamp {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 80, unique: true })
  idempotencyKey!: string;

  @Column('int')
  userId!: number;

  @Column('varchar', { length: 10 })
  action!: string;

  /** When it happened (the terminal's clock for queued stamps). */
  @Column('datetime')
  at!: Date;

  @Column('int', { nullable: true })
  activityId!: number | null;

  @CreateDateColumn()
  receivedAt!: Date;
}
