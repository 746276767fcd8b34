import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A file a customer attached to a configurable product (storefront file/image parts).
 * Served anonymously at /upload/{publicHash}/{id}-{version}.{extension}: the random
 * publicHash is the access secret, so ids can stay sequential.
 */
@Entity('upload')
export class Upload {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { default: 1 })
  version!: number;

  @Column('varchar', { length: 8 })
  extension!: string;

  /** Office formats have long MIME types (…presentationml.presentation is 73 characters). */
  @Column('varchar', { length: 127 })
  mimeType!: string;

  /** At least 128 random bits, base64url. */
  @Index({ unique: true })
  @Column('varchar', { length: 64 })
  publicHash!: string;

  /** The file name the customer chose, for the back office only (never used as a path). */
  @Column('varchar', { length: 255, default: '' })
  originalName!: string;

  /** Bytes. */
  @Column('int')
  size!: number;

  @Column('varchar', { length: 255 })
  storageKey!: string;

  /**
   * Whether /upload/{publicHash}/preview/{id}-{version}.jpg has a picture: pictures always,
   * PDFs when their first page could be rendered as the file was stored.
   */
  @Column('boolean', { default: false })
  hasPreview!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
