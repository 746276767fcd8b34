import { Injectable, OnModuleInit } from '@nestjs/common';
import { OrderPaymentGateway } from './contracts/order-payments';
import { OrdersService } from './orders.service';

/** A payment's new state (webhook or re-check) becomes the order's isPaid / isFailed / isRefunded. */
@Injectable()
export class OrderPaymentListener implements OnModuleInit {
  constructor(
    private readonly payments: OrderPaymentGateway,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.payments.onStateChange(async ({ orderId, ...flags }) => {
      await this.orders.applyPaymentState(orderId, flags);
    });
  }
}
