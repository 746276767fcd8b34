import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer, decimalTransformer } from '../../../database/column-types';
import type { Branch } from './branch.entity';

@Entity('delivery_area')
export class DeliveryArea {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('Branch', 'deliveryAreas', { onDelete: 'CASCADE', nullable: false })
  branch!: Branch;

  @Column('varchar', { length: 255 })
  area!: string;

  /** Delivery fee in the shop currency (stored as cents). */
  @Column('int', { transformer: centsTransformer, default: 0 })
  price!: number;

  /** VAT rate of the delivery fee in percent. */
  @Column('decimal', { precision: 5, scale: 2, transformer: decimalTransformer, default: 20 })
  tax!: number;

  @Column('boolean', { default: false })
  free!: boolean;

  @Column('int', { transformer: centsTransformer, nullable: true })
  freeFromOrderValue!: number | null;

  @Column('int', { transformer: centsTransformer, nullable: true })
  minimumOrderValue!: number | null;

  @Column('int', { default: 0 })
  position!: number;
}
