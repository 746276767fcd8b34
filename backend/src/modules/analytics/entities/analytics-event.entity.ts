import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One analytics event a visitor's browser sent after accepting the cookie banner (page
 * views, add to cart, checkout, purchase, the init payload). No address is kept: the
 * visitor is a hash of the day's secret salt, the site, the address and the user agent, and
 * the salt is deleted after the day, so yesterday's hashes cannot be recomputed.
 * Kept ANALYTICS_RAW_RETENTION_DAYS; the statistics keep its hourly rollups forever.
 */
@Entity('analytics_event')
@Index('IDX_analytics_event_type_time', ['type', 'createdAt'])
@Index('IDX_analytics_event_time', ['createdAt'])
@Index('IDX_analytics_event_visitor_time', ['visitorHash', 'createdAt'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 50 })
  type!: string;

  @Column('varchar', { length: 100, nullable: true })
  action!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  category!: string | null;

  @Column('simple-json', { nullable: true })
  data!: unknown;

  /** 128 bits of SHA-256(day salt, site, address, user agent), hex. */
  @Column('varchar', { length: 32, nullable: true })
  visitorHash!: string | null;

  /** The branch the event belongs to, when the storefront names one. */
  @Column('int', { nullable: true })
  branchId!: number | null;

  /** A page view's path (its route pattern, no secrets). */
  @Column('varchar', { length: 255, nullable: true })
  path!: string | null;

  @Column('varchar', { length: 50, nullable: true })
  browser!: string | null;

  @Column('varchar', { length: 50, nullable: true })
  os!: string | null;

  /** search, social, campaign, website or direct (init events). */
  @Column('varchar', { length: 20, nullable: true })
  referrerGroup!: string | null;

  /** The referrer's host or the campaign's utm_source. */
  @Column('varchar', { length: 100, nullable: true })
  referrerSource!: string | null;

  /** '390x844' (init events). */
  @Column('varchar', { length: 20, nullable: true })
  screen!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  pixelRatio!: string | null;

  /** 'dark' or 'light' (init events). */
  @Column('varchar', { length: 10, nullable: true })
  colorScheme!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
