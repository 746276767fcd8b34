import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { LiveEventType, LiveEvents } from '../live-events/live-event';
import { SettingsService } from '../settings/settings.service';
import type { Order } from './entities/order.entity';
import type { OrderDocument } from './order-document';
import { OrderDocumentService } from './order-document.service';
import { OrderMessageKind, renderOrderEmail, renderOrderSms } from './order-messages';
import { OrderPrinter } from './order-printer';

/** Which messages go out on which occasion, and to whom. */
const CUSTOMER_KINDS: readonly OrderMessageKind[] = [
  'new-order-customer',
  'confirmed',
  'rejected',
  'canceled',
  'counter-appointment',
  'in-delivery',
  'completed',
  'missed',
];

/**
 * What happens after an order change is committed: the live event for the back office,
 * e-mails and SMS as jobs, the escalation timers. A failure here is logged and does not
 * undo the committed change (the customer's order stands); once the jobs module's outbox
 * lands, the enqueues move into the order's transaction.
 */
@Injectable()
export class OrderEffects {
  private readonly logger = new Logger(OrderEffects.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly live: LiveEvents,
    private readonly documents: OrderDocumentService,
    private readonly settings: SettingsService,
    private readonly config: AppConfig,
    private readonly printer: OrderPrinter,
  ) {}

  async publish(type: LiveEventType, order: Order, data: Record<string, unknown> = {}) {
    await this.safely(`Live-Ereignis ${type}`, () =>
      this.live.publish({
        type,
        branchId: order.branchId,
        orderId: order.id,
        data: { status: order.status, ticketNumber: order.ticketNumber, ...data },
      }),
    );
  }

  /** Sends the messages of the occasions, each to whoever it is for. */
  async notify(
    order: Order,
    kinds: readonly OrderMessageKind[],
    only?: 'email' | 'sms',
  ): Promise<number> {
    if (kinds.length === 0) return 0;
    let document: OrderDocument;
    try {
      document = await this.documents.forOrder(order);
    } catch (error) {
      this.logger.error(`Bestellung ${order.id}: Dokument nicht erstellt: ${String(error)}`);
      return 0;
    }
    const { enablePluginSMS } = await this.settings.get();
    let queued = 0;
    for (const kind of kinds) {
      const to = CUSTOMER_KINDS.includes(kind) ? document.customer.email : document.branch.email;
      const mail = renderOrderEmail(kind, document);
      if (to && mail && only !== 'sms') {
        const ok = await this.safely(`E-Mail ${kind}`, () =>
          this.jobs.add('email', `order-${kind}`, { to, ...mail }),
        );
        if (ok) queued += 1;
      }
      const sms = enablePluginSMS && only !== 'email' ? renderOrderSms(kind, document) : null;
      if (sms && document.customer.phone && CUSTOMER_KINDS.includes(kind)) {
        const ok = await this.safely(`SMS ${kind}`, () =>
          this.jobs.add('sms', `order-${kind}`, { to: document.customer.phone!, text: sms }),
        );
        if (ok) queued += 1;
      }
    }
    return queued;
  }

  /**
   * A new order the shop must answer (placed with a counter payment, or paid online):
   * live event, e-mails and SMS, the automatic print, the escalation timers.
   */
  async announceNewOrder(order: Order): Promise<void> {
    await this.publish('order.created', order);
    await this.notify(order, ['new-order-customer', 'new-order-branch']);
    await this.safely('Automatischer Druck', async () =>
      this.printer.autoPrint(order, await this.documents.forOrder(order)),
    );
    await this.scheduleEscalation(order);
  }

  /** Alarm and missed timers as delayed jobs: exactly one worker acts on each. */
  async scheduleEscalation(order: Order): Promise<void> {
    const alarmMs = this.config.env.ORDER_ALARM_AFTER_SECONDS * 1000;
    const missedMs = this.config.env.ORDER_MISSED_AFTER_SECONDS * 1000;
    await this.safely('Alarm-Timer', () =>
      this.jobs.add(
        'timers',
        'order-alarm',
        { kind: 'alarm', orderId: order.id },
        { delayMs: alarmMs },
      ),
    );
    await this.safely('Verpasst-Timer', () =>
      this.jobs.add(
        'timers',
        'order-missed',
        { kind: 'missed', orderId: order.id },
        { delayMs: Math.max(missedMs, alarmMs) },
      ),
    );
  }

  private async safely(what: string, action: () => Promise<unknown>): Promise<boolean> {
    try {
      await action();
      return true;
    } catch (error) {
      this.logger.error(
        `${what} fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }
}
