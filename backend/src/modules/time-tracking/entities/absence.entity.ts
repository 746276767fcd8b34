import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AbsenceKind } from '@bestellwerk/domain';
import type { User } from '../../users';

export const ABSENCE_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** Vacation, sick leave or comp time from `from` to `to` (inclusive); only approved counts. */
@Entity('absence')
export class Absence {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('User', { nullable: false, onDelete: 'CASCADE', eager: true })
  user!: User;

  @Column('varchar', { length: 12 })
  kind!: AbsenceKind;

  @Column('varchar', { length: 10 })
  fromDay!: string;

  @Column('varchar', { length: 10 })
  toDay!: string;

  /** Each day of the absence counts half (a half day off, usually from === to). */
  @Column('boolean', { default: false })
  halfDay!: boolean;

  @Column('varchar', { length: 10, default: 'requested' })
  status!: AbsenceStatus;

  @Column('varchar', { length: 500, default: '' })
  note!: string;

  @ManyToOne('User', { nullable: true, onDelete: 'SET NULL', eager: true })
  decidedBy!: User | null;

  @Column('datetime', { nullable: true })
  decidedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
