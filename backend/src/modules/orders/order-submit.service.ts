import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  ONLINE_PAYMENT_METHODS,
  PaymentMethod,
  busyExtraMinutesAt,
  formatTime,
  kitchenCanMake,
} from '@bestellwerk/domain';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { Config, SettingsService } from '../settings';
import { Clock } from './clock';
import { CreateOrderDto } from './dto/create-order.dto';
import { Order } from './entities/order.entity';
import { OrderDocumentService } from './order-document.service';
import { CheckedDraft, OrderDraftChecker } from './order-draft-check';
import { PacingService } from './pacing.service';
import { OrderEffects } from './order-effects.service';
import { assertOrderFits, priceItems } from './order-items';
import { ORDER_MESSAGES } from './contracts/order-labels';
import { OrderPaymentGateway } from './contracts/order-payments';
import {
  OrderPlacement,
  PlacementRequest,
  SubmitResult,
  orderByIdempotencyKey,
} from './order-placement';
import { OrderThrottle } from './order-throttle.service';

const IDEMPOTENCY_KEY_MAX = 255;

/** SHA-256 of a JSON value with sorted keys: equal drafts give equal hashes. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as object)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * POST /api/orders: every rule of storefront.md §4/§5 checked again on the server with
 * libs/domain (OrderDraftChecker), every price computed here, and the order written in one
 * transaction that also takes its ticket number and its place in the kitchen's slot
 * (OrderPlacement).
 */
@Injectable()
export class OrderSubmitService {
  private readonly logger = new Logger(OrderSubmitService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly payments: OrderPaymentGateway,
    private readonly effects: OrderEffects,
    private readonly documents: OrderDocumentService,
    private readonly checker: OrderDraftChecker,
    private readonly throttle: OrderThrottle,
    private readonly placement: OrderPlacement,
    private readonly pacing: PacingService,
  ) {}

  async submit(
    dto: CreateOrderDto,
    idempotencyKey: string | undefined,
    ip = '',
  ): Promise<SubmitResult> {
    const key = idempotencyKey?.trim() || null;
    if (key && key.length > IDEMPOTENCY_KEY_MAX) {
      throw ApiError.validation([
        { field: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyInvalid },
      ]);
    }
    const bodyHash = requestHash(dto);
    if (key) {
      const earlier = await orderByIdempotencyKey(this.dataSource.manager, key, bodyHash);
      if (earlier) return { order: earlier, created: false };
    }

    // The draft's reads and checks run while the throttle counts (they write nothing); a
    // refused address still gets its 429 first.
    const prepared = this.prepare(dto);
    prepared.catch(() => undefined);
    const reserved = await this.throttle.reserveOrder(ip, key);
    let placed: SubmitResult & { config: Config };
    try {
      const { config, request } = await prepared;
      placed = { ...(await this.placement.write({ ...request, key, bodyHash })), config };
    } catch (error) {
      // A parallel repeat of this key may have placed the order meanwhile: the place is its.
      if (reserved && !(key && (await this.throttle.hasOrderFor(key)))) {
        await this.throttle.releaseOrder(ip, key);
      }
      throw error;
    }
    // The key's order exists (placed by a parallel repeat): the place this submit holds is
    // that order's, so it is kept.
    if (!placed.created) return { order: placed.order, created: false };

    // Committed: from here on nothing may turn the 201 into an error.
    const order = placed.order;
    void this.pacing.placed(order, this.clock.now());
    if (ONLINE_PAYMENT_METHODS.includes(order.paymentMethod)) {
      // The shop hears of an online order once it is paid (OrdersService.applyPaymentState).
      // A failed start calls the order off and answers an error: nothing was announced.
      order.paymentRedirectUrl = await this.startPayment(order, placed.config);
      return { order, created: true };
    }
    // Not awaited: the outbox is committed, and handing it on (batched with the orders of
    // the same moment) and the live event are no part of the answer. Never throws.
    void this.effects.announced(order);
    return { order, created: true };
  }

  /**
   * Settings read once, every rule checked, the announcement prepared: all before the
   * transaction, so that inside it (under the branch lock) nothing reads or waits for another
   * connection, and the transaction itself runs only the statements that must be serialised
   * plus the writes.
   */
  private async prepare(dto: CreateOrderDto): Promise<{
    config: Config;
    request: Omit<PlacementRequest, 'key' | 'bodyHash'>;
  }> {
    const now = this.clock.now();
    const config = await this.settings.get();
    // The branch's printers are read while the draft is checked (a read of its own, at
    // once); an order that turns out online or invalid just does not use them.
    const online = (method?: PaymentMethod) => !!method && ONLINE_PAYMENT_METHODS.includes(method);
    const early = online(dto.paymentMethod)
      ? null
      : this.effects.prepareAnnouncement(dto.branch.id, config);
    early?.catch(() => undefined);
    const checked = await this.checker.check(dto, config, now);
    const price = priceItems(checked.items, checked.kind, checked.area);
    assertOrderFits(checked.items, price);
    const pacing = await this.pace(checked, now);
    // Counter payments: the shop's jobs commit with the order (the outbox). Online
    // payments: once paid (OrdersService.applyPaymentState).
    const announce = online(checked.paymentMethod)
      ? null
      : await (early ?? this.effects.prepareAnnouncement(checked.branch.id, config));
    return { config, request: { dto, checked, price, now, announce, pacing } };
  }

  /**
   * The kitchen's promise for this order (issue 36): a chosen time it cannot make is
   * refused; „so bald wie möglich“ is promised for when the queue allows. Before the
   * transaction, from memory (PacingService); quotations are not cooked.
   */
  private async pace(checked: CheckedDraft, now: Date) {
    if (checked.isQuotation) return undefined;
    const products = await this.checker.productsOf(checked);
    const { promise, prepMinutes } = await this.pacing.promise({
      branch: checked.branch,
      products,
      leadTimeMinutes: checked.leadTimeMinutes,
      now,
      // Busy mode („Viel los“): on top of the kitchen's own promise, as the checkout adds it.
      extraMinutes: busyExtraMinutesAt(checked.branch, now),
    });
    if (
      checked.appointment &&
      !checked.isPreorder &&
      !kitchenCanMake(checked.appointment, promise, now)
    ) {
      const tz = checked.branch.timezone || 'Europe/Vienna';
      throw ApiError.validation([
        {
          field: 'appointmentDate',
          message: ORDER_MESSAGES.kitchenTooEarly(`${formatTime(promise.earliest, tz)} Uhr`),
        },
      ]);
    }
    const promisedReadyAt =
      checked.appointment && checked.appointment.getTime() > promise.earliest.getTime()
        ? checked.appointment
        : promise.earliest;
    return { prepMinutes, promisedReadyAt };
  }

  /**
   * Starts the online payment of a placed order. If the provider cannot be reached the
   * order is called off (nothing was paid, its slot is free again) and the customer is
   * asked to try again.
   */
  private async startPayment(order: Order, config: Config): Promise<string> {
    const repo = this.dataSource.getRepository(Order);
    try {
      const { redirectUrl } = await this.payments.start(
        order,
        await this.documents.forOrder(order, undefined, config),
      );
      await repo.update(order.id, { paymentRedirectUrl: redirectUrl });
      return redirectUrl;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.logger.error(
        `Bestellung ${order.id}: Zahlung nicht gestartet: ${error instanceof Error ? error.message : String(error)}`,
      );
      await repo.update(order.id, {
        status: 'canceled',
        isFailed: true,
        rejectionMessage: ORDER_MESSAGES.paymentStartFailed,
      });
      throw new ApiError(HttpStatus.BAD_GATEWAY, [
        { field: 'paymentMethod', message: ORDER_MESSAGES.paymentStartFailed },
      ]);
    }
  }
}
