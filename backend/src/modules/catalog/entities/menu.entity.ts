import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';
import { MenuCategory } from './menu-category.entity';

/**
 * A menu (Produktkatalog) of one or more branches: its catalog is an ordered list of
 * categories, each with an ordered list of products (storefront.md §3 Menu). Sent and shown
 * as `catalog: [{ id, products: [{ id }] }]`; stored as rows of menu_category and
 * menu_category_product.
 */
@Entity('menu')
export class Menu {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  /** The menu applies from this moment on; null: at once. */
  @Column('datetime', { nullable: true })
  availableFrom!: Date | null;

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  @ManyToMany('Branch')
  @JoinTable({ name: 'menu_branches' })
  branches!: Branch[];

  @OneToMany(() => MenuCategory, (entry) => entry.menu, { cascade: true })
  entries!: MenuCategory[];

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
