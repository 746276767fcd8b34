import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Category } from './category.entity';
import type { Menu } from './menu.entity';
import { MenuCategoryProduct } from './menu-category-product.entity';

/** A category at its place in a menu; deleting the category takes it out of every menu. */
@Entity('menu_category')
@Index(['menu', 'category'], { unique: true })
export class MenuCategory {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('Menu', 'entries', { onDelete: 'CASCADE', nullable: false })
  menu!: Menu;

  @Column('int')
  categoryId!: number;

  @ManyToOne(() => Category, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'categoryId' })
  category!: Category;

  @Column('int', { default: 0 })
  position!: number;

  @OneToMany(() => MenuCategoryProduct, (entry) => entry.menuCategory, { cascade: true })
  products!: MenuCategoryProduct[];
}
