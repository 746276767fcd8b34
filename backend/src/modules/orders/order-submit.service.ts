import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  APPOINTMENT_CLOSED_MESSAGE,
  APPOINTMENT_REQUIRED_MESSAGE,
  APPOINTMENT_WINDOW_DAYS,
  CLOSED_BANNER_TEXT,
  NO_DELIVERY_ERROR_TEXT,
  OrderType,
  PREORDER_LATER_TEXT,
  appointmentError,
  appointmentHours,
  branchOpen,
  deliveryOpen,
  formatDate,
  formatTime,
  isBelowMinimumOrderValue,
  isOrderable,
  longestLeadTime,
  minimumOrderValueText,
  orderSlots,
  phoneError,
  normalisePhone,
  toLocal,
  windowsForDay,
  zonedDateTime,
  contactRequirements,
  isUploadPart,
  isPaymentAllowed,
  ONLINE_PAYMENT_METHODS,
} from '@bestellwerk/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { JobQueue } from '../jobs/job-queue';
import { Menu } from '../catalog/entities/menu.entity';
import { Upload } from '../media/entities/upload.entity';
import { Product } from '../catalog/entities/product.entity';
import { Donatee } from '../customers/entities/donatee.entity';
import { Branch } from '../organisation/entities/branch.entity';
import { DiningTable } from '../organisation/entities/dining-table.entity';
import { Config, SettingsService } from '../settings/settings.service';
import { Clock } from './clock';
import { CreateOrderDto } from './dto/create-order.dto';
import { Order } from './entities/order.entity';
import { PaymentMethod } from './order-document';
import { OrderDocumentService } from './order-document.service';
import { OrderEffects } from './order-effects.service';
import { assertOrderFits, buildItem, priceItems, productSnapshot } from './order-items';
import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS, requiredMessage } from './order-labels';
import { OrderPaymentGateway } from './order-payments';
import { sameSecret } from './same-secret';
import type { DeliveryAreaSnapshot, OrderItemSnapshot } from './order-snapshot';
import { totalsOf } from './order-snapshot';

export const SLOT_MINUTES = 15;
/** Orders one address may place in a window: a family or an office, not a script. */
export const ORDER_RATE = { limit: 20, windowSeconds: 10 * 60 };
export const orderRateKey = (ip: string) => `order-rate:${ip}`;
/** Marks an Idempotency-Key of an address as counted (hashed: keys may be 255 characters). */
const orderKeyMarker = (ip: string, key: string) =>
  `order-key:${ip}:${createHash('sha256').update(key).digest('hex')}`;
const SLOT_MS = SLOT_MINUTES * 60_000;
const IDEMPOTENCY_KEY_MAX = 255;

/** Start of the 15-minute kitchen slot an instant lies in. */
export const slotStartOf = (at: Date) => new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);

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

const ONLINE_METHODS = ONLINE_PAYMENT_METHODS;
/** The public address of a customer upload, as the storefront puts it into a part. */
const UPLOAD_PATH = /^\/upload\/([A-Za-z0-9_-]{8,64})\/(\d{1,10})-\d{1,10}\.[a-z0-9]{1,8}$/;

/** Global switch (config) and branch flag of each payment method. */
const blank = (value: string | null | undefined) => !value || value.trim() === '';
const clean = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

interface Checked {
  branch: Branch;
  kind: OrderType;
  items: OrderItemSnapshot[];
  area: DeliveryAreaSnapshot | null;
  table: DiningTable | null;
  donatee: Donatee | null;
  appointment: Date | null;
  isPreorder: boolean;
  isQuotation: boolean;
  paymentMethod: PaymentMethod;
}

export interface SubmitResult {
  order: Order;
  /** false when an Idempotency-Key repeat returned the order placed before. */
  created: boolean;
}

/**
 * POST /api/orders: every rule of storefront.md §4/§5 checked again on the server with
 * libs/domain, every price computed here, and the order written in one transaction that
 * also takes its ticket number and its place in the kitchen's slot.
 */
@Injectable()
export class OrderSubmitService {
  private readonly logger = new Logger(OrderSubmitService.name);

  private sqliteTurn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly payments: OrderPaymentGateway,
    private readonly effects: OrderEffects,
    private readonly documents: OrderDocumentService,
    private readonly kv: KeyValueStore,
    private readonly jobs: JobQueue,
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
      const earlier = await this.byIdempotencyKey(this.dataSource.manager, key, bodyHash);
      if (earlier) return { order: earlier, created: false };
    }

    const reserved = await this.reserveOrder(ip, key);
    let placed: SubmitResult & { config: Config };
    try {
      placed = await this.placeChecked(dto, key, bodyHash);
    } catch (error) {
      // A parallel repeat of this key may have placed the order meanwhile: the place is its.
      if (reserved && !(key && (await this.hasOrderFor(key)))) await this.releaseOrder(ip, key);
      throw error;
    }
    // The key's order exists (placed by a parallel repeat): the place this submit holds is
    // that order's, so it is kept.
    if (!placed.created) return { order: placed.order, created: false };

    // Committed: from here on nothing may turn the 201 into an error.
    const order = placed.order;
    if (ONLINE_METHODS.includes(order.paymentMethod)) {
      // The shop hears of an online order once it is paid (OrdersService.applyPaymentState).
      // A failed start calls the order off and answers an error: nothing was announced.
      order.paymentRedirectUrl = await this.startPayment(order, placed.config);
      return { order, created: true };
    }
    await this.effects.announced(order);
    return { order, created: true };
  }

  /**
   * Settings read once, every rule checked, the announcement prepared: all before the
   * transaction, so that inside it (under the branch lock) nothing reads or waits for another
   * connection, and the transaction itself runs only the statements that must be serialised
   * plus the writes.
   */
  private async placeChecked(
    dto: CreateOrderDto,
    key: string | null,
    bodyHash: string,
  ): Promise<SubmitResult & { config: Config }> {
    const now = this.clock.now();
    const config = await this.settings.get();
    const checked = await this.check(dto, config, now);
    const price = priceItems(checked.items, checked.kind, checked.area);
    assertOrderFits(checked.items, price);
    // Counter payments: the shop's jobs commit with the order (the outbox). Online
    // payments: once paid (OrdersService.applyPaymentState).
    const announce = ONLINE_METHODS.includes(checked.paymentMethod)
      ? null
      : await this.effects.prepareAnnouncement(checked.branch.id, config);
    const write = () =>
      this.serialised(() =>
        this.dataSource.transaction(async (manager) => {
          const placed = await this.place(manager, dto, checked, price, now, key, bodyHash);
          if (placed.created && announce) {
            await this.jobs.addManyInTransaction(manager, announce(placed.order));
          }
          return placed;
        }),
      );
    try {
      // InnoDB rolled a deadlock victim back whole: once more is safe, and likely to pass
      // (the other transaction holds the branch now). A second one answers 503.
      const result = await write().catch((error: unknown) => {
        if (!isDeadlock(error)) throw error;
        this.logger.warn('Bestellung nach einem Deadlock wiederholt.');
        return write();
      });
      return { ...result, config };
    } catch (error) {
      // Two submits with one key at the same moment: the unique index let one through.
      if (key && isUniqueViolation(error)) {
        const earlier = await this.byIdempotencyKey(this.dataSource.manager, key, bodyHash);
        if (earlier) return { order: earlier, created: false, config };
      }
      throw error;
    }
  }

  /**
   * Upload parts carry the addresses of files the customer uploaded before ordering
   * (/upload/{publicHash}/{id}-{version}.{ext}): each must name an existing upload with
   * that secret, so an order never points at a file that is not there.
   */
  private async checkUploads(
    manager: EntityManager,
    items: CreateOrderDto['items'],
    products: Map<number, Product>,
    fail: (message: string, field?: string) => void,
  ): Promise<void> {
    const wanted: { field: string; part: string; id: number; hash: string; file: string }[] = [];
    items.forEach((input, index) => {
      const parts = products.get(input.product.id)?.config?.parts ?? [];
      parts.forEach((part, partIndex) => {
        if (!isUploadPart(part.type)) return;
        const value = input.parts?.[partIndex];
        for (const file of Array.isArray(value) ? value : []) {
          const match = UPLOAD_PATH.exec(String(file));
          wanted.push({
            field: `items.${index}.parts`,
            part: part.name,
            id: match ? Number(match[2]) : 0,
            hash: match?.[1] ?? '',
            file: String(file),
          });
        }
      });
    });
    if (!wanted.length) return;
    const ids = [...new Set(wanted.map((entry) => entry.id).filter((id) => id > 0))];
    const uploads = ids.length
      ? await manager.getRepository(Upload).find({ where: { id: In(ids) } })
      : [];
    const known = new Map(uploads.map((upload) => [upload.id, upload]));
    for (const entry of wanted) {
      const upload = known.get(entry.id);
      if (!upload || !sameSecret(upload.publicHash, entry.hash)) {
        fail(ORDER_MESSAGES.uploadMissing(entry.part), entry.field);
      }
    }
  }

  /**
   * The order throttle, atomic: the count is raised first and the answer compared, so
   * parallel submits from one address cannot all pass a check made before any of them
   * counted. Only placed orders count: a submit that is refused (a validation error, a full
   * slot) or repeats an earlier one gives its place back. If the counter store is away, the
   * order is taken unthrottled (logged): a Redis outage must not stop the lunch rush, and
   * the order itself depends only on the database. Returns whether a place was reserved.
   */
  private async reserveOrder(ip: string, idempotencyKey: string | null): Promise<boolean> {
    const key = orderRateKey(ip);
    let count: number;
    try {
      // A submit repeated with its Idempotency-Key while the first is still under way (a
      // retry after a timeout, a double tap) is the same order: only the first counts.
      if (idempotencyKey) {
        const marker = orderKeyMarker(ip, idempotencyKey);
        const seen = await this.kv.incrementWithTtl(marker, ORDER_RATE.windowSeconds);
        if (seen.count > 1) return false;
      }
      count = await this.kv.increment(key, ORDER_RATE.windowSeconds);
    } catch (error) {
      this.logger.warn(`Bestelllimit nicht geprüft (${ip}): ${errorText(error)}`);
      return false;
    }
    if (count <= ORDER_RATE.limit) return true;
    await this.releaseOrder(ip, idempotencyKey);
    const ttl = await this.kv.ttl(key).catch(() => null);
    const seconds = ttl !== null && ttl > 0 ? ttl : ORDER_RATE.windowSeconds;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw ApiError.tooManyRequests(ORDER_MESSAGES.tooManyOrders(minutes));
  }

  /**
   * Gives a reserved place back; a failure only leaves the address one order stricter. The
   * key's marker goes too: the corrected retry of a refused draft counts again, so a refused
   * first attempt never opens an unthrottled second one.
   */
  private async releaseOrder(ip: string, idempotencyKey: string | null): Promise<void> {
    try {
      await this.kv.decrement(orderRateKey(ip));
      if (idempotencyKey) await this.kv.delete(orderKeyMarker(ip, idempotencyKey));
    } catch (error) {
      this.logger.warn(`Bestelllimit nicht zurückgesetzt (${ip}): ${errorText(error)}`);
    }
  }

  private async hasOrderFor(idempotencyKey: string): Promise<boolean> {
    return this.dataSource
      .getRepository(Order)
      .exists({ where: { idempotencyKey } })
      .catch(() => false);
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

  /**
   * On SQLite, TypeORM runs every transaction of the process on its one connection, so two
   * submits at once would interleave inside one transaction: they take turns here instead.
   * MariaDB needs no such help (the branch row lock in place() serialises them).
   */
  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const type = this.dataSource.options.type;
    if (type === 'mysql' || type === 'mariadb') return work();
    const run = this.sqliteTurn.then(work, work);
    this.sqliteTurn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async byIdempotencyKey(
    manager: EntityManager,
    key: string,
    bodyHash: string,
  ): Promise<Order | null> {
    const earlier = await manager.getRepository(Order).findOne({
      where: { idempotencyKey: key },
      relations: { branch: true },
      loadEagerRelations: false,
    });
    if (!earlier) return null;
    if (earlier.requestHash !== bodyHash) {
      throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, [
        { field: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyMismatch },
      ]);
    }
    return earlier;
  }

  /** Everything that can be checked before writing; all problems reported at once. */
  private async check(dto: CreateOrderDto, config: Config, now: Date): Promise<Checked> {
    const manager = this.dataSource.manager;
    // A query builder's getOne: findOne with a relation would first look up the id alone.
    const branch = await manager
      .getRepository(Branch)
      .createQueryBuilder('branch')
      .leftJoinAndSelect('branch.deliveryAreas', 'area')
      .where('branch.id = :id', { id: dto.branch.id })
      .getOne();
    if (!branch || !branch.isPublic) {
      throw ApiError.validation([{ field: 'branch', message: ORDER_MESSAGES.branchNotFound }]);
    }
    const errors: ApiErrorEntry[] = [];
    const fail = (message: string, field?: string) => errors.push({ field, message });
    const tz = branch.timezone || 'Europe/Vienna';
    const kind: OrderType = dto.isDelivery ? 'delivery' : dto.isDineIn ? 'dine-in' : 'takeaway';
    const offered =
      kind === 'delivery'
        ? branch.isDeliveryEnabled
        : kind === 'dine-in'
          ? branch.isDineInEnabled
          : branch.isTakeawayEnabled;
    if (!offered)
      fail(ORDER_MESSAGES.kindNotOffered, kind === 'dine-in' ? 'isDineIn' : 'isDelivery');

    // Appointment ---------------------------------------------------------------------
    let appointment: Date | null = null;
    const wished = blank(dto.appointmentDate) ? dto.appointment : dto.appointmentDate;
    if (!blank(wished)) {
      const parsed = parseAppointment(wished!, tz);
      if (Number.isNaN(parsed.getTime()))
        fail(ORDER_MESSAGES.invalidAppointment, 'appointmentDate');
      else appointment = parsed;
    }

    // Items ---------------------------------------------------------------------------
    const items = dto.items ?? [];
    if (items.length === 0) fail(ORDER_MESSAGES.emptyCart, 'items');
    const productIds = [...new Set(items.map((item) => item.product.id))];
    const products = productIds.length
      ? await manager.getRepository(Product).find({
          where: { id: In(productIds) },
          loadEagerRelations: false,
        })
      : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    const orderableAt = appointment ?? now;
    const inMenu = await this.orderableInBranch(manager, branch.id, productIds, orderableAt, tz);
    const built: OrderItemSnapshot[] = [];
    items.forEach((input, index) => {
      const product = byId.get(input.product.id);
      const field = `items.${index}`;
      if (!product)
        return fail(ORDER_MESSAGES.productMissing(input.product.id), `${field}.product`);
      const availability = inMenu.get(product.id);
      if (!availability)
        return fail(ORDER_MESSAGES.productNotInMenu(product.name), `${field}.product`);
      if (!availability.orderable || !isOrderable(product, orderableAt, tz)) {
        return fail(ORDER_MESSAGES.productNotOrderable(product.name), `${field}.product`);
      }
      const result = buildItem(
        product.id,
        product.name,
        productSnapshot(product),
        { amount: input.amount, unit: input.unit, parts: input.parts ?? [] },
        kind,
      );
      if (!result.ok) return fail(result.message, `${field}.${result.field}`);
      built.push(result.item);
    });
    await this.checkUploads(manager, items, byId, fail);

    // Delivery area and minimum -------------------------------------------------------
    let area: DeliveryAreaSnapshot | null = null;
    if (kind === 'delivery') {
      if (!dto.deliveryArea) fail(ORDER_MESSAGES.areaRequired, 'deliveryArea');
      else {
        const found = (branch.deliveryAreas ?? []).find(
          (candidate) => candidate.id === dto.deliveryArea!.id,
        );
        if (!found) fail(ORDER_MESSAGES.areaForeign, 'deliveryArea');
        else
          area = {
            id: found.id,
            area: found.area,
            price: Number(found.price ?? 0),
            tax: Number(found.tax ?? 0),
            free: found.free,
            freeFromOrderValue: found.freeFromOrderValue,
            minimumOrderValue: found.minimumOrderValue,
          };
      }
    }
    if (area && built.length === items.length && items.length > 0) {
      const price = priceItems(built, kind, area);
      if (isBelowMinimumOrderValue(price) && price.minimumOrderValue !== null) {
        fail(minimumOrderValueText(price.minimumOrderValue, config.currency), 'deliveryArea');
      }
    }

    // Open, preorder, quotation, appointment ------------------------------------------
    const isQuotation = branch.isQuotationRequired;
    const local = toLocal(now, tz);
    const beforeOrderable = !!branch.orderableFrom && local.time < branch.orderableFrom;
    const openNow =
      !beforeOrderable &&
      (kind === 'delivery' ? deliveryOpen(branch, now, tz) : branchOpen(branch, now, tz));
    const closedText = kind === 'delivery' ? NO_DELIVERY_ERROR_TEXT : CLOSED_BANNER_TEXT;
    const leadTime = longestLeadTime(products.filter((product) => productIds.includes(product.id)));
    const hours = appointmentHours(branch, kind);
    if (!openNow && !isQuotation && !branch.isPreorderEnabled) {
      fail(closedText, appointment ? 'appointmentDate' : undefined);
    } else if (!appointment) {
      if (branch.isAppointmentRequired) fail(APPOINTMENT_REQUIRED_MESSAGE, 'appointmentDate');
      else if (!openNow && !isQuotation)
        fail(`${closedText} ${PREORDER_LATER_TEXT}`, 'appointmentDate');
      else if (leadTime > 0) fail(ORDER_MESSAGES.leadTimeNeedsAppointment, 'appointmentDate');
    } else {
      const slotOptions = {
        rules: hours,
        timeZone: tz,
        now,
        leadTimeMinutes: leadTime,
        days: APPOINTMENT_WINDOW_DAYS,
      };
      const closedError = appointmentError({ branch, orderType: kind, appointment, timeZone: tz });
      if (appointment.getTime() < now.getTime())
        fail(ORDER_MESSAGES.appointmentPast, 'appointmentDate');
      else if (closedError) fail(closedError, 'appointmentDate');
      else {
        const day = toLocal(appointment, tz).date;
        const offeredWindow = windowsForDay(slotOptions, day).some(
          (window) =>
            window.start.getTime() <= appointment!.getTime() &&
            appointment!.getTime() < window.end.getTime(),
        );
        if (!offeredWindow) {
          const first = orderSlots(slotOptions).next();
          if (first.done) fail(APPOINTMENT_CLOSED_MESSAGE, 'appointmentDate');
          else if (appointment.getTime() < first.value.getTime()) {
            fail(
              ORDER_MESSAGES.leadTooEarly(
                `am ${formatDate(first.value, tz)} um ${formatTime(first.value, tz)} Uhr`,
              ),
              'appointmentDate',
            );
          } else if (
            day > toLocal(new Date(now.getTime() + APPOINTMENT_WINDOW_DAYS * 86_400_000), tz).date
          ) {
            fail(ORDER_MESSAGES.appointmentTooFar, 'appointmentDate');
          } else fail(APPOINTMENT_CLOSED_MESSAGE, 'appointmentDate');
        }
      }
    }

    // Contact fields per branch flags ------------------------------------------------
    const {
      email: emailRequired,
      phone: phoneRequired,
      address: addressRequired,
      isContactHidden: contactHidden,
    } = contactRequirements(branch, kind);
    const required: (keyof CreateOrderDto)[] = [];
    if (!contactHidden) required.push('firstName', 'lastName');
    if (dto.isCompany) required.push('companyName');
    if (emailRequired) required.push('email');
    if (phoneRequired) required.push('phone');
    // Country is not among them: left out, it is AT (storefront.md §3 Order draft).
    if (addressRequired) required.push('street', 'zipCode', 'city');
    if (kind === 'delivery' && dto.isDeliveryAddressDifferent) {
      required.push(
        'deliveryFirstName',
        'deliveryLastName',
        'deliveryStreet',
        'deliveryZipCode',
        'deliveryCity',
      );
      if (dto.isDeliveryCompany) required.push('deliveryCompanyName');
    }
    for (const field of required) {
      if (blank(dto[field] as string | null | undefined)) fail(requiredMessage(field), field);
    }
    const phoneProblem = phoneError(dto.phone);
    if (phoneProblem) fail(phoneProblem, 'phone');

    // Table, donatee ------------------------------------------------------------------
    let table: DiningTable | null = null;
    if (kind === 'dine-in') {
      if (dto.table) {
        table = await manager.getRepository(DiningTable).findOne({
          where: { id: dto.table.id, branch: { id: branch.id } },
          loadEagerRelations: false,
        });
        if (!table) fail(ORDER_MESSAGES.tableForeign, 'table');
      } else if (branch.isTableSelectionEnabled) fail(ORDER_MESSAGES.tableRequired, 'table');
    }
    let donatee: Donatee | null = null;
    if (dto.donatee) {
      donatee = await manager.getRepository(Donatee).findOneBy({ id: dto.donatee.id });
      if (!donatee || !donatee.isEnabled || !config.enablePluginDonations) {
        fail(ORDER_MESSAGES.donateeUnavailable, 'donatee');
      }
    }

    // Terms and privacy ---------------------------------------------------------------
    if (dto.legalInstructions !== true) fail(ORDER_MESSAGES.legalInstructions, 'legalInstructions');
    if (dto.privacyPolicy !== true) fail(ORDER_MESSAGES.privacyPolicy, 'privacyPolicy');

    // Payment -------------------------------------------------------------------------
    const paymentMethod: PaymentMethod = dto.paymentMethod ?? 'cash';
    const label = PAYMENT_METHOD_LABELS[paymentMethod];
    if (!isPaymentAllowed(paymentMethod, config, branch)) {
      fail(ORDER_MESSAGES.paymentUnavailable(label), 'paymentMethod');
    } else if (ONLINE_METHODS.includes(paymentMethod) && isQuotation) {
      fail(ORDER_MESSAGES.quotationOnlinePayment, 'paymentMethod');
    } else if (
      ONLINE_METHODS.includes(paymentMethod) &&
      !this.payments.isAvailable(paymentMethod)
    ) {
      fail(ORDER_MESSAGES.onlinePaymentUnavailable(label), 'paymentMethod');
    }

    if (errors.length) throw ApiError.validation(errors);
    return {
      branch,
      kind,
      items: built,
      area,
      table,
      donatee,
      appointment,
      isPreorder: !openNow && !isQuotation,
      isQuotation,
      paymentMethod,
    };
  }

  /**
   * Products of the cart found in a menu of the branch that is in effect, and whether one of
   * their categories there can be ordered at the moment.
   */
  private async orderableInBranch(
    manager: EntityManager,
    branchId: number,
    productIds: number[],
    at: Date,
    tz: string,
  ): Promise<Map<number, { orderable: boolean }>> {
    const found = new Map<number, { orderable: boolean }>();
    if (productIds.length === 0) return found;
    const menus = await manager
      .getRepository(Menu)
      .createQueryBuilder('menu')
      .innerJoin('menu.branches', 'branch', 'branch.id = :branchId', { branchId })
      // Inner joins: one row per menu, entry and product of the cart, not per entry of the
      // menu times its products.
      .innerJoinAndSelect('menu.entries', 'entry')
      .innerJoinAndSelect('entry.products', 'item', 'item.productId IN (:...productIds)', {
        productIds,
      })
      .leftJoinAndSelect('entry.category', 'category')
      .where('menu.isEnabled = :enabled', { enabled: true })
      .getMany();
    for (const menu of menus) {
      if (menu.availableFrom && new Date(menu.availableFrom).getTime() > at.getTime()) continue;
      for (const entry of menu.entries ?? []) {
        const orderable = !!entry.category && isOrderable(entry.category, at, tz);
        for (const item of entry.products ?? []) {
          const previous = found.get(item.productId);
          found.set(item.productId, { orderable: (previous?.orderable ?? false) || orderable });
        }
      }
    }
    return found;
  }

  /**
   * The write, serialised per branch: the branch row is locked first (MariaDB; SQLite runs
   * one writer at a time anyway), so the slot count and the next ticket number seen here
   * cannot change before this transaction commits. The lock is the first statement, so
   * InnoDB's snapshot for the reads below is taken after it.
   */
  private async place(
    manager: EntityManager,
    dto: CreateOrderDto,
    checked: Checked,
    price: ReturnType<typeof priceItems>,
    now: Date,
    key: string | null,
    bodyHash: string,
  ): Promise<SubmitResult> {
    const { branch } = checked;
    const locking =
      manager.connection.options.type === 'mysql' || manager.connection.options.type === 'mariadb';
    const query = manager
      .getRepository(Branch)
      .createQueryBuilder('branch')
      .select(['branch.id', 'branch.maxOrdersPerSlot', 'branch.timezone'])
      .where('branch.id = :id', { id: branch.id });
    const locked = await (locking ? query.setLock('pessimistic_write') : query).getOneOrFail();

    if (key) {
      const earlier = await this.byIdempotencyKey(manager, key, bodyHash);
      if (earlier) return { order: earlier, created: false };
    }

    const slotStart = slotStartOf(checked.appointment ?? now);
    const repo = manager.getRepository(Order);
    const ticketDate = toLocal(now, locked.timezone || 'Europe/Vienna').date;
    // The slot's count and the day's last ticket number in one round trip.
    const counts = repo
      .createQueryBuilder('o')
      .select('MAX(o.ticketNumber)', 'last')
      .where('o.branchId = :branchId AND o.ticketDate = :ticketDate', {
        branchId: branch.id,
        ticketDate,
      });
    if (locked.maxOrdersPerSlot) {
      counts.addSelect(
        (sub) =>
          sub
            .select('COUNT(*)')
            .from(Order, 's')
            .where('s.branchId = :branchId AND s.slotStart = :slotStart', { slotStart })
            .andWhere('s.status NOT IN (:...freed)', { freed: ['rejected', 'canceled'] }),
        'taken',
      );
    }
    const last = await counts.getRawOne<{
      last: number | string | null;
      taken?: number | string;
    }>();
    if (locked.maxOrdersPerSlot && Number(last?.taken ?? 0) >= locked.maxOrdersPerSlot) {
      throw ApiError.conflict(ORDER_MESSAGES.slotFull, 'appointmentDate');
    }

    const separate = checked.kind === 'delivery' && !!dto.isDeliveryAddressDifferent;
    const order = repo.create({
      uid: randomUUID(),
      hash: randomBytes(32).toString('hex'),
      branchId: branch.id,
      ticketNumber: Number(last?.last ?? 0) + 1,
      ticketDate,
      kind: checked.kind,
      isPreorder: checked.isPreorder,
      isQuotation: checked.isQuotation,
      status: 'pending',
      paymentMethod: checked.paymentMethod,
      isCompany: !!dto.isCompany,
      companyName: dto.isCompany ? clean(dto.companyName ?? dto.company) : null,
      firstName: clean(dto.firstName),
      lastName: clean(dto.lastName),
      street: clean(dto.street),
      floor: clean(dto.floor),
      stairway: clean(dto.stairway),
      door: clean(dto.door),
      zipCode: clean(dto.zipCode),
      city: clean(dto.city),
      country: clean(dto.country) ?? 'AT',
      vatNumber: clean(dto.vatNumber),
      phone: blank(dto.phone) ? null : normalisePhone(dto.phone!),
      email: clean(dto.email),
      isDeliveryAddressDifferent: separate,
      isDeliveryCompany: separate && !!dto.isDeliveryCompany,
      deliveryCompanyName:
        separate && dto.isDeliveryCompany ? clean(dto.deliveryCompanyName) : null,
      deliveryFirstName: separate ? clean(dto.deliveryFirstName) : null,
      deliveryLastName: separate ? clean(dto.deliveryLastName) : null,
      deliveryStreet: separate ? clean(dto.deliveryStreet) : null,
      deliveryFloor: separate ? clean(dto.deliveryFloor) : null,
      deliveryStairway: separate ? clean(dto.deliveryStairway) : null,
      deliveryDoor: separate ? clean(dto.deliveryDoor) : null,
      deliveryZipCode: separate ? clean(dto.deliveryZipCode) : null,
      deliveryCity: separate ? clean(dto.deliveryCity) : null,
      deliveryCountry: separate ? (clean(dto.deliveryCountry) ?? 'AT') : null,
      comment: clean(dto.comment),
      deliveryAreaId: checked.area?.id ?? null,
      deliveryArea: checked.area,
      tableId: checked.table?.id ?? null,
      tableIdentifier: checked.table?.identifier ?? null,
      donateeId: checked.donatee?.id ?? null,
      donateeName: checked.donatee?.name ?? null,
      appointment: checked.appointment,
      counterAppointment: null,
      slotStart,
      rejectionMessage: null,
      items: checked.items,
      totals: totalsOf(price),
      totalGrossCents: price.totalGross,
      idempotencyKey: key,
      requestHash: bodyHash,
      // Placed "now" by the module's clock, the same instant the ticket day was taken from.
      createdAt: now,
      // A counter order is the shop's to answer from now (the escalation sweep counts from
      // here, on the real clock as its timers run); an online one once it is paid
      // (OrderEffects.announceNewOrder).
      announcedAt: ONLINE_METHODS.includes(checked.paymentMethod) ? null : new Date(),
    });
    // One INSERT: save() would read the row back for its defaults, which are known here
    // (the column's default, else null).
    order.updatedAt = now;
    for (const column of repo.metadata.columns) {
      if (column.relationMetadata || column.getEntityValue(order) !== undefined) continue;
      const value: unknown = column.default;
      if (['boolean', 'string', 'number'].includes(typeof value))
        column.setEntityValue(order, value);
      else if (column.isNullable) column.setEntityValue(order, null);
    }
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(Order)
      .values(order)
      .updateEntity(false)
      .execute();
    repo.merge(
      order,
      manager.connection.driver.createGeneratedMap(repo.metadata, inserted.raw, 0, 1) ?? {},
    );
    if (!order.id) throw new Error('Die Bestellung wurde ohne ID gespeichert.');
    order.branch = branch;
    return { order, created: true };
  }
}

/**
 * An ISO timestamp with Z or an offset means that instant; a local date-time without one
 * ('2026-11-30T09:00') is read on the branch's wall clock, not the server's.
 */
export function parseAppointment(value: string, timeZone: string): Date {
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(
    value.trim(),
  );
  if (local) {
    const day = new Date(`${local[1]}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== local[1]) {
      return new Date(Number.NaN);
    }
    try {
      return zonedDateTime(local[1], local[2], timeZone);
    } catch {
      return new Date(Number.NaN);
    }
  }
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim()) ? new Date(value) : new Date(Number.NaN);
}

function isDeadlock(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } })?.driverError;
  return (driverError?.code ?? (error as { code?: string })?.code) === 'ER_LOCK_DEADLOCK';
}

export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; errno?: number } })?.driverError;
  const code = driverError?.code ?? (error as { code?: string })?.code;
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(String((error as Error)?.message))
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
