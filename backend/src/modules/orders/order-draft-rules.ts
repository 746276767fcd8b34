import {
  isAboveMaximumOrderValue,
  maximumOrderValueText,
  APPOINTMENT_CLOSED_MESSAGE,
  APPOINTMENT_REQUIRED_MESSAGE,
  APPOINTMENT_WINDOW_DAYS,
  CLOSED_BANNER_TEXT,
  NO_DELIVERY_ERROR_TEXT,
  ONLINE_PAYMENT_METHODS,
  OrderType,
  PREORDER_LATER_TEXT,
  appointmentError,
  appointmentHours,
  branchOpen,
  contactRequirements,
  deliveryOpen,
  formatDate,
  formatTime,
  isBelowMinimumOrderValue,
  isOrderable,
  isPaymentAllowed,
  isUploadPart,
  longestLeadTime,
  minimumOrderValueText,
  orderSlots,
  phoneError,
  toLocal,
  windowsForDay,
  zonedDateTime,
} from '@bestellwerk/domain';
import type { Product } from '../catalog';
import type { Upload } from '../media';
import type { Branch } from '../organisation';
import type { Config } from '../settings';
import type { CreateOrderDto } from './dto/create-order.dto';
import type { PaymentMethod } from './contracts/order-document';
import { buildItem, priceItems, productSnapshot } from './order-items';
import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS, requiredMessage } from './contracts/order-labels';
import { sameSecret } from './same-secret';
import type { DeliveryAreaSnapshot, OrderItemSnapshot } from './order-snapshot';

/**
 * The rule sections of a draft's check (storefront.md §4/§5), each on data already loaded,
 * so they run without a database. Each reports through `fail`, in the order the checker
 * calls them: all problems of a draft are answered at once, in a stable order.
 */
export type Fail = (message: string, field?: string) => void;

/** Whether a product of the cart is in a menu of the branch, and orderable there now. */
export type MenuAvailability = Map<number, { orderable: boolean }>;

/** A file a draft's upload part names, as the storefront wrote its address. */
export interface UploadReference {
  field: string;
  part: string;
  id: number;
  hash: string;
  file: string;
}

/** The public address of a customer upload, as the storefront puts it into a part. */
const UPLOAD_PATH = /^\/upload\/([A-Za-z0-9_-]{8,64})\/(\d{1,10})-\d{1,10}\.[a-z0-9]{1,8}$/;

export const blank = (value: string | null | undefined) => !value || value.trim() === '';

export const orderKindOf = (dto: CreateOrderDto): OrderType =>
  dto.isDelivery ? 'delivery' : dto.isDineIn ? 'dine-in' : 'takeaway';

export function checkKindOffered(branch: Branch, kind: OrderType, fail: Fail): void {
  const offered =
    kind === 'delivery'
      ? branch.isDeliveryEnabled
      : kind === 'dine-in'
        ? branch.isDineInEnabled
        : branch.isTakeawayEnabled;
  if (!offered) fail(ORDER_MESSAGES.kindNotOffered, kind === 'dine-in' ? 'isDineIn' : 'isDelivery');
}

/** The wished appointment, read on the branch's wall clock; null when none was wished. */
export function checkAppointmentInput(dto: CreateOrderDto, tz: string, fail: Fail): Date | null {
  const wished = blank(dto.appointmentDate) ? dto.appointment : dto.appointmentDate;
  if (blank(wished)) return null;
  const parsed = parseAppointment(wished!, tz);
  if (Number.isNaN(parsed.getTime())) {
    fail(ORDER_MESSAGES.invalidAppointment, 'appointmentDate');
    return null;
  }
  return parsed;
}

/** Each line of the cart priced from its product as it is now, or the reason it cannot be. */
export function buildItems(
  items: CreateOrderDto['items'],
  products: Map<number, Product>,
  inMenu: MenuAvailability,
  orderableAt: Date,
  tz: string,
  kind: OrderType,
  fail: Fail,
): OrderItemSnapshot[] {
  if (items.length === 0) fail(ORDER_MESSAGES.emptyCart, 'items');
  const built: OrderItemSnapshot[] = [];
  items.forEach((input, index) => {
    const product = products.get(input.product.id);
    const field = `items.${index}`;
    if (!product) return fail(ORDER_MESSAGES.productMissing(input.product.id), `${field}.product`);
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
  return built;
}

/**
 * Upload parts carry the addresses of files the customer uploaded before ordering
 * (/upload/{publicHash}/{id}-{version}.{ext}): each must name an existing upload with
 * that secret, so an order never points at a file that is not there.
 */
export function uploadReferences(
  items: CreateOrderDto['items'],
  products: Map<number, Product>,
): UploadReference[] {
  const wanted: UploadReference[] = [];
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
  return wanted;
}

export function checkUploadReferences(
  wanted: UploadReference[],
  uploads: Upload[],
  fail: Fail,
): void {
  const known = new Map(uploads.map((upload) => [upload.id, upload]));
  for (const entry of wanted) {
    const upload = known.get(entry.id);
    if (!upload || !sameSecret(upload.publicHash, entry.hash)) {
      fail(ORDER_MESSAGES.uploadMissing(entry.part), entry.field);
    }
  }
}

/** The branch's delivery area the draft names, and its minimum order value. */
export function checkDeliveryArea(
  dto: CreateOrderDto,
  branch: Branch,
  kind: OrderType,
  built: OrderItemSnapshot[],
  config: Config,
  fail: Fail,
): DeliveryAreaSnapshot | null {
  const items = dto.items ?? [];
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
  return area;
}

/**
 * The branch's order-total plausibility limit (libs/domain, as the storefront shows it):
 * checked once every item could be priced, on the total with delivery.
 */
export function checkMaximumOrderValue(
  dto: CreateOrderDto,
  branch: Branch,
  kind: OrderType,
  built: OrderItemSnapshot[],
  area: DeliveryAreaSnapshot | null,
  config: Config,
  fail: Fail,
): void {
  const items = dto.items ?? [];
  if (branch.maximumOrderValue === null || built.length !== items.length || items.length === 0) {
    return;
  }
  const price = priceItems(built, kind, area);
  if (isAboveMaximumOrderValue(price.totalGross, branch.maximumOrderValue)) {
    fail(maximumOrderValueText(branch.maximumOrderValue, config.currency), 'items');
  }
}

/** Open, preorder, quotation, appointment: when the order may be placed for. */
export function checkTiming(
  branch: Branch,
  kind: OrderType,
  appointment: Date | null,
  products: Product[],
  now: Date,
  tz: string,
  fail: Fail,
  /** Busy mode's „+N min“ (busyExtraMinutesAt): the earliest time moves by it. */
  extraMinutes = 0,
): { openNow: boolean; isQuotation: boolean } {
  const isQuotation = branch.isQuotationRequired;
  const local = toLocal(now, tz);
  const beforeOrderable = !!branch.orderableFrom && local.time < branch.orderableFrom;
  const openNow =
    !beforeOrderable &&
    (kind === 'delivery' ? deliveryOpen(branch, now, tz) : branchOpen(branch, now, tz));
  const closedText = kind === 'delivery' ? NO_DELIVERY_ERROR_TEXT : CLOSED_BANNER_TEXT;
  const leadTime = longestLeadTime(products);
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
      extraMinutes,
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
          window.start.getTime() <= appointment.getTime() &&
          appointment.getTime() < window.end.getTime(),
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
  return { openNow, isQuotation };
}

/** Contact fields per branch flags. */
export function checkContact(dto: CreateOrderDto, branch: Branch, kind: OrderType, fail: Fail) {
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
}

/** Terms and privacy. */
export function checkTerms(dto: CreateOrderDto, fail: Fail): void {
  if (dto.legalInstructions !== true) fail(ORDER_MESSAGES.legalInstructions, 'legalInstructions');
  if (dto.privacyPolicy !== true) fail(ORDER_MESSAGES.privacyPolicy, 'privacyPolicy');
}

/**
 * The payment method: switched on globally (config) and for the branch, never online for a
 * quotation, and online only while its provider is available.
 */
export function checkPayment(
  dto: CreateOrderDto,
  config: Config,
  branch: Branch,
  isQuotation: boolean,
  onlineAvailable: (method: PaymentMethod) => boolean,
  fail: Fail,
): PaymentMethod {
  const paymentMethod: PaymentMethod = dto.paymentMethod ?? 'cash';
  const label = PAYMENT_METHOD_LABELS[paymentMethod];
  if (!isPaymentAllowed(paymentMethod, config, branch)) {
    fail(ORDER_MESSAGES.paymentUnavailable(label), 'paymentMethod');
  } else if (ONLINE_PAYMENT_METHODS.includes(paymentMethod) && isQuotation) {
    fail(ORDER_MESSAGES.quotationOnlinePayment, 'paymentMethod');
  } else if (ONLINE_PAYMENT_METHODS.includes(paymentMethod) && !onlineAvailable(paymentMethod)) {
    fail(ORDER_MESSAGES.onlinePaymentUnavailable(label), 'paymentMethod');
  }
  return paymentMethod;
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
