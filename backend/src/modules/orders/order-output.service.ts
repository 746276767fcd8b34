import { HttpStatus, Injectable } from '@nestjs/common';
import { RequestContext } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { SettingsService } from '../settings';
import { OrderPrinter } from './contracts/order-printer';
import { OrderDocumentService } from './order-document.service';
import { OrderEffects } from './order-effects.service';
import { OrderQueriesService } from './order-queries.service';
import { LIFECYCLE_MESSAGES } from './orders.service';

/**
 * What staff send out of an order without changing it: the receipt (as a page or to the
 * branch's printers) and the customer's new-order mail or SMS once more. Audited.
 */
@Injectable()
export class OrderOutputService {
  constructor(
    private readonly queries: OrderQueriesService,
    private readonly audit: AuditService,
    private readonly effects: OrderEffects,
    private readonly settings: SettingsService,
    private readonly printer: OrderPrinter,
    private readonly documents: OrderDocumentService,
  ) {}

  /** The receipt as a printable page, for a terminal that prints through its browser. */
  async receiptHtml(id: number, ctx: RequestContext): Promise<string> {
    const order = await this.queries.findForStaff(id, ctx);
    return this.printer.receiptHtml(await this.documents.forOrder(order));
  }

  async print(id: number, ctx: RequestContext): Promise<{ jobs: number }> {
    const order = await this.queries.findForStaff(id, ctx);
    const jobs = await this.printer.print(order, await this.documents.forOrder(order));
    await this.audit.record(ctx, { action: 'print', entity: 'orders', entityId: id });
    return { jobs };
  }

  async resend(id: number, channel: 'email' | 'sms', ctx: RequestContext) {
    const order = await this.queries.findForStaff(id, ctx);
    if (channel === 'email' && !order.email) {
      throw ApiError.validation([{ field: 'email', message: LIFECYCLE_MESSAGES.noEmail }]);
    }
    if (channel === 'sms') {
      if (!(await this.settings.get()).enablePluginSMS)
        throw ApiError.conflict(LIFECYCLE_MESSAGES.smsDisabled);
      if (!order.phone)
        throw ApiError.validation([{ field: 'phone', message: LIFECYCLE_MESSAGES.noPhone }]);
    }
    const queued = await this.effects.notify(order, ['new-order-customer'], channel);
    if (queued === 0) {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [
        { message: LIFECYCLE_MESSAGES.sendFailed },
      ]);
    }
    await this.audit.record(ctx, {
      action: `resend-new-order-${channel}`,
      entity: 'orders',
      entityId: id,
    });
    return { queued };
  }
}
