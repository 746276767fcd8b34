import type { Order } from './entities/order.entity';
import type { OrderDocument, PaymentMethod } from './order-document';

/**
 * The orders module's view of online payment (mollie, datatrans): whether a method can be
 * started at all, and starting it for a placed order, which gives the URL the customer is
 * sent to. The payments module's PaymentsService is bound here (orders.module.ts); a
 * method whose provider is not configured is refused with a German message.
 */
export abstract class OrderPaymentGateway {
  abstract isAvailable(method: PaymentMethod): boolean;
  abstract start(order: Order, document: OrderDocument): Promise<{ redirectUrl: string }>;
  /** Asks the provider again; null when the method is not one this gateway handles. */
  abstract refresh(
    order: Order,
  ): Promise<{ isPaid: boolean; isFailed: boolean; isRefunded: boolean } | null>;
}
