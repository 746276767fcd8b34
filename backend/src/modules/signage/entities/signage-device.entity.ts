import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';
import type { SignageScene } from './signage-scene.entity';

export const COMMANDS = [
  'reload',
  'show-scene',
  'play-segment',
  'screenshot',
  'clear-cache',
  'identify',
] as const;
export type SignageCommand = (typeof COMMANDS)[number];

export const COMMAND_STATES = ['pending', 'delivered', 'done', 'failed', 'aborted'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

export interface CommandPayload {
  sceneId?: number;
  segmentId?: number;
  seconds?: number;
}

/** What the player reported it shows, with its last heartbeat. */
export interface NowPlaying {
  sceneId?: number | null;
  streamId?: number | null;
  segmentId?: number | null;
  segmentName?: string | null;
  since?: string | null;
}

/** „TV“: a screen of a branch running the player, paired by a code it showed. */
@Entity('signage_device')
export class SignageDevice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @ManyToOne('Branch', { nullable: false, onDelete: 'CASCADE', eager: true })
  branch!: Branch;

  @ManyToOne('SignageScene', { nullable: true, onDelete: 'SET NULL', eager: true })
  scene!: SignageScene | null;

  /** The code the TV showed when it was paired (its address /signage/device/{code}). */
  @Column('varchar', { length: 12, nullable: true, unique: true })
  pairingCode!: string | null;

  /** SHA-256 of the player's token; the token itself only the TV knows. */
  @Column('varchar', { length: 64, nullable: true, unique: true, select: false })
  tokenHash!: string | null;

  @Column('datetime', { nullable: true })
  pairedAt!: Date | null;

  @Column('datetime', { nullable: true })
  lastHeartbeatAt!: Date | null;

  @Column('simple-json', { nullable: true })
  nowPlaying!: NowPlaying | null;

  @Column('varchar', { length: 50, nullable: true })
  appVersion!: string | null;

  @Column('int', { nullable: true })
  screenWidth!: number | null;

  @Column('int', { nullable: true })
  screenHeight!: number | null;

  @Column('varchar', { length: 255, nullable: true })
  screenshotKey!: string | null;

  @Column('datetime', { nullable: true })
  screenshotAt!: Date | null;

  @Column('varchar', { length: 36, nullable: true })
  commandId!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  command!: SignageCommand | null;

  @Column('simple-json', { nullable: true })
  commandPayload!: CommandPayload | null;

  @Column('varchar', { length: 12, nullable: true })
  commandState!: CommandState | null;

  @Column('varchar', { length: 255, nullable: true })
  commandMessage!: string | null;

  @Column('datetime', { nullable: true })
  commandIssuedAt!: Date | null;

  @Column('datetime', { nullable: true })
  commandUpdatedAt!: Date | null;

  /** A pending command not taken by then has failed (the TV was offline). */
  @Column('datetime', { nullable: true })
  commandExpiresAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
