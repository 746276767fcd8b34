import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A replaced file of an image, still served under its old version. */
export interface PreviousImageFile {
  version: number;
  extension: string;
  mimeType: string;
  storageKey: string;
}

/** An uploaded image; the file itself is addressed as /image/{id}-{version}.{extension}. */
@Entity('image')
export class Image {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Raised with every new file, so that a URL (which carries it) never changes content. */
  @Column('int', { default: 1 })
  version!: number;

  @Column('varchar', { length: 8 })
  extension!: string;

  @Column('varchar', { length: 255, default: '' })
  alt!: string;

  @Column('varchar', { length: 64 })
  mimeType!: string;

  @Column('int', { nullable: true })
  width!: number | null;

  @Column('int', { nullable: true })
  height!: number | null;

  /** Size of the original file in bytes. */
  @Column('int', { default: 0 })
  size!: number;

  /** Where the original lives in FileStorage; rendered sizes are cached beside it. */
  @Column('varchar', { length: 255, default: '' })
  storageKey!: string;

  /**
   * The files this picture had before it was replaced: their URLs (which carry the old
   * version) keep working, so a page cached somewhere never shows a broken picture.
   */
  @Column('simple-json', { nullable: true })
  previousFiles?: PreviousImageFile[] | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
