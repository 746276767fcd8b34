import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';

export const ROLES = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

@Entity('user')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  username!: string;

  @Column('varchar', { length: 255, unique: true, nullable: true })
  email!: string | null;

  /** argon2id; null for accounts that sign in by e-mailed link only. */
  @Column('varchar', { length: 255, nullable: true, select: false })
  passwordHash!: string | null;

  @Column('varchar', { length: 100, default: '' })
  firstName!: string;

  @Column('varchar', { length: 100, default: '' })
  lastName!: string;

  @Column('simple-json')
  roles!: Role[];

  @ManyToMany('Branch')
  @JoinTable({ name: 'user_branches' })
  branches!: Branch[];

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  @Column('boolean', { default: false })
  isLocked!: boolean;

  @Column('datetime', { nullable: true })
  expiresAt!: Date | null;

  @Column('datetime', { nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
