import { Injectable } from '@nestjs/common';
import { changeUnit, isDeletableOrderStatus } from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContext, canAccessBranch } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { PacingService } from './pacing.service';
import { markPreparation } from './order-preparation';
import { Branch } from '../organisation';
import { SettingsService } from '../settings';
import { Clock } from './clock';
import {
  CounterAppointmentDto,
  EditOrderDto,
  PaymentStatusDto,
  QuestionnaireDto,
  StatusActionDto,
  UpdateOrderItemDto,
} from './dto/order-actions.dto';
import { Order } from './entities/order.entity';
import { COUNTER_PAYMENT_METHODS, OrderStatus } from './contracts/order-document';
import { OrderDocumentService } from './order-document.service';
import { OrderQueriesService } from './order-queries.service';
import { OrderEffects } from './order-effects.service';
import { assertOrderFits, buildItem, priceItems } from './order-items';
import { ORDER_MESSAGES } from './contracts/order-labels';
import { OrderMessageKind } from './contracts/order-messages';
import { OrderPaymentGateway } from './contracts/order-payments';
import { OrderPrinter } from './contracts/order-printer';
import { totalsOf } from './order-snapshot';
import { OrderAction, STATUS_LABELS, isFinalStatus, transition } from './order-state-machine';
import { slotStartOf } from './order-placement';
import { AppConfig } from '../../config/app-config';
import { escalationDueOf } from './order-due';

const MESSAGE_FOR_STATUS: Partial<Record<OrderStatus, OrderMessageKind>> = {
  confirmed: 'confirmed',
  rejected: 'rejected',
  canceled: 'canceled',
  'in-delivery': 'in-delivery',
  completed: 'completed',
};

export const LIFECYCLE_MESSAGES = {
  notPaid: 'Die Bestellung ist noch nicht bezahlt und kann daher nicht bestätigt werden.',
  counterOnlyPending: (status: OrderStatus) =>
    `Im Status „${STATUS_LABELS[status]}“ kann kein Terminvorschlag mehr gemacht werden.`,
  counterInPast: 'Der Terminvorschlag muss in der Zukunft liegen.',
  noCounterAppointment: 'Zu dieser Bestellung liegt kein offener Terminvorschlag vor.',
  questionnaireDisabled: 'Bewertungen sind derzeit nicht möglich.',
  questionnaireNotCompleted: 'Eine Bewertung ist erst nach Abschluss der Bestellung möglich.',
  questionnaireDone: 'Sie haben diese Bestellung bereits bewertet.',
  itemNotFound: 'Die Position wurde nicht gefunden.',
  itemLocked: (status: OrderStatus) =>
    `Im Status „${STATUS_LABELS[status]}“ kann die Bestellung nicht mehr geändert werden.`,
  noEmail: 'Für diese Bestellung ist keine E-Mail-Adresse hinterlegt.',
  noPhone: 'Für diese Bestellung ist keine Telefonnummer hinterlegt.',
  smsDisabled: 'Der SMS-Versand ist nicht aktiviert.',
  paymentNotCheckable: 'Der Zahlungsstatus kann derzeit nicht geprüft werden.',
  sendFailed: 'Die Nachricht konnte nicht eingereiht werden. Bitte versuchen Sie es erneut.',
  paidOnline:
    'Online-Zahlungen meldet der Zahlungsanbieter; „Bezahlt“ gilt nur für Zahlungen vor Ort.',
  notDeletable: (status: OrderStatus) =>
    `Im Status „${STATUS_LABELS[status]}“ kann die Bestellung nicht gelöscht werden. Nur abgelehnte oder stornierte Bestellungen lassen sich löschen.`,
} as const;

/**
 * Everything after an order is placed that changes it: lifecycle, counter appointments,
 * staff edits, printing, payment state, messages, the customer's actions on the status page.
 * The reads are OrderQueriesService's.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: OrderQueriesService,
    private readonly audit: AuditService,
    private readonly effects: OrderEffects,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly payments: OrderPaymentGateway,
    private readonly printer: OrderPrinter,
    private readonly documents: OrderDocumentService,
    private readonly config: AppConfig,
    private readonly pacing: PacingService,
  ) {}

  // Staff ------------------------------------------------------------------------------

  async changeStatus(
    id: number,
    action: OrderAction,
    body: StatusActionDto,
    ctx: RequestContext,
  ): Promise<Order> {
    const order = await this.mutate(
      id,
      ctx,
      `status:${action}`,
      (current) => {
        const result = transition(current.status, action);
        if (!result.ok) throw ApiError.conflict(result.message);
        if (
          action === 'confirm' &&
          !COUNTER_PAYMENT_METHODS.includes(current.paymentMethod) &&
          !current.isPaid
        ) {
          throw ApiError.conflict(LIFECYCLE_MESSAGES.notPaid);
        }
        current.status = result.status;
        markPreparation(current, this.clock.now());
        if ((action === 'reject' || action === 'cancel') && body.rejectionMessage !== undefined) {
          current.rejectionMessage = body.rejectionMessage?.trim() || null;
        }
      },
      (changed) => {
        // A missed order confirmed after all: the customer was told it will not be made, so
        // the news is that it will („Gute Nachricht: …“), not a plain confirmation.
        if (changed.status === 'confirmed' && changed.isMissed) return ['confirmed-after-missed'];
        const message = MESSAGE_FOR_STATUS[changed.status];
        return message ? [message] : [];
      },
    );
    this.pacing.invalidate(order.branchId);
    await this.effects.publish('order.updated', order, { action });
    return order;
  }

  /**
   * The shop proposes another time (storefront.md §4 Counter appointment). The order stays
   * pending; the customer confirms (→ confirmed, at that time) or rejects (→ canceled) on
   * the status page.
   */
  async proposeCounterAppointment(
    id: number,
    dto: CounterAppointmentDto,
    ctx: RequestContext,
  ): Promise<Order> {
    const at = new Date(dto.counterAppointment);
    const order = await this.mutate(
      id,
      ctx,
      'counter-appointment',
      (current) => {
        if (current.status !== 'pending') {
          throw ApiError.conflict(LIFECYCLE_MESSAGES.counterOnlyPending(current.status));
        }
        if (at.getTime() <= this.clock.now().getTime()) {
          throw ApiError.validation([
            { field: 'counterAppointment', message: LIFECYCLE_MESSAGES.counterInPast },
          ]);
        }
        current.counterAppointment = at;
      },
      () => ['counter-appointment'],
    );
    await this.effects.publish('order.updated', order, { action: 'counter-appointment' });
    return order;
  }

  /**
   * Staff change one line's amount, unit or options; priced with the order's own snapshot. A
   * new unit without an amount converts the line's amount and snaps it (storefront.md §5,
   * as the product overlay does): 12 Stk. Sachertorte become 1 Pkg.
   */
  async updateItem(
    id: number,
    index: number,
    dto: UpdateOrderItemDto,
    ctx: RequestContext,
  ): Promise<Order> {
    const order = await this.mutate(id, ctx, 'update-item', (current) => {
      if (current.status !== 'pending' && current.status !== 'confirmed') {
        throw ApiError.conflict(LIFECYCLE_MESSAGES.itemLocked(current.status));
      }
      const item = current.items[index];
      if (!item) throw ApiError.notFound(LIFECYCLE_MESSAGES.itemNotFound);
      const result = buildItem(
        item.productId,
        item.name,
        item.product,
        {
          amount: dto.amount ?? amountInUnit(item, dto.unit),
          unit: dto.unit ?? item.unit,
          parts: dto.parts ?? item.partValues,
        },
        current.kind,
      );
      if (!result.ok) throw ApiError.validation([{ field: result.field, message: result.message }]);
      const items = [...current.items];
      items[index] = result.item;
      const price = priceItems(items, current.kind, current.deliveryArea);
      assertOrderFits(items, price);
      current.items = items;
      current.totals = totalsOf(price);
      current.totalGrossCents = price.totalGross;
    });
    await this.effects.publish('order.updated', order, { action: 'update-item', index });
    return order;
  }

  /**
   * Online payments: asks the provider again. Counter payments: staff record whether the
   * customer has paid ({ isPaid }).
   */
  async updatePaymentStatus(
    id: number,
    dto: PaymentStatusDto,
    ctx: RequestContext,
  ): Promise<Order> {
    const found = await this.queries.findForStaff(id, ctx);
    const isCounter = COUNTER_PAYMENT_METHODS.includes(found.paymentMethod);
    const fresh = isCounter ? null : await this.payments.refresh(found);
    if (!isCounter && !fresh) throw ApiError.conflict(LIFECYCLE_MESSAGES.paymentNotCheckable);
    if (fresh) return this.applyPaymentState(id, fresh, ctx);
    const order = await this.mutate(id, ctx, 'update-payment-status', (current) => {
      if (dto.isPaid !== undefined) current.isPaid = dto.isPaid;
    });
    await this.effects.publish('order.updated', order, { action: 'update-payment-status' });
    return order;
  }

  /**
   * The payments module reports a provider's state here (webhook or re-check). The first
   * time an online order is paid, the shop hears of it as a new order; a refund or failure
   * is shown to staff and customer.
   */
  async applyPaymentState(
    id: number,
    state: { isPaid: boolean; isFailed: boolean; isRefunded: boolean },
    ctx: RequestContext = { actor: null, ip: '' },
  ): Promise<Order> {
    let newlyPaid = false;
    const order = await this.mutate(id, ctx, 'payment-state', (current) => {
      newlyPaid = state.isPaid && !current.isPaid;
      Object.assign(current, state);
    });
    if (newlyPaid && order.status === 'pending') await this.effects.announceNewOrder(order);
    else await this.effects.publish('order.updated', order, { action: 'payment-state' });
    return order;
  }

  /**
   * PUT /api/orders/{id}: the appointment, the comment and (counter payments) whether it is
   * paid, while the order is not final; audited like every staff write. A new appointment
   * moves the order into that slot: staff may fill a slot beyond its capacity on purpose.
   */
  async edit(id: number, dto: EditOrderDto, ctx: RequestContext): Promise<Order> {
    const order = await this.mutate(id, ctx, 'update', async (current, manager) => {
      if (isFinalStatus(current.status)) {
        throw ApiError.conflict(LIFECYCLE_MESSAGES.itemLocked(current.status));
      }
      if (dto.appointment !== undefined) {
        const at = dto.appointment === null ? null : new Date(dto.appointment);
        current.appointment = at;
        current.slotStart = slotStartOf(at ?? current.createdAt);
        if (current.status === 'pending' && !current.isMissed && current.announcedAt) {
          // The new slot moves alarm and missed with it; a timer already queued for the old
          // time does nothing when it comes early, the sweep fires the new one.
          const branch = await manager
            .getRepository(Branch)
            .findOneOrFail({ where: { id: current.branchId }, loadEagerRelations: false });
          Object.assign(current, escalationDueOf(current, branch, this.config.env));
        }
      }
      if (dto.comment !== undefined) current.comment = dto.comment?.trim() || null;
      if (dto.isPaid !== undefined) {
        if (!COUNTER_PAYMENT_METHODS.includes(current.paymentMethod)) {
          throw ApiError.validation([{ field: 'isPaid', message: LIFECYCLE_MESSAGES.paidOnline }]);
        }
        current.isPaid = dto.isPaid;
      }
    });
    await this.effects.publish('order.updated', order, { action: 'update' });
    return order;
  }

  /**
   * DELETE /api/orders/{id}: only an order that ended without being made (rejected or
   * cancelled); a completed order is the shop's record, an open one is cancelled first.
   */
  async remove(id: number, ctx: RequestContext): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.locked(manager, { id });
      if (!order || (ctx.actor && !canAccessBranch(ctx.actor, order.branchId))) {
        throw ApiError.notFound(ORDER_MESSAGES.notFound);
      }
      if (!isDeletableOrderStatus(order.status)) {
        throw ApiError.conflict(LIFECYCLE_MESSAGES.notDeletable(order.status));
      }
      await manager.getRepository(Order).delete({ id: order.id });
      await this.audit.record(
        ctx,
        { action: 'delete', entity: 'orders', entityId: order.id, before: order },
        manager,
      );
    });
  }

  /**
   * A staff write: the order re-read and locked inside the transaction, the change, the
   * audit entry — all committed together. One change of one order under a row lock, audited. `messages` names the mails and SMS
   * the change sets off; they are written into the outbox of the same transaction and
   * handed on after the commit.
   */
  private async mutate(
    id: number,
    ctx: RequestContext,
    action: string,
    change: (order: Order, manager: EntityManager) => void | Promise<void>,
    messages?: (order: Order) => readonly OrderMessageKind[],
  ): Promise<Order> {
    let notified = false;
    // Read before the row lock: nothing inside the transaction may wait for another connection.
    const config = messages ? await this.settings.get() : null;
    const changed = await this.dataSource.transaction(async (manager) => {
      const order = await this.locked(manager, { id });
      if (!order || (ctx.actor && !canAccessBranch(ctx.actor, order.branchId))) {
        throw ApiError.notFound(ORDER_MESSAGES.notFound);
      }
      const before = structuredClone(order);
      await change(order, manager);
      await manager.getRepository(Order).save(order);
      await this.audit.record(
        ctx,
        { action, entity: 'orders', entityId: order.id, before, after: order },
        manager,
      );
      order.branch = await manager
        .getRepository(Branch)
        .findOneOrFail({ where: { id: order.branchId }, loadEagerRelations: false });
      const kinds = messages && config ? messages(order) : [];
      if (config) await this.effects.notifyInTransaction(order, kinds, manager, config);
      notified = kinds.length > 0;
      return order;
    });
    if (notified) await this.effects.flushOutbox();
    return changed;
  }

  /** Reads one order for update: a row lock on MariaDB; SQLite has one writer anyway. */
  private async locked(manager: EntityManager, where: { id: number } | { uid: string }) {
    const type = manager.connection.options.type;
    const lock = type === 'mysql' || type === 'mariadb';
    return manager.getRepository(Order).findOne({
      where,
      loadEagerRelations: false,
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  // Customer (uid + hash) --------------------------------------------------------------

  async confirmCounterAppointment(uid: string, hash: string, ctx: RequestContext): Promise<Order> {
    const order = await this.customerMutate(
      uid,
      hash,
      ctx,
      'confirm-counter-appointment',
      (current) => {
        if (current.status !== 'pending' || !current.counterAppointment) {
          throw ApiError.conflict(LIFECYCLE_MESSAGES.noCounterAppointment);
        }
        current.appointment = current.counterAppointment;
        current.status = 'confirmed';
        markPreparation(current, this.clock.now());
      },
      ['confirmed'],
    );
    await this.effects.publish('order.updated', order, { action: 'confirm-counter-appointment' });
    return order;
  }

  async rejectCounterAppointment(uid: string, hash: string, ctx: RequestContext): Promise<Order> {
    const order = await this.customerMutate(
      uid,
      hash,
      ctx,
      'reject-counter-appointment',
      (current) => {
        if (current.status !== 'pending' || !current.counterAppointment) {
          throw ApiError.conflict(LIFECYCLE_MESSAGES.noCounterAppointment);
        }
        current.status = 'canceled';
      },
      ['canceled'],
    );
    await this.effects.publish('order.updated', order, { action: 'reject-counter-appointment' });
    return order;
  }

  /** Four ratings 1–5 and a comment, once per order, after it is completed. */
  async questionnaire(
    uid: string,
    hash: string,
    dto: QuestionnaireDto,
    ctx: RequestContext,
  ): Promise<Order> {
    if (!(await this.settings.get()).enablePluginOrderReviews) {
      throw ApiError.conflict(LIFECYCLE_MESSAGES.questionnaireDisabled);
    }
    const order = await this.customerMutate(uid, hash, ctx, 'questionnaire', (current) => {
      if (current.questionnaireAt) throw ApiError.conflict(LIFECYCLE_MESSAGES.questionnaireDone);
      if (current.status !== 'completed') {
        throw ApiError.conflict(LIFECYCLE_MESSAGES.questionnaireNotCompleted);
      }
      current.rating = dto.rating;
      current.foodRating = dto.foodRating;
      current.serviceRating = dto.serviceRating;
      current.processRating = dto.processRating;
      current.questionnaireComment = dto.comment?.trim() || null;
      current.questionnaireAt = this.clock.now();
    });
    await this.effects.publish('order.updated', order, { action: 'questionnaire' });
    return order;
  }

  private async customerMutate(
    uid: string,
    hash: string,
    ctx: RequestContext,
    action: string,
    change: (order: Order) => void,
    messages: readonly OrderMessageKind[] = [],
  ): Promise<Order> {
    const { id } = await this.queries.findPublic(uid, hash);
    return this.mutate(
      id,
      { ...ctx, actor: null },
      action,
      change,
      messages.length ? () => messages : undefined,
    );
  }
}

/** The line's amount in another of its product's units (converted, snapped), else as it is. */
function amountInUnit(item: Order['items'][number], unit: string | undefined): number {
  if (!unit || unit === item.unit) return item.amount;
  try {
    return changeUnit(item.product, item.amount, item.unit, unit);
  } catch {
    // A unit the product does not offer: buildItem refuses it with its German message.
    return item.amount;
  }
}
