import { Injectable, OnModuleInit } from '@nestjs/common';
import { PaymentsService, orderFlags } from '../payments/payments.service';
import { OrdersService } from './orders.service';

/** A payment's new state (webhook or re-check) becomes the order's isPaid / isFailed / isRefunded. */
@Injectable()
export class OrderPaymentListener implements OnModuleInit {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.payments.onStateChange(async ({ orderId, state }) => {
      await this.orders.applyPaymentState(orderId, orderFlags(state));
    });
  }
}
