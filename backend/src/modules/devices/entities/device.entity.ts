import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';

export type DeviceType = 'printer' | 'terminal';
export const DEVICE_TYPES: readonly DeviceType[] = ['printer', 'terminal'];

/**
 * A device of a branch: a network receipt printer (ESC/POS over TCP, usually port 9100) or
 * an order terminal (a tablet or PC running the back office, holding the event stream).
 */
@Entity('device')
export class Device {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { length: 20 })
  type!: DeviceType;

  /** Eager so that CrudService can confine employees to their branches' devices. */
  @ManyToOne('Branch', { nullable: false, onDelete: 'CASCADE', eager: true })
  branch!: Branch;

  /** Printers only: host name or IP address and TCP port of the printer. */
  @Column('varchar', { length: 255, nullable: true })
  host!: string | null;

  @Column('int', { default: 9100 })
  port!: number;

  /** Characters per line: 48 on 80 mm paper with font A, 32 on 58 mm. */
  @Column('int', { default: 48 })
  columns!: number;

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  /** Prints every new order of the branch without anyone pressing a button. */
  @Column('boolean', { default: true })
  isAutoPrint!: boolean;

  /** Terminals only: the recent log lines it uploaded last, as a JSON array. */
  @Column('text', { nullable: true, select: false })
  logLines!: string | null;

  @Column('datetime', { nullable: true })
  logsRequestedAt!: Date | null;

  @Column('datetime', { nullable: true })
  logsUploadedAt!: Date | null;

  @Column('datetime', { nullable: true })
  lastSeenAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
