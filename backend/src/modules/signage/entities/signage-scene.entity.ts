import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';

export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/**
 * One area of a scene, in percent of the screen, and the streams that may play in it (the
 * one valid now with the highest priority plays: libs/domain selectStream).
 */
export interface SceneZone {
  key: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  streamIds: number[];
}

/**
 * A screen's layout: what a TV (or any browser at /signage/{path}) shows. A scene of a
 * branch is scoped to it; one without a branch is the chain's, managed by administrators.
 */
@Entity('signage_scene')
export class SignageScene {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  /** The player's address: /signage/{path}. */
  @Column('varchar', { length: 150, unique: true })
  path!: string;

  @Column('int', { default: 1920 })
  width!: number;

  @Column('int', { default: 1080 })
  height!: number;

  @Column('varchar', { length: 20, default: 'landscape' })
  orientation!: Orientation;

  @Column('varchar', { length: 20, default: '#000000' })
  background!: string;

  /** Anyone with the address may watch it (a menu board); otherwise only paired TVs. */
  @Column('boolean', { default: true })
  isPublic!: boolean;

  @Column('simple-json')
  zones!: SceneZone[];

  @ManyToOne('Branch', { nullable: true, onDelete: 'CASCADE', eager: true })
  branch!: Branch | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
