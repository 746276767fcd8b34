import { Injectable } from '@nestjs/common';
import {
  busyPausedOrderMessage,
  busyStateAt,
  longestLeadTime,
  OrderType,
} from '@bestellwerk/domain';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import type { Product } from '../catalog';
import type { Donatee } from '../customers';
import type { Branch, DiningTable } from '../organisation';
import { Config } from '../settings';
import { CreateOrderDto } from './dto/create-order.dto';
import { PaymentMethod } from './contracts/order-document';
import {
  Fail,
  buildItems,
  checkAppointmentInput,
  checkContact,
  checkDeliveryArea,
  checkMaximumOrderValue,
  checkKindOffered,
  checkPayment,
  checkTerms,
  checkTiming,
  checkUploadReferences,
  orderKindOf,
  uploadReferences,
} from './order-draft-rules';
import { ORDER_MESSAGES } from './contracts/order-labels';
import { OrderPaymentGateway } from './contracts/order-payments';
import type { DeliveryAreaSnapshot, OrderItemSnapshot } from './order-snapshot';
import { OrderSubmitContextLoader } from './order-submit-context';

/** A draft that passed every rule, with what the write needs of it. */
export interface CheckedDraft {
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
  /** The longest preparation lead time of the ordered products (escalation by the slot). */
  leadTimeMinutes: number;
}

/**
 * Loads what a draft names (branch, products, menus, uploads, table, donatee: the submit
 * context, order-submit-context.ts) and runs the rule sections of order-draft-rules.ts on it. Runs before the order's transaction, on the
 * data source's own connections: nothing here holds a lock.
 */
@Injectable()
export class OrderDraftChecker {
  constructor(
    private readonly context: OrderSubmitContextLoader,
    private readonly payments: OrderPaymentGateway,
  ) {}

  /** Everything that can be checked before writing; all problems reported at once. */
  async check(dto: CreateOrderDto, config: Config, now: Date): Promise<CheckedDraft> {
    const items = dto.items ?? [];
    const productIds = [...new Set(items.map((item) => item.product.id))];
    // The branch and the products at once (neither needs the other's answer).
    const [branch, products] = await Promise.all([
      this.context.branch(dto.branch.id),
      this.context.products(productIds),
    ]);
    if (!branch || !branch.isPublic) {
      throw ApiError.validation([{ field: 'branch', message: ORDER_MESSAGES.branchNotFound }]);
    }
    const tz = branch.timezone || 'Europe/Vienna';
    // Busy mode: a paused branch takes no online order (manual until a time, or automatic
    // while the promised wait is above its limit); „Viel los“ moves the earliest time.
    const busy = busyStateAt(branch, now);
    if (busy.kind === 'paused') {
      throw ApiError.validation([
        { field: 'branch', message: busyPausedOrderMessage(busy, now, tz) },
      ]);
    }
    const errors: ApiErrorEntry[] = [];
    const fail: Fail = (message, field) => errors.push({ field, message });
    const kind = orderKindOf(dto);
    checkKindOffered(branch, kind, fail);

    const appointment = checkAppointmentInput(dto, tz, fail);

    // Items ---------------------------------------------------------------------------
    const byId = new Map(products.map((product) => [product.id, product]));
    const orderableAt = appointment ?? now;
    const inMenu = await this.context.menuAvailability(branch.id, productIds, orderableAt, tz);
    const built = buildItems(items, byId, inMenu, orderableAt, tz, kind, fail);
    await this.checkUploads(items, byId, fail);

    const area = checkDeliveryArea(dto, branch, kind, built, config, fail);
    checkMaximumOrderValue(dto, branch, kind, built, area, config, fail);
    const ordered = products.filter((product) => productIds.includes(product.id));
    const { openNow, isQuotation } = checkTiming(
      branch,
      kind,
      appointment,
      ordered,
      now,
      tz,
      fail,
      busy.extraMinutes,
    );
    checkContact(dto, branch, kind, fail);

    // Table, donatee ------------------------------------------------------------------
    let table: DiningTable | null = null;
    if (kind === 'dine-in') {
      if (dto.table) {
        table = await this.context.table(dto.table.id, branch.id);
        if (!table) fail(ORDER_MESSAGES.tableForeign, 'table');
      } else if (branch.isTableSelectionEnabled) fail(ORDER_MESSAGES.tableRequired, 'table');
    }
    let donatee: Donatee | null = null;
    if (dto.donatee) {
      donatee = await this.context.donatee(dto.donatee.id);
      if (!donatee || !donatee.isEnabled || !config.enablePluginDonations) {
        fail(ORDER_MESSAGES.donateeUnavailable, 'donatee');
      }
    }

    checkTerms(dto, fail);
    const paymentMethod = checkPayment(
      dto,
      config,
      branch,
      isQuotation,
      (method) => this.payments.isAvailable(method),
      fail,
    );

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
      leadTimeMinutes: longestLeadTime(ordered),
    };
  }

  /** The products of a checked draft (kept reads: the same objects check() saw). */
  productsOf(checked: Pick<CheckedDraft, 'items'>): Promise<Product[]> {
    return this.context.products([...new Set(checked.items.map((item) => item.productId))]);
  }

  /** Each upload a draft's parts name must exist with the secret in its address. */
  private async checkUploads(
    items: CreateOrderDto['items'],
    products: Map<number, Product>,
    fail: Fail,
  ): Promise<void> {
    const wanted = uploadReferences(items, products);
    if (!wanted.length) return;
    const ids = [...new Set(wanted.map((entry) => entry.id).filter((id) => id > 0))];
    const uploads = await this.context.uploadsByIds(ids);
    checkUploadReferences(wanted, uploads, fail);
  }
}
