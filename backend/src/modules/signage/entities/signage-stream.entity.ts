import type { Daypart } from '@bestellwerk/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';

/**
 * A playlist: segments in order, played in a loop, with dayparting (when it may play) and a
 * priority; an interrupt stream takes over at once while valid (libs/domain dayparting).
 */
@Entity('signage_stream')
export class SignageStream {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('int', { default: 0 })
  priority!: number;

  @Column('boolean', { default: false })
  isInterrupt!: boolean;

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  @Column('simple-json')
  dayparts!: Daypart[];

  /** The playlist in playing order (a segment may appear more than once). */
  @Column('simple-json')
  segmentIds!: number[];

  @ManyToOne('Branch', { nullable: true, onDelete: 'CASCADE', eager: true })
  branch!: Branch | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
