import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { OrderType } from '@bestellwerk/domain';
import type { Branch } from '../../organisation';
import type { OrderStatus, PaymentMethod } from '../contracts/order-document';
import type { OrderItemSnapshot, OrderTotals, DeliveryAreaSnapshot } from '../order-snapshot';

/**
 * A placed order (storefront.md §3 Order draft + Order received). Items, delivery area,
 * table and donatee are stored as snapshots, so later catalogue or branch edits never
 * change what was ordered. Money is integer cents.
 */
@Entity('customer_order')
@Unique('UQ_customer_order_ticket', ['branchId', 'ticketDate', 'ticketNumber'])
@Index('IDX_customer_order_branch_status', ['branchId', 'status'])
@Index('IDX_customer_order_branch_slot', ['branchId', 'slotStart'])
// The escalation sweep: pending, not yet missed, alarm due (missedDueAt is never earlier).
@Index('IDX_customer_order_escalation', ['status', 'isMissed', 'alarmDueAt'])
// The history, newest first: one branch's, and every branch's for the admin.
@Index('IDX_customer_order_branch_created', ['branchId', 'createdAt'])
@Index('IDX_customer_order_created', ['createdAt'])
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Public identifier of the status page. */
  @Column('varchar', { length: 36, unique: true })
  uid!: string;

  /** The status page's secret: 32 random bytes, hex (256 bits). */
  @Column('varchar', { length: 64 })
  hash!: string;

  @Column('int')
  branchId!: number;

  @ManyToOne('Branch', { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'branchId' })
  branch!: Branch;

  /** Per branch and local day (the branch's time zone), from 1. */
  @Column('int')
  ticketNumber!: number;

  /** YYYY-MM-DD in the branch's time zone: the day the ticket number counts in. */
  @Column('varchar', { length: 10 })
  ticketDate!: string;

  @Column('varchar', { length: 10 })
  kind!: OrderType;

  @Column('boolean', { default: false })
  isPreorder!: boolean;

  @Column('boolean', { default: false })
  isQuotation!: boolean;

  @Column('varchar', { length: 20, default: 'pending' })
  status!: OrderStatus;

  @Column('boolean', { default: false })
  isMissed!: boolean;

  /** When the unanswered-order alarm went off (once). */
  @Column('datetime', { nullable: true })
  alarmedAt!: Date | null;

  /**
   * When the order became the shop's to answer (placed, or paid online), so the escalation
   * sweep can derive its alarm and missed times from the database alone. Null while an
   * online order is unpaid: the shop does not see it yet.
   */
  @Column('datetime', { nullable: true })
  announcedAt!: Date | null;

  /**
   * When the unanswered order alarms and when it counts as missed, fixed when it is
   * announced (libs/domain orderEscalation: by the slot for a pre-order) and again when
   * staff move its appointment. The timers, the sweep and the board all read these.
   */
  @Column('datetime', { nullable: true })
  alarmDueAt!: Date | null;

  @Column('datetime', { nullable: true })
  missedDueAt!: Date | null;

  /** The longest preparation lead time of the ordered products, in minutes, when placed. */
  @Column('int', { default: 0 })
  leadTimeMinutes!: number;

  // Pacing (issue 36, libs/domain pacing) -----------------------------------------------

  /** When the shop accepted it (confirm): the start of its preparation. */
  @Column('datetime', { nullable: true })
  confirmedAt!: Date | null;

  /** When it was ready (in delivery / ready for pickup): the end of its preparation. */
  @Column('datetime', { nullable: true })
  readyAt!: Date | null;

  /** Its preparation as the queue counts it (p80 of the learned times), in minutes. */
  @Column('int', { default: 0 })
  prepMinutes!: number;

  /** The ready time promised when it was placed (the appointment when one was chosen). */
  @Column('datetime', { nullable: true })
  promisedReadyAt!: Date | null;

  /** The ready time the kitchen's queue gives now, when later than promised. */
  @Column('datetime', { nullable: true })
  expectedReadyAt!: Date | null;

  /** The delay the customer was told, once („verzögert sich um etwa N Minuten“); null = never. */
  @Column('int', { nullable: true })
  delayNoticeMinutes!: number | null;

  @Column('varchar', { length: 20 })
  paymentMethod!: PaymentMethod;

  @Column('boolean', { default: false })
  isPaid!: boolean;

  @Column('boolean', { default: false })
  isFailed!: boolean;

  @Column('boolean', { default: false })
  isRefunded!: boolean;

  @Column('varchar', { length: 2000, nullable: true })
  paymentRedirectUrl!: string | null;

  // Customer -------------------------------------------------------------------------

  @Column('boolean', { default: false })
  isCompany!: boolean;

  @Column('varchar', { length: 255, nullable: true })
  companyName!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  firstName!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  lastName!: string | null;

  @Column('varchar', { length: 255, nullable: true })
  street!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  floor!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  stairway!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  door!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  zipCode!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  city!: string | null;

  @Column('varchar', { length: 2, nullable: true })
  country!: string | null;

  @Column('varchar', { length: 50, nullable: true })
  vatNumber!: string | null;

  /** Normalised: + and digits only. */
  @Column('varchar', { length: 50, nullable: true })
  phone!: string | null;

  @Column('varchar', { length: 255, nullable: true })
  email!: string | null;

  @Column('boolean', { default: false })
  isDeliveryAddressDifferent!: boolean;

  @Column('boolean', { default: false })
  isDeliveryCompany!: boolean;

  @Column('varchar', { length: 255, nullable: true })
  deliveryCompanyName!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  deliveryFirstName!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  deliveryLastName!: string | null;

  @Column('varchar', { length: 255, nullable: true })
  deliveryStreet!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  deliveryFloor!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  deliveryStairway!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  deliveryDoor!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  deliveryZipCode!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  deliveryCity!: string | null;

  @Column('varchar', { length: 2, nullable: true })
  deliveryCountry!: string | null;

  @Column('text', { nullable: true })
  comment!: string | null;

  // Where and when --------------------------------------------------------------------

  @Column('int', { nullable: true })
  deliveryAreaId!: number | null;

  @Column('simple-json', { nullable: true })
  deliveryArea!: DeliveryAreaSnapshot | null;

  @Column('int', { nullable: true })
  tableId!: number | null;

  @Column('varchar', { length: 50, nullable: true })
  tableIdentifier!: string | null;

  @Column('int', { nullable: true })
  donateeId!: number | null;

  @Column('varchar', { length: 255, nullable: true })
  donateeName!: string | null;

  /** The customer's chosen time; null = as soon as possible. */
  @Column('datetime', { nullable: true })
  appointment!: Date | null;

  /** The shop's proposal of another time, which the customer confirms or rejects. */
  @Column('datetime', { nullable: true })
  counterAppointment!: Date | null;

  /** Start of the 15-minute kitchen slot the order occupies (appointment, else placement). */
  @Column('datetime')
  slotStart!: Date;

  @Column('text', { nullable: true })
  rejectionMessage!: string | null;

  // Items and totals ------------------------------------------------------------------

  @Column('simple-json')
  items!: OrderItemSnapshot[];

  @Column('simple-json')
  totals!: OrderTotals;

  @Column('int')
  totalGrossCents!: number;

  // Questionnaire ---------------------------------------------------------------------

  @Column('tinyint', { nullable: true })
  rating!: number | null;

  @Column('tinyint', { nullable: true })
  foodRating!: number | null;

  @Column('tinyint', { nullable: true })
  serviceRating!: number | null;

  @Column('tinyint', { nullable: true })
  processRating!: number | null;

  @Column('text', { nullable: true })
  questionnaireComment!: string | null;

  @Column('datetime', { nullable: true })
  questionnaireAt!: Date | null;

  // Idempotent submit -----------------------------------------------------------------

  @Column('varchar', { length: 255, nullable: true, unique: true })
  idempotencyKey!: string | null;

  /** SHA-256 of the submitted body, to tell a repeat from a different order under one key. */
  @Column('varchar', { length: 64, nullable: true })
  requestHash!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
