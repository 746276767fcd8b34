import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { JobQueue, QueueName, QueuePayloads } from '../jobs/job-queue';
import { LiveEventType, LiveEvents } from '../live-events/live-event';
import { SettingsService } from '../settings/settings.service';
import { Order } from './entities/order.entity';
import type { OrderDocument } from './order-document';
import { OrderDocumentService } from './order-document.service';
import {
  OrderEmailKind,
  recipientsFor,
  renderOrderEmail,
  renderOrderSms,
} from '../notifications/templates';
import { OrderMessageKind } from './order-messages';
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
 * What an order change sets off: e-mails, SMS, the print and the escalation timers as jobs
 * written into the outbox of the change's own transaction (they exist exactly when the
 * change commits, and survive Redis or the process dying right after), then, after the
 * commit, the outbox handed on and the live event for the back office. A failure after the
 * commit is logged and does not undo the change.
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
    private readonly dataSource: DataSource,
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

  /**
   * Sends the messages of the occasions, each to whoever it is for. With a manager the jobs
   * go into the outbox of that transaction (and a failure fails the transaction); without,
   * they are queued now and a failure is logged, the committed change stands.
   * `once`: the occasion can happen only once for this order (its jobs' keys carry no
   * suffix, so a second announcement is a no-op); otherwise each call gets fresh keys.
   */
  async notify(
    order: Order,
    kinds: readonly OrderMessageKind[],
    only?: 'email' | 'sms',
    within?: { manager: EntityManager; document: OrderDocument; once?: boolean },
  ): Promise<number> {
    if (kinds.length === 0) return 0;
    let document: OrderDocument;
    try {
      document = within?.document ?? (await this.documents.forOrder(order));
    } catch (error) {
      this.logger.error(`Bestellung ${order.id}: Dokument nicht erstellt: ${String(error)}`);
      return 0;
    }
    const { enablePluginSMS, enablePluginOrderReviews } = await this.settings.get();
    const suffix = within?.once ? '' : `.${randomUUID()}`;
    let queued = 0;
    for (const occasion of kinds) {
      const kind: OrderEmailKind =
        occasion === 'in-delivery' && document.kind !== 'delivery' ? 'ready' : occasion;
      const to = recipientsFor(kind, document);
      const mail = renderOrderEmail(kind, document, {
        reviewsEnabled: enablePluginOrderReviews,
        timeZone: document.branch.timeZone,
      });
      if (to && only !== 'sms') {
        const key = `order.${order.id}.${kind}.email${suffix}`;
        const ok = await this.enqueue('email', `order-${kind}`, { to, ...mail, key }, key, within);
        if (ok) queued += 1;
      }
      const sms =
        enablePluginSMS && only !== 'email'
          ? renderOrderSms(kind, document, document.branch.timeZone)
          : null;
      if (sms && document.customer.phone && CUSTOMER_KINDS.includes(occasion)) {
        const key = `order.${order.id}.${kind}.sms${suffix}`;
        const payload = { to: document.customer.phone, text: sms, key };
        const ok = await this.enqueue('sms', `order-${kind}`, payload, key, within);
        if (ok) queued += 1;
      }
    }
    return queued;
  }

  /**
   * The jobs of a new order the shop must answer, written into the outbox of the order's own
   * transaction: e-mails and SMS, the automatic print, the escalation timers. Nothing is
   * lost if the process dies right after the commit; the relay hands them on.
   */
  async enqueueAnnouncement(order: Order, manager: EntityManager): Promise<void> {
    const document = await this.documents.forOrder(order, manager);
    await this.notify(order, ['new-order-customer', 'new-order-branch'], undefined, {
      manager,
      document,
      once: true,
    });
    await this.printer.autoPrint(order, document, manager);
    await this.scheduleEscalation(order, manager);
  }

  /** After the commit: hand the outbox on now and tell the back office. */
  async announced(order: Order): Promise<void> {
    await this.flushOutbox();
    await this.publish('order.created', order);
  }

  /**
   * The messages of a status change (or a counter appointment), in the change's own
   * transaction: the customer's confirmation is not lost when Redis is away at that moment.
   */
  async notifyInTransaction(
    order: Order,
    kinds: readonly OrderMessageKind[],
    manager: EntityManager,
  ): Promise<void> {
    if (kinds.length === 0) return;
    let document: OrderDocument;
    try {
      document = await this.documents.forOrder(order, manager);
    } catch (error) {
      // As after a commit: a message that cannot be written does not stop the change.
      this.logger.error(`Bestellung ${order.id}: Dokument nicht erstellt: ${String(error)}`);
      return;
    }
    await this.notify(order, kinds, undefined, { manager, document });
  }

  /** Hands the committed outbox on now; if that fails, the relay does it within a second. */
  async flushOutbox(): Promise<void> {
    await this.safely('Outbox', () => this.jobs.flush());
  }

  /**
   * A new order that became the shop's to answer after its own commit (an online order once
   * paid): the same jobs, in a transaction of their own, then the live event.
   */
  async announceNewOrder(order: Order): Promise<void> {
    await this.safely('Ankündigung', () =>
      this.dataSource.transaction((manager) => this.enqueueAnnouncement(order, manager)),
    );
    await this.announced(order);
  }

  /**
   * Alarm and missed timers as delayed jobs: exactly one worker acts on each. They are the
   * fast path only: announcedAt lets OrderEscalationSweep fire them from the database when
   * Redis has lost the delayed jobs.
   */
  async scheduleEscalation(order: Order, manager: EntityManager): Promise<void> {
    const announcedAt = new Date();
    await manager.update(Order, { id: order.id, announcedAt: IsNull() }, { announcedAt });
    order.announcedAt ??= announcedAt;
    const alarmMs = this.config.env.ORDER_ALARM_AFTER_SECONDS * 1000;
    const missedMs = Math.max(this.config.env.ORDER_MISSED_AFTER_SECONDS * 1000, alarmMs);
    await this.jobs.addInTransaction(
      manager,
      'timers',
      'order-alarm',
      { kind: 'alarm', orderId: order.id },
      { key: `order.${order.id}.alarm`, delayMs: alarmMs },
    );
    await this.jobs.addInTransaction(
      manager,
      'timers',
      'order-missed',
      { kind: 'missed', orderId: order.id },
      { key: `order.${order.id}.missed`, delayMs: missedMs },
    );
  }

  private async enqueue<Q extends QueueName>(
    queue: Q,
    name: string,
    payload: QueuePayloads[Q],
    key: string,
    within?: { manager: EntityManager },
  ): Promise<boolean> {
    if (within) {
      await this.jobs.addInTransaction(within.manager, queue, name, payload, { key });
      return true;
    }
    return this.safely(`${queue} ${name}`, () => this.jobs.add(queue, name, payload, { key }));
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
