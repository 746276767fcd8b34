import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Image } from '../../media';
import type { Product } from './product.entity';

/**
 * One image of a product at its place in the gallery: a many-to-many join with a position,
 * which a plain join table cannot keep.
 */
@Entity('product_image')
export class ProductImage {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('Product', 'imageLinks', { onDelete: 'CASCADE', nullable: false })
  product!: Product;

  @ManyToOne('Image', { onDelete: 'CASCADE', nullable: false, eager: true })
  image!: Image;

  @Column('int', { default: 0 })
  position!: number;
}
