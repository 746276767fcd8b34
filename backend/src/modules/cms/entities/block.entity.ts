import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Block (backoffice-api.md §3 blocks: id, identifier, name): reusable content of blocks. */
@Entity('cms_block')
export class Block {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('UQ_cms_block_identifier', { unique: true })
  @Column('varchar', { length: 100 })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  /** Blocks of the default site type, validated as a site's body. */
  @Column('simple-json')
  content!: unknown[];
}
