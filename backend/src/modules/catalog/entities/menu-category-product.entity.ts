import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MenuCategory } from './menu-category.entity';
import { Product } from './product.entity';

/**
 * A product at its place in a category of a menu. The same product may stand in several
 * categories and menus; deleting it takes it out of all of them.
 */
@Entity('menu_category_product')
@Index(['menuCategory', 'product'], { unique: true })
export class MenuCategoryProduct {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('MenuCategory', 'products', { onDelete: 'CASCADE', nullable: false })
  menuCategory!: MenuCategory;

  @Column('int')
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product!: Product;

  @Column('int', { default: 0 })
  position!: number;
}
