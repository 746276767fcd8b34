import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { JobQueue, OutboxJob, errorMessage } from '../jobs';
import { LiveEventType, LiveEvents } from '../live-events';
import { Branch } from '../organisation';
import { Config, SettingsService } from '../settings';
import { Order } from './entities/order.entity';
import type { OrderDocument } from './contracts/order-document';
import { OrderDocumentService, toOrderDocument } from './order-document.service';
import { OrderEmailKind, OrderMessageKind, OrderNotifier } from './contracts/order-messages';
import { OrderPrinter } from './contracts/order-printer';
import { escalationDueOf } from './order-due';
import { BusyModeService } from './busy-mode/busy-mode.service';

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
  'confirmed-after-missed',
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
    private readonly notifier: OrderNotifier,
    private readonly busy: BusyModeService,
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
    // The branch's load changed: busy mode's automatic rule looks again (not awaited: the
    // order's answer does not wait for it; nothing is read while the branch has no limit).
    if (type === 'order.created' || type === 'order.updated') {
      void this.busy.reconsider(order.branchId);
    }
  }

  /**
   * Sends the messages of the occasions, each to whoever it is for, now (a failure is
   * logged, the committed change stands). `once`: the occasion can happen only once for
   * this order (its jobs' keys carry no suffix, so a second announcement is a no-op);
   * otherwise each call gets fresh keys.
   */
  async notify(
    order: Order,
    kinds: readonly OrderMessageKind[],
    only?: 'email' | 'sms',
  ): Promise<number> {
    if (kinds.length === 0) return 0;
    let jobs: OutboxJob[];
    try {
      const config = await this.settings.get();
      const document = await this.documents.forOrder(order, undefined, config);
      jobs = messageJobs(this.notifier, document, kinds, config, { only });
    } catch (error) {
      this.logger.error(`Bestellung ${order.id}: Dokument nicht erstellt: ${String(error)}`);
      return 0;
    }
    let queued = 0;
    for (const { queue, name, payload, key } of jobs) {
      const ok = await this.safely(`${queue} ${name}`, () =>
        this.jobs.add(queue, name, payload as never, { key }),
      );
      if (ok) queued += 1;
    }
    return queued;
  }

  /**
   * Everything a new order sets off that needs the database, read before the order's
   * transaction (settings once per request, the branch's automatic printers). The returned
   * function renders the order's jobs (e-mails, SMS, receipts, escalation timers) from the
   * order alone, so the transaction only writes them: one INSERT into its outbox.
   */
  async prepareAnnouncement(
    branchId: number,
    config: Config,
  ): Promise<(order: Order) => OutboxJob[]> {
    const prints = await this.printer.autoPrintJobs(branchId);
    const shop = this.documents.shopOf(config);
    return (order) => {
      const document = toOrderDocument(order, shop);
      return [
        ...messageJobs(
          this.notifier,
          document,
          ['new-order-customer', 'new-order-branch'],
          config,
          {
            once: true,
          },
        ),
        ...prints(document),
        ...this.escalationJobs(order),
      ];
    };
  }

  /** After the commit: hand the outbox on now and tell the back office. Never throws. */
  async announced(order: Order): Promise<void> {
    await this.flushOutbox();
    await this.publish('order.created', order);
  }

  /**
   * The messages of a status change (or a counter appointment), in the change's own
   * transaction: the customer's confirmation is not lost when Redis is away at that moment.
   * `config` is read before the transaction; the order comes with its branch, so nothing
   * here reads the database.
   */
  async notifyInTransaction(
    order: Order,
    kinds: readonly OrderMessageKind[],
    manager: EntityManager,
    config: Config,
    options: { once?: boolean } = {},
  ): Promise<void> {
    if (kinds.length === 0) return;
    let jobs: OutboxJob[];
    try {
      jobs = messageJobs(
        this.notifier,
        toOrderDocument(order, this.documents.shopOf(config)),
        kinds,
        config,
        options,
      );
    } catch (error) {
      // As after a commit: a message that cannot be written does not stop the change.
      this.logger.error(`Bestellung ${order.id}: Dokument nicht erstellt: ${String(error)}`);
      return;
    }
    await this.jobs.addManyInTransaction(manager, jobs);
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
    await this.safely('Ankündigung', async () => {
      const config = await this.settings.get();
      const announce = await this.prepareAnnouncement(order.branchId, config);
      const withBranch = await this.withBranch(order);
      // From now on the shop must answer: alarm and missed are due from here (by the slot
      // for a pre-order), and the jobs below wait for exactly these instants.
      const announcedAt = order.announcedAt ?? new Date();
      const due = escalationDueOf(
        { ...withBranch, announcedAt },
        withBranch.branch,
        this.config.env,
      );
      const first = order.announcedAt === null;
      if (first) Object.assign(order, { announcedAt }, due);
      const jobs = announce(withBranch);
      await this.dataSource.transaction(async (manager) => {
        await manager.update(
          Order,
          { id: order.id, announcedAt: IsNull() },
          { announcedAt, ...due },
        );
        await this.jobs.addManyInTransaction(manager, jobs);
      });
    });
    await this.announced(order);
  }

  /**
   * Alarm and missed timers as delayed jobs, due when the order's row says (alarmDueAt,
   * missedDueAt: libs/domain orderEscalation, by the slot for a pre-order): exactly one
   * worker acts on each. They are the fast path only: OrderEscalationSweep fires them from
   * the database when Redis has lost the delayed jobs, and the handler does nothing for a
   * job that arrives before the row's due time (an appointment moved later).
   */
  private escalationJobs(order: Order): OutboxJob[] {
    const due = order.alarmDueAt
      ? { alarmDueAt: order.alarmDueAt, missedDueAt: order.missedDueAt }
      : escalationDueOf(
          { ...order, announcedAt: order.announcedAt ?? new Date() },
          order.branch,
          this.config.env,
        );
    const now = Date.now();
    const alarmMs = Math.max(0, (due.alarmDueAt?.getTime() ?? now) - now);
    const missedMs = Math.max(alarmMs, (due.missedDueAt?.getTime() ?? now) - now);
    return [
      {
        queue: 'timers',
        name: 'order-alarm',
        payload: { kind: 'alarm', orderId: order.id },
        key: `order.${order.id}.alarm`,
        delayMs: alarmMs,
      },
      {
        queue: 'timers',
        name: 'order-missed',
        payload: { kind: 'missed', orderId: order.id },
        key: `order.${order.id}.missed`,
        delayMs: missedMs,
      },
    ];
  }

  private async withBranch(order: Order): Promise<Order> {
    if (order.branch) return order;
    const branch = await this.dataSource
      .getRepository(Branch)
      .findOneOrFail({ where: { id: order.branchId }, loadEagerRelations: false });
    return Object.assign(order, { branch });
  }

  private async safely(what: string, action: () => Promise<unknown>): Promise<boolean> {
    try {
      await action();
      return true;
    } catch (error) {
      this.logger.error(`${what} fehlgeschlagen: ${errorMessage(error)}`);
      return false;
    }
  }
}

/**
 * The e-mail and SMS jobs of the occasions for one order, rendered from its document and
 * the settings in hand (no I/O). Without `once`, each call gets fresh keys.
 */
export function messageJobs(
  notifier: OrderNotifier,
  document: OrderDocument,
  kinds: readonly OrderMessageKind[],
  config: Pick<Config, 'enablePluginSMS' | 'enablePluginOrderReviews'>,
  options: { only?: 'email' | 'sms'; once?: boolean } = {},
): OutboxJob[] {
  const { only, once } = options;
  const suffix = once ? '' : `.${randomUUID()}`;
  const jobs: OutboxJob[] = [];
  for (const occasion of kinds) {
    const kind: OrderEmailKind =
      occasion === 'in-delivery' && document.kind !== 'delivery' ? 'ready' : occasion;
    const to = notifier.emailRecipient(kind, document);
    if (to && only !== 'sms') {
      const mail = notifier.renderEmail(kind, document, {
        reviewsEnabled: config.enablePluginOrderReviews,
        timeZone: document.branch.timeZone,
      });
      const key = `order.${document.id}.${kind}.email${suffix}`;
      // From the shop's name, not the software's: the customer knows the shop.
      const payload = { to, ...mail, key, fromName: document.shop.name };
      jobs.push({ queue: 'email', name: `order-${kind}`, payload, key });
    }
    if (
      config.enablePluginSMS &&
      only !== 'email' &&
      document.customer.phone &&
      CUSTOMER_KINDS.includes(occasion)
    ) {
      const sms = notifier.renderSms(kind, document, document.branch.timeZone);
      if (sms) {
        const key = `order.${document.id}.${kind}.sms${suffix}`;
        const payload = { to: document.customer.phone, text: sms, key };
        jobs.push({ queue: 'sms', name: `order-${kind}`, payload, key });
      }
    }
  }
  return jobs;
}
