import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { WorkingActivity } from './working-activity.entity';

/** A pause within an activity; an open one (endedAt null) is the current pause. */
@Entity('activity_pause')
export class ActivityPause {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('WorkingActivity', (activity: WorkingActivity) => activity.pauses, {
    nullable: false,
    onDelete: 'CASCADE',
  })
  activity!: WorkingActivity;

  @Column('datetime')
  startedAt!: Date;

  @Column('datetime', { nullable: true })
  endedAt!: Date | null;
}
