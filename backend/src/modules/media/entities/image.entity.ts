import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An uploaded image; the file itself is addressed as /image/{id}-{version}.{extension}. */
@Entity('image')
export class Image {
  @PrimaryGeneratedColumn()
  id!: number;

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

  @CreateDateColumn()
  createdAt!: Date;
}
