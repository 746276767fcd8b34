import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Weiterleitung (backoffice-api.md §3 redirects: id, path): answered before the storefront renders. */
@Entity('cms_redirect')
export class Redirect {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Normalised: '/alte-seite'. */
  @Index('UQ_cms_redirect_path', { unique: true })
  @Column('varchar', { length: 255 })
  path!: string;

  /** A path on this shop ('/neue-seite') or an absolute URL. */
  @Column('varchar', { length: 1000 })
  target!: string;

  /** 301 (permanent) or 302 (temporary). */
  @Column('int', { default: 301 })
  statusCode!: number;
}
