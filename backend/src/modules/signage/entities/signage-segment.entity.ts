import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { TemplateImage } from '@bestellwerk/domain';
import type { Branch } from '../../organisation';

export const SEGMENT_TYPES = [
  'image',
  'video',
  'cms',
  'menu-board',
  'order-board',
  'clock',
  'web',
  'ticker',
] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

export const TRANSITIONS = ['none', 'fade', 'slide'] as const;
export type Transition = (typeof TRANSITIONS)[number];

/**
 * What a segment shows, by type (all fields optional in storage, checked per type when
 * saved): an image of the media library or drawn from an image template, an uploaded video, a CMS block or site by id, the
 * live menu board of a branch (one menu or chosen categories), the branch's order-ready
 * board, a clock, a web page, or a ticker text.
 */
export interface SegmentContent {
  imageId?: number | null;
  /** Instead of a library picture: a template drawn for a product or a category. */
  template?: TemplateImage | null;
  /** Set by the video upload: the stored file and its public address. */
  videoKey?: string | null;
  videoType?: string | null;
  videoVersion?: number | null;
  cmsType?: 'block' | 'site' | null;
  cmsId?: number | null;
  branchId?: number | null;
  menuId?: number | null;
  categoryIds?: number[] | null;
  showAllergens?: boolean | null;
  showImages?: boolean | null;
  /** Sold-out and not orderable products: struck through (default) or left out. */
  unavailable?: 'strike' | 'hide' | null;
  title?: string | null;
  url?: string | null;
  text?: string | null;
  /** Ticker speed in pixels per second. */
  speed?: number | null;
  color?: string | null;
  background?: string | null;
}

/** „Filmsequenz“: one piece of content with its duration and transition. */
@Entity('signage_segment')
export class SignageSegment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { length: 20 })
  type!: SegmentType;

  /** Seconds on screen; a video plays to its end when this is 0. */
  @Column('int', { default: 10 })
  duration!: number;

  @Column('varchar', { length: 10, default: 'fade' })
  transition!: Transition;

  @Column('simple-json')
  content!: SegmentContent;

  @ManyToOne('Branch', { nullable: true, onDelete: 'CASCADE', eager: true })
  branch!: Branch | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
