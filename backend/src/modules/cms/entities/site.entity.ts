import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A generated or pending change of a site, not yet published (Content AI writes here). */
export interface SiteDraft {
  title?: string | null;
  description?: string | null;
  content?: unknown[];
}

/**
 * Seite (backoffice-api.md §3 sites; storefront.md §3 Site page): a content page at `path`
 * (segments joined by '/', no leading or trailing slash), of a configured site type, with
 * its body of blocks. `isPublic` false is a draft: only staff see it, with a draft style.
 */
@Entity('cms_site')
export class Site {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('UQ_cms_site_path', { unique: true })
  @Column('varchar', { length: 255 })
  path!: string;

  @Column('varchar', { length: 50, default: 'default' })
  type!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { length: 255, nullable: true })
  title!: string | null;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('boolean', { default: false })
  isPublic!: boolean;

  @Column('simple-json')
  content!: unknown[];

  /** Pending changes (Content AI's output); publishing applies them. */
  @Column('simple-json', { nullable: true })
  draft!: SiteDraft | null;

  @UpdateDateColumn()
  updatedAt!: Date;
}
