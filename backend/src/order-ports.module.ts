import { Global, Module } from '@nestjs/common';
import { DevicePrinter } from './modules/devices/device-printer';
import { DevicesModule } from './modules/devices/devices.module';
import { TemplateOrderNotifier } from './modules/notifications/template-order-notifier';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OrderNotifier, OrderPaymentGateway, OrderPrinter } from './modules/orders/contracts';
import { PaymentsModule } from './modules/payments/payments.module';
import { PaymentsService } from './modules/payments/payments.service';

/**
 * The composition of the orders hexagon: its ports (modules/orders/contracts) bound to the
 * modules that implement them: devices prints, payments takes online payments,
 * notifications writes the messages. Imported by the API (app.module.ts) and the worker
 * (worker.module.ts); global, so OrdersModule resolves the ports without importing those
 * modules, and they only know orders' contracts.
 */
@Global()
@Module({
  imports: [DevicesModule, PaymentsModule, NotificationsModule],
  providers: [
    { provide: OrderPrinter, useExisting: DevicePrinter },
    { provide: OrderPaymentGateway, useExisting: PaymentsService },
    { provide: OrderNotifier, useExisting: TemplateOrderNotifier },
  ],
  exports: [OrderPrinter, OrderPaymentGateway, OrderNotifier],
})
export class OrderPortsModule {}
