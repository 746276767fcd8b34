import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of a navigation (backoffice-api.md §3 navigation item). */
export interface NavigationItem {
  type: 'home' | 'site' | 'branch' | 'link';
  label: string;
  /** A site's or branch's id, or the URL of a link; none for home. */
  target: number | string | null;
  suffix?: string | null;
  isEnabled: boolean;
  children: NavigationItem[];
}

/** Navigation (id, identifier, isPublic, items): 'header' and 'footer' in the storefront. */
@Entity('cms_navigation')
export class Navigation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('UQ_cms_navigation_identifier', { unique: true })
  @Column('varchar', { length: 100 })
  identifier!: string;

  @Column('boolean', { default: true })
  isPublic!: boolean;

  @Column('simple-json')
  items!: NavigationItem[];
}
