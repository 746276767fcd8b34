import type { Order } from '../entities/order.entity';
import type { OrderDocument, PaymentMethod } from './order-document';

/**
 * The orders module's view of online payment (mollie, datatrans): whether a method can be
 * started at all, and starting it for a placed order, which gives the URL the customer is
 * sent to. The payments module's PaymentsService is bound here (order-ports.module.ts); a
 * method whose provider is not configured is refused with a German message.
 */
export abstract class OrderPaymentGateway {
  abstract isAvailable(method: PaymentMethod): boolean;
  abstract start(order: Order, document: OrderDocument): Promise<{ redirectUrl: string }>;
  /** Asks the provider again; null when the method is not one this gateway handles. */
  abstract refresh(order: Order): Promise<OrderPaymentFlags | null>;
  /** Subscribes to stored payment changes (webhook or re-check), each heard once. */
  abstract onStateChange(
    listener: (change: { orderId: number } & OrderPaymentFlags) => Promise<void>,
  ): void;
}

/** An order's payment flags, as the payment's state sets them. */
export interface OrderPaymentFlags {
  isPaid: boolean;
  isFailed: boolean;
  isRefunded: boolean;
}
