import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Branch } from './branch.entity';

/**
 * A branch's key for the front-desk and back-office order feeds. Only a SHA-256 of the key
 * is stored; the key itself is shown once, when it is created.
 */
@Entity('api_key')
export class ApiKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => Branch, { nullable: false, onDelete: 'CASCADE' })
  branch!: Branch;

  @Column('varchar', { length: 100 })
  name!: string;

  @Index('IDX_api_key_hash', { unique: true })
  @Column('varchar', { length: 64, select: false })
  keyHash!: string;

  /** First characters of the key, so staff can tell keys apart. */
  @Column('varchar', { length: 8 })
  keyPrefix!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @Column('datetime', { nullable: true })
  lastUsedAt!: Date | null;

  @Column('datetime', { nullable: true })
  revokedAt!: Date | null;
}
