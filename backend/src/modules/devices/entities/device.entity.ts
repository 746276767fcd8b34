import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PrinterState } from '@bestellwerk/domain';
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

  /**
   * Printers only: the print worker asks the printer for its ESC/POS real-time status (DLE
   * EOT) before and after each ticket and every minute when idle. Off for a printer that does
   * not answer it (it would read as offline and hold every ticket).
   */
  @Column('boolean', { default: false })
  checksStatus!: boolean;

  /** The state the printer last reported (null: never asked); written on a change only. */
  @Column('varchar', { length: 20, nullable: true })
  printerStatus!: PrinterState | null;

  @Column('datetime', { nullable: true })
  printerStatusAt!: Date | null;

  /**
   * Printers only: the printer of the same branch that takes this one's tickets while it
   * cannot print (marked „Ersatzdrucker“). Set to null by the database when it is deleted.
   */
  @Column('int', { nullable: true })
  backupDeviceId!: number | null;

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
