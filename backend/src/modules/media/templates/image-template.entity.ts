import type { TemplateLayer, TemplateSize } from '@bestellwerk/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';

/** An image template (backoffice-api.md §3): a canvas of a preset size with ordered layers. */
@Entity('image_template')
export class ImageTemplate {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column('varchar', { length: 100 })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  /** A preset of TEMPLATE_SIZES; width and height follow it. */
  @Column('varchar', { length: 16, default: 'square' })
  size!: TemplateSize;

  @Column('int', { default: 1080 })
  width!: number;

  @Column('int', { default: 1080 })
  height!: number;

  /** #RRGGBB behind all layers. */
  @Column('varchar', { length: 7, default: '#ffffff' })
  background!: string;

  /** Bottom first: a later layer covers an earlier one. */
  @Column('simple-json')
  layers!: TemplateLayer[];

  /**
   * Raised by the database with every save (`version = version + 1`, so parallel saves
   * each count); renders are cached under it.
   */
  @VersionColumn({ default: 1 })
  version!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
