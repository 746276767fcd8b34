import { Injectable } from '@nestjs/common';
import type { Order } from './entities/order.entity';
import type { OrderDocument, PaymentMethod } from './order-document';

/**
 * The orders module's view of online payment (mollie, datatrans): whether a method can be
 * started at all, and starting it for a placed order, which gives the URL the customer is
 * sent to. The payments module binds its PaymentsService here; until then no online
 * method is available and a submit with one is refused with a German message.
 */
export abstract class OrderPaymentGateway {
  abstract isAvailable(method: PaymentMethod): boolean;
  abstract start(order: Order, document: OrderDocument): Promise<{ redirectUrl: string }>;
  /** Asks the provider again; null when the method is not one this gateway handles. */
  abstract refresh(
    order: Order,
  ): Promise<{ isPaid: boolean; isFailed: boolean; isRefunded: boolean } | null>;
}

@Injectable()
export class NoOnlinePayments extends OrderPaymentGateway {
  isAvailable(): boolean {
    return false;
  }

  start(): Promise<{ redirectUrl: string }> {
    return Promise.reject(new Error('Online-Zahlungen sind nicht eingerichtet.'));
  }

  refresh(): Promise<null> {
    return Promise.resolve(null);
  }
}
