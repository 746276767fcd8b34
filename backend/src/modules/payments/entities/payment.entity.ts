import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type OnlineMethod = 'mollie' | 'datatrans';
export type PaymentState = 'open' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded';

/**
 * One online payment attempt of an order at a provider. The order keeps isPaid / isFailed /
 * isRefunded; this row keeps the provider's reference and where the customer returns to.
 */
@Entity('payment')
@Index('IDX_payment_provider_ref', ['method', 'providerRef'])
export class Payment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_payment_order')
  @Column('int')
  orderId!: number;

  @Column('varchar', { length: 20 })
  method!: OnlineMethod;

  /** Mollie's tr_… id or Datatrans' transactionId; null until the provider answered. */
  @Column('varchar', { length: 100, nullable: true })
  providerRef!: string | null;

  /** Random, in the return URL: finds the payment without exposing the order's secret. */
  @Column('varchar', { length: 64, unique: true })
  returnToken!: string;

  @Column('varchar', { length: 20, default: 'open' })
  state!: PaymentState;

  @Column('int')
  amountCents!: number;

  @Column('varchar', { length: 3 })
  currency!: string;

  /** Storefront paths the customer is sent to after paying, or after a failed payment. */
  @Column('varchar', { length: 500 })
  successPath!: string;

  @Column('varchar', { length: 500 })
  failurePath!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
