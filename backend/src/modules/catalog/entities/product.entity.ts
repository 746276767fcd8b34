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
import { centsTransformer, decimalTransformer } from '../../../database/column-types';
import type { OpeningHourRule } from '../../organisation';
import {
  AlternativeUnit,
  CalculationModel,
  LeadTimeType,
  ProductConfig,
  ProductType,
  configTransformer,
} from './product-config';
import { ProductImage } from './product-image.entity';
import type { Tag } from '../../organisation';

const percent = { precision: 5, scale: 2, transformer: decimalTransformer } as const;
const quantity = { precision: 12, scale: 3, transformer: decimalTransformer } as const;

/** A product with every field of storefront.md §3 Product. */
@Entity('product')
export class Product {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { length: 20, default: 'simple' })
  type!: ProductType;

  @Column('text', { nullable: true })
  description!: string | null;

  /** Allergen codes as printed, e.g. 'A, C, G'. */
  @Column('varchar', { length: 100, default: '' })
  allergens!: string;

  /** The gallery in order; sent and shown as `images`. */
  @OneToMany(() => ProductImage, (link) => link.product, { cascade: true })
  imageLinks!: ProductImage[];

  /** Price of one main unit in the shop currency (stored as cents). */
  @Column('int', { transformer: centsTransformer, default: 0 })
  price!: number;

  /** A unit key of libs/domain (piece, kilogram, …). */
  @Column('varchar', { length: 32, default: 'piece' })
  unit!: string;

  /** VAT rates in percent: the general one and those for dine-in and takeaway. */
  @Column('decimal', { ...percent, default: 10 })
  tax!: number;

  @Column('decimal', { ...percent, default: 10 })
  dineInTax!: number;

  @Column('decimal', { ...percent, default: 10 })
  takeawayTax!: number;

  @Column('varchar', { length: 20, default: 'fixed' })
  calculationModel!: CalculationModel;

  @Column('decimal', { ...quantity, default: 1 })
  minimumQuantity!: number;

  @Column('decimal', { ...quantity, nullable: true })
  maximumQuantity!: number | null;

  @Column('decimal', { ...quantity, default: 1 })
  quantityStepSize!: number;

  @Column('decimal', { ...quantity, default: 1 })
  defaultQuantity!: number;

  /** The unit preselected in the quantity picker: the main unit or an alternative one. */
  @Column('varchar', { length: 32, default: 'piece' })
  defaultUnit!: string;

  @Column('simple-json')
  alternativeUnits!: AlternativeUnit[];

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  /** When the product can be ordered, as opening-hour rules; null: whenever it is enabled. */
  @Column('simple-json', { nullable: true })
  schedule!: OpeningHourRule[] | null;

  @Column('boolean', { default: false })
  isVisibleWhenUnavailable!: boolean;

  /** 'Preis auf Anfrage': visitors get no price. */
  @Column('boolean', { default: false })
  isPriceHidden!: boolean;

  /** Configuration parts one step at a time instead of all at once. */
  @Column('boolean', { default: false })
  isStepByStep!: boolean;

  @Column('boolean', { default: false })
  isLeadTimeEnabled!: boolean;

  @Column('varchar', { length: 10, nullable: true })
  leadTimeType!: LeadTimeType | null;

  @Column('int', { nullable: true })
  leadTimeValue!: number | null;

  /** The parts a configurable product asks for; option values stored as cents. */
  @Column('simple-json', { transformer: configTransformer })
  config!: ProductConfig;

  @ManyToMany('Tag')
  @JoinTable({ name: 'product_tags' })
  tags!: Tag[];

  @Column('int', { default: 0 })
  position!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
