import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { LiveEventsModule } from '../live-events';
import { OrganisationModule } from '../organisation';
import { SettingsModule } from '../settings';
import { Clock } from './clock';
import { OrderDocumentService } from './order-document.service';
import { OrderDraftChecker } from './order-draft-check';
import { OrderEffects } from './order-effects.service';
import { OrderEscalationSweep } from './order-escalation.sweep';
import { OrderPaymentListener } from './order-payment.listener';
import { OrderPlacement } from './order-placement';
import { OrderQueriesService } from './order-queries.service';
import { OrderSubmitService } from './order-submit.service';
import { OrderThrottle } from './order-throttle.service';
import { OrderTimersHandler } from './order-timers.handler';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/**
 * Orders: the checkout, the lifecycle, the lists, and the escalation timers. The worker
 * imports it too (worker.module.ts), so BullMQ runs the 'timers' jobs there. Needs the
 * global JobsModule, and its ports (contracts/: printer, payment gateway, notifier) bound
 * by the global OrderPortsModule (order-ports.module.ts); it imports no module that
 * implements them.
 */
@Module({
  imports: [AuditModule, OrganisationModule, SettingsModule, LiveEventsModule],
  controllers: [OrdersController],
  providers: [
    Clock,
    OrderDocumentService,
    OrderEffects,
    OrderDraftChecker,
    OrderThrottle,
    OrderPlacement,
    OrderSubmitService,
    OrdersService,
    OrderQueriesService,
    OrderTimersHandler,
    OrderEscalationSweep,
    OrderPaymentListener,
  ],
  exports: [OrderDocumentService, OrdersService, OrderQueriesService, Clock],
})
export class OrdersModule {}
