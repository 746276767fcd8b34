import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One analytics event a visitor's browser sent after accepting the cookie banner (page
 * views, add to cart, checkout, purchase, the init payload). No address is kept.
 */
@Entity('analytics_event')
@Index('IDX_analytics_event_type_time', ['type', 'createdAt'])
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

  @CreateDateColumn()
  createdAt!: Date;
}
