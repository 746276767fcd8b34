import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { CatalogModule } from '../catalog';
import { CustomersModule } from '../customers';
import { MediaModule } from '../media';
import { LiveEventsModule } from '../live-events';
import { OrganisationModule } from '../organisation';
import { SettingsModule } from '../settings';
import { Clock } from './clock';
import { BranchPromise } from './busy-mode/branch-promise';
import { BusyModeController } from './busy-mode/busy-mode.controller';
import { BusyModeService } from './busy-mode/busy-mode.service';
import { OrderDocumentService } from './order-document.service';
import { OrderDraftChecker } from './order-draft-check';
import { OrderEffects } from './order-effects.service';
import { OrderEscalationSweep } from './order-escalation.sweep';
import { OrderPaymentListener } from './order-payment.listener';
import { OrderPlacement } from './order-placement';
import { OrderQueriesService } from './order-queries.service';
import { OrderSubmitContextLoader } from './order-submit-context';
import { OrderSubmitService } from './order-submit.service';
import { OrderThrottle } from './order-throttle.service';
import { OrderTimersHandler } from './order-timers.handler';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { OrderOutputService } from './order-output.service';
import { PacingController } from './pacing.controller';
import { PacingService } from './pacing.service';
import { PacingSweep } from './pacing.sweep';

/**
 * Orders: the checkout, the lifecycle, the lists, and the escalation timers. The worker
 * imports it too (worker.module.ts), so BullMQ runs the 'timers' jobs there. Needs the
 * global JobsModule, and its ports (contracts/: printer, payment gateway, notifier) bound
 * by the global OrderPortsModule (order-ports.module.ts); it imports no module that
 * implements them. The submit context comes through the query services of organisation,
 * catalog, customers and media (order-submit-context.ts).
 */
@Module({
  imports: [
    AuditModule,
    OrganisationModule,
    CatalogModule,
    CustomersModule,
    MediaModule,
    SettingsModule,
    LiveEventsModule,
  ],
  controllers: [OrdersController, BusyModeController, PacingController],
  providers: [
    Clock,
    BranchPromise,
    BusyModeService,
    OrderDocumentService,
    OrderEffects,
    OrderDraftChecker,
    OrderSubmitContextLoader,
    OrderThrottle,
    OrderPlacement,
    OrderSubmitService,
    OrdersService,
    OrderOutputService,
    OrderQueriesService,
    OrderTimersHandler,
    OrderEscalationSweep,
    OrderPaymentListener,
    PacingService,
    PacingSweep,
  ],
  exports: [
    OrderDocumentService,
    OrdersService,
    OrderQueriesService,
    Clock,
    PacingService,
    PacingSweep,
    BusyModeService,
    BranchPromise,
  ],
})
export class OrdersModule {}
