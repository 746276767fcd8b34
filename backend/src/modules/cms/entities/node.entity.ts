import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Node (backoffice-api.md §3 nodes: id, identifier, type, isPublic, content): a form, say. */
@Entity('cms_node')
export class CmsNode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('UQ_cms_node_identifier', { unique: true })
  @Column('varchar', { length: 100 })
  identifier!: string;

  @Column('varchar', { length: 50 })
  type!: string;

  @Column('boolean', { default: true })
  isPublic!: boolean;

  @Column('simple-json')
  content!: Record<string, unknown>;
}
