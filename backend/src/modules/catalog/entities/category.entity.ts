import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Image } from '../../media';
import type { OpeningHourRule } from '../../organisation';

/** A product group of a menu (storefront.md §3 Category). */
@Entity('category')
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @ManyToOne('Image', { nullable: true, onDelete: 'SET NULL', eager: true })
  image!: Image | null;

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  /** When the category can be ordered, as opening-hour rules; null: whenever it is enabled. */
  @Column('simple-json', { nullable: true })
  schedule!: OpeningHourRule[] | null;

  /** Listed (greyed out) while disabled or outside its schedule, instead of hidden. */
  @Column('boolean', { default: false })
  isVisibleWhenUnavailable!: boolean;

  @Column('int', { default: 0 })
  position!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
