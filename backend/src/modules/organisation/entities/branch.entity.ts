import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  DEFAULT_KITCHEN_STATIONS,
  DEFAULT_MAXIMUM_ORDER_VALUE,
  DEFAULT_PREORDER_MARGIN_MINUTES,
} from '@bestellwerk/domain';
import { centsTransformer, decimalTransformer } from '../../../database/column-types';
import type { Tag } from './tag.entity';
import type { Image } from '../../media';
import { DeliveryArea } from './delivery-area.entity';
import { Division } from './division.entity';
import type { OpeningHourRule } from './opening-hour-rule';

/** A branch (Filiale) with every field and flag of storefront.md §3. */
@Entity('branch')
export class Branch {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @ManyToOne(() => Division, { nullable: true, onDelete: 'SET NULL', eager: true })
  division!: Division | null;

  @Column('varchar', { length: 255, default: '' })
  street!: string;

  @Column('varchar', { length: 20, default: '' })
  zipCode!: string;

  @Column('varchar', { length: 100, default: '' })
  city!: string;

  @Column('varchar', { length: 2, default: 'AT' })
  country!: string;

  @Column('varchar', { length: 50, default: '' })
  phone!: string;

  @Column('varchar', { length: 255, default: '' })
  email!: string;

  @Column('decimal', { precision: 10, scale: 7, nullable: true, transformer: decimalTransformer })
  latitude!: number | null;

  @Column('decimal', { precision: 10, scale: 7, nullable: true, transformer: decimalTransformer })
  longitude!: number | null;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('varchar', { length: 500, default: '' })
  keywords!: string;

  /** IANA zone the opening hours are meant in. */
  @Column('varchar', { length: 64, default: 'Europe/Vienna' })
  timezone!: string;

  @ManyToMany('Tag', { eager: true })
  @JoinTable({ name: 'branch_tags' })
  tags!: Tag[];

  @ManyToMany('Image', { eager: true })
  @JoinTable({ name: 'branch_images' })
  images!: Image[];

  @ManyToOne('Image', { nullable: true, onDelete: 'SET NULL', eager: true })
  logo!: Image | null;

  @Column('boolean', { default: true })
  isPublic!: boolean;

  @Column('simple-json')
  openingHours!: OpeningHourRule[];

  @Column('simple-json')
  deliveryHours!: OpeningHourRule[];

  @Column('boolean', { default: false })
  isDeliveryHoursEnabled!: boolean;

  @OneToMany(() => DeliveryArea, (area) => area.branch, {
    cascade: true,
    eager: true,
    orphanedRowAction: 'delete',
  })
  deliveryAreas!: DeliveryArea[];

  /** HH:mm: orders are taken from this time on, even if the branch opens earlier. */
  @Column('varchar', { length: 5, nullable: true })
  orderableFrom!: string | null;

  @Column('text', { nullable: true })
  closedMessage!: string | null;

  @Column('boolean', { default: true })
  isTakeawayEnabled!: boolean;

  @Column('boolean', { default: false })
  isDeliveryEnabled!: boolean;

  @Column('boolean', { default: false })
  isDineInEnabled!: boolean;

  @Column('boolean', { default: false })
  isPreorderEnabled!: boolean;

  @Column('boolean', { default: false })
  isTableSelectionEnabled!: boolean;

  @Column('boolean', { default: false })
  isAppointmentRequired!: boolean;

  @Column('boolean', { default: false })
  isQuotationRequired!: boolean;

  /** Kitchen capacity: at most this many orders per 15-minute slot; null = no limit. */
  @Column('int', { nullable: true })
  maxOrdersPerSlot!: number | null;

  /**
   * Parallel stations of the kitchen (libs/domain pacing): how many orders are prepared at
   * once; the promise spreads the open orders' work over them.
   */
  @Column('int', { default: DEFAULT_KITCHEN_STATIONS })
  kitchenStations!: number;

  @Column('boolean', { default: true })
  isDeliveryEmailRequired!: boolean;

  @Column('boolean', { default: false })
  isDineInEmailRequired!: boolean;

  @Column('boolean', { default: true })
  isTakeawayEmailRequired!: boolean;

  @Column('boolean', { default: true })
  isDeliveryPhoneRequired!: boolean;

  @Column('boolean', { default: false })
  isDineInPhoneRequired!: boolean;

  @Column('boolean', { default: false })
  isTakeawayPhoneRequired!: boolean;

  @Column('boolean', { default: true })
  isDeliveryAddressRequired!: boolean;

  @Column('boolean', { default: false })
  isDineInAddressRequired!: boolean;

  @Column('boolean', { default: false })
  isTakeawayAddressRequired!: boolean;

  @Column('boolean', { default: true })
  isCashEnabled!: boolean;

  @Column('boolean', { default: false })
  isATMCardEnabled!: boolean;

  @Column('boolean', { default: false })
  isHydroAGVoucherEnabled!: boolean;

  @Column('boolean', { default: false })
  isMollieEnabled!: boolean;

  @Column('boolean', { default: false })
  isDatatransEnabled!: boolean;

  /**
   * The order-total plausibility limit (euros): an online order above it is refused;
   * null: no limit. Stored as cents.
   */
  @Column('int', {
    transformer: centsTransformer,
    nullable: true,
    default: DEFAULT_MAXIMUM_ORDER_VALUE * 100,
  })
  maximumOrderValue!: number | null;

  /**
   * „Vorlauf für Vorbestellungen“: a pre-order must be accepted this many minutes before its
   * slot less the products' lead time, or it counts as missed (libs/domain orderEscalation).
   */
  @Column('int', { default: DEFAULT_PREORDER_MARGIN_MINUTES })
  preorderMarginMinutes!: number;

  /** Busy mode by hand: „+N min“ on the earliest time (libs/domain busy-mode); null: off. */
  @Column('int', { nullable: true })
  busyExtraMinutes!: number | null;

  /** Busy mode by hand: online orders paused until this instant; null or past: off. */
  @Column('datetime', { nullable: true })
  busyPausedUntil!: Date | null;

  /** The automatic pause: since when the promised wait is above busyLimitMinutes; null: off. */
  @Column('datetime', { nullable: true })
  busyAutoSince!: Date | null;

  /** The automatic busy mode's limit (minutes of promised wait); null: no automatic mode. */
  @Column('int', { nullable: true })
  busyLimitMinutes!: number | null;

  @Column('int', { default: 0 })
  position!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
