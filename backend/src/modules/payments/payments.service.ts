import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import {
  OrderPaymentGateway,
  type Order,
  type OrderDocument,
  type OrderPaymentFlags,
  type PaymentMethod,
} from '../orders/contracts';
import { OnlineMethod, Payment, PaymentState } from './entities/payment.entity';
import { DatatransProvider } from './providers/datatrans.provider';
import { MollieProvider } from './providers/mollie.provider';
import { PaymentProvider, PaymentProviderError } from './providers/payment-provider';

/** The order's flags for a provider state. */
export function orderFlags(state: PaymentState): OrderPaymentFlags {
  return {
    isPaid: state === 'paid' || state === 'refunded',
    isFailed: state === 'failed' || state === 'canceled' || state === 'expired',
    isRefunded: state === 'refunded',
  };
}

const isOnline = (method: string): method is OnlineMethod =>
  method === 'mollie' || method === 'datatrans';

/**
 * Online payments with Mollie and Datatrans: starting one for a placed order, learning its
 * state from webhooks (never from the webhook's body alone: the provider is asked) or on
 * demand, and telling the orders module once per real change.
 */
@Injectable()
export class PaymentsService extends OrderPaymentGateway {
  private readonly logger = new Logger(PaymentsService.name);
  readonly mollie: MollieProvider;
  readonly datatrans: DatatransProvider;
  private readonly listeners: ((
    change: { orderId: number } & OrderPaymentFlags,
  ) => Promise<void>)[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    super();
    const env = config.env;
    this.mollie = new MollieProvider({
      apiKey: env.MOLLIE_API_KEY,
      apiEndpoint: env.MOLLIE_API_URL,
    });
    this.datatrans = new DatatransProvider({
      merchantId: env.DATATRANS_MERCHANT_ID,
      password: env.DATATRANS_PASSWORD,
      hmacKey: env.DATATRANS_HMAC_KEY,
      apiUrl: env.DATATRANS_API_URL,
      payUrl: env.DATATRANS_PAY_URL,
    });
  }

  /** Subscribers (the orders module) hear each stored change once. */
  onStateChange(
    listener: (change: { orderId: number } & OrderPaymentFlags) => Promise<void>,
  ): void {
    this.listeners.push(listener);
  }

  isAvailable(method: PaymentMethod): boolean {
    return isOnline(method) && this.provider(method).isConfigured;
  }

  async start(order: Order, document: OrderDocument): Promise<{ redirectUrl: string }> {
    const method = order.paymentMethod;
    if (!isOnline(method)) throw new PaymentProviderError(`${method} ist keine Online-Zahlung.`);
    const repo = this.dataSource.getRepository(Payment);
    const payment = await repo.save(
      repo.create({
        orderId: order.id,
        method,
        providerRef: null,
        returnToken: randomBytes(24).toString('base64url'),
        state: 'open',
        amountCents: document.totals.totalGross,
        currency: document.shop.currency,
        successPath: `/status/${document.uid}/${document.hash}`,
        failurePath: `/store/${document.branch.identifier}/checkout/error`,
      }),
    );
    const api = `${this.config.publicUrl}/api/payments/${method}`;
    const { providerRef, redirectUrl } = await this.provider(method).create({
      reference: `bw-${payment.id}`,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: `${document.shop.name} – Bestellung Nr. ${document.ticketNumber}`,
      returnUrl: `${api}/return/${payment.returnToken}`,
      webhookUrl: `${api}/webhook`,
    });
    await repo.update(payment.id, { providerRef });
    return { redirectUrl };
  }

  /** Asks the provider about the order's latest payment now. */
  async refresh(order: Order) {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOne({ where: { orderId: order.id }, order: { id: 'DESC' } });
    if (!payment || !payment.providerRef) return null;
    return orderFlags(await this.sync(payment));
  }

  /** A webhook named this provider reference: ask the provider, store, tell. */
  async syncByReference(method: OnlineMethod, providerRef: string): Promise<Payment | null> {
    const payment = await this.dataSource.getRepository(Payment).findOneBy({ method, providerRef });
    if (!payment) return null;
    await this.sync(payment);
    return payment;
  }

  /** The customer came back from the provider: where to send the browser. */
  async returnTarget(method: OnlineMethod, token: string): Promise<string> {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOneBy({ method, returnToken: token });
    if (!payment) return `${this.config.publicUrl}/`;
    let state = payment.state;
    try {
      if (payment.providerRef) state = await this.sync(payment);
    } catch (error) {
      // The provider is slow to answer: the status page shows 'waiting for payment' and polls.
      this.logger.warn(`Zahlungsstatus bei Rückkehr nicht abrufbar: ${String(error)}`);
    }
    const failed = orderFlags(state).isFailed;
    return `${this.config.publicUrl}${failed ? payment.failurePath : payment.successPath}`;
  }

  private async sync(payment: Payment): Promise<PaymentState> {
    const state = await this.provider(payment.method).fetchState(payment.providerRef!);
    // Only one process stores a given change: the conditional update decides who tells.
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Payment)
      .set({ state })
      .where('id = :id AND state <> :state', { id: payment.id, state })
      .execute();
    payment.state = state;
    if (result.affected) {
      for (const listener of this.listeners) {
        await listener({ orderId: payment.orderId, ...orderFlags(state) });
      }
    }
    return state;
  }

  private provider(method: OnlineMethod): PaymentProvider {
    return method === 'mollie' ? this.mollie : this.datatrans;
  }
}
