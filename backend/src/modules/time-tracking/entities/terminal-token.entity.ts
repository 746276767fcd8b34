import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../../users';

/**
 * An employee's access token for /api/time-tracking/{token}/{username}/…, issued from the
 * back office or after PIN entry at a branch terminal. Only its SHA-256 is stored.
 */
@Entity('terminal_token')
export class TerminalToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('User', { nullable: false, onDelete: 'CASCADE', eager: true })
  user!: User;

  @Column('varchar', { length: 64, unique: true })
  tokenHash!: string;

  @Column('varchar', { length: 8 })
  tokenPrefix!: string;

  @Column('varchar', { length: 100, default: '' })
  label!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @Column('datetime', { nullable: true })
  lastUsedAt!: Date | null;

  @Column('datetime', { nullable: true })
  revokedAt!: Date | null;
}

/** An employee's terminal PIN (argon2id), typed at a branch's clock-in tablet. */
@Entity('terminal_pin')
export class TerminalPin {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { unique: true })
  userId!: number;

  @Column('varchar', { length: 255 })
  pinHash!: string;
}
