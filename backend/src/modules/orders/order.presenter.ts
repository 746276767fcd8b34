import { delayNoticeText, fromCents } from '@bestellwerk/domain';
import type { Order } from './entities/order.entity';
import { statusFlags } from './order-state-machine';
import type { OrderTotals } from './order-snapshot';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

function euros(totals: OrderTotals) {
  return {
    net: fromCents(totals.net),
    tax: fromCents(totals.tax),
    gross: fromCents(totals.gross),
    deliveryNet: fromCents(totals.deliveryNet),
    deliveryTax: fromCents(totals.deliveryTax),
    deliveryGross: fromCents(totals.deliveryGross),
    totalNet: fromCents(totals.totalNet),
    totalTax: fromCents(totals.totalTax),
    totalGross: fromCents(totals.totalGross),
    taxes: Object.fromEntries(
      Object.entries(totals.taxes).map(([rate, line]) => [
        rate,
        { net: fromCents(line.net), tax: fromCents(line.tax), gross: fromCents(line.gross) },
      ]),
    ),
    isApproximate: totals.isApproximate,
  };
}

function presentItems(order: Order) {
  return order.items.map((item, index) => ({
    index,
    product: { id: item.productId, name: item.name },
    name: item.name,
    amount: item.amount,
    unit: item.unit,
    unitShort: item.unitShort,
    // The units staff may switch the line to: the product's own and its alternatives.
    units: [item.product.unit, ...(item.product.alternativeUnits ?? []).map((alt) => alt.unit)],
    calculationModel: item.calculationModel,
    parts: item.parts,
    unitPrice: fromCents(item.unitPriceCents),
    total: fromCents(item.totalCents),
    tax: item.taxRate,
  }));
}

function address(order: Order, prefix: '' | 'delivery') {
  const key = (field: string) =>
    (prefix ? `delivery${field[0].toUpperCase()}${field.slice(1)}` : field) as keyof Order;
  return Object.fromEntries(
    [
      'companyName',
      'firstName',
      'lastName',
      'street',
      'floor',
      'stairway',
      'door',
      'zipCode',
      'city',
      'country',
    ].map((field) => [key(field), order[key(field)] ?? null]),
  );
}

function readyTimes(order: Order) {
  const cooking = order.status === 'pending' || order.status === 'confirmed';
  const expected = order.expectedReadyAt ?? order.promisedReadyAt;
  return {
    promisedReadyAt: cooking ? iso(order.promisedReadyAt) : null,
    expectedReadyAt: cooking ? iso(expected) : null,
    delayNotice:
      cooking && order.delayNoticeMinutes ? delayNoticeText(order.delayNoticeMinutes) : null,
  };
}

/**
 * What the customer's status page gets (storefront.md §3 Order received), reached by uid
 * and hash: the order, its flags and the customer's own details — nothing internal
 * (idempotency key, request hash, alarm markers, the staff's notes). isMissed is the
 * customer's too: the status page says „nicht rechtzeitig bestätigt“ as the e-mail did.
 */
export function presentPublicOrder(order: Order) {
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    ticketNumber: order.ticketNumber,
    status: order.status,
    kind: order.kind,
    isDelivery: order.kind === 'delivery',
    isDineIn: order.kind === 'dine-in',
    isPreorder: order.isPreorder,
    isQuotation: order.isQuotation,
    ...statusFlags(order.status),
    isMissed: order.isMissed,
    isPaid: order.isPaid,
    isFailed: order.isFailed,
    isRefunded: order.isRefunded,
    paymentMethod: order.paymentMethod,
    paymentRedirectUrl: order.paymentRedirectUrl,
    appointment: iso(order.appointment),
    appointmentDate: iso(order.appointment),
    counterAppointment: iso(order.counterAppointment),
    rejectionMessage: order.rejectionMessage,
    branch: order.branch
      ? {
          id: order.branch.id,
          identifier: order.branch.identifier,
          name: order.branch.name,
          street: order.branch.street,
          zipCode: order.branch.zipCode,
          city: order.branch.city,
          phone: order.branch.phone,
          email: order.branch.email,
          /** IANA zone: the status page shows appointments in the branch's time. */
          timezone: order.branch.timezone,
        }
      : { id: order.branchId },
    table: order.tableId ? { id: order.tableId, identifier: order.tableIdentifier } : null,
    tableIdentifier: order.tableIdentifier,
    deliveryArea: order.deliveryArea
      ? { id: order.deliveryArea.id, area: order.deliveryArea.area }
      : null,
    donatee: order.donateeId ? { id: order.donateeId, name: order.donateeName } : null,
    isCompany: order.isCompany,
    ...address(order, ''),
    vatNumber: order.vatNumber,
    email: order.email,
    phone: order.phone,
    isDeliveryAddressDifferent: order.isDeliveryAddressDifferent,
    isDeliveryCompany: order.isDeliveryCompany,
    ...address(order, 'delivery'),
    comment: order.comment,
    items: presentItems(order),
    totals: euros(order.totals),
    // The kitchen's promise (issue 36): when it is expected ready, live; and the delay the
    // customer was told once. Only while it is being made.
    ...readyTimes(order),
    questionnaireRating: order.rating,
    hasQuestionnaire: order.questionnaireAt !== null,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}

/** The back office's view: everything but the status page's secret and the request bookkeeping. */
export function presentStaffOrder(order: Order) {
  const { hash: _hash, ...shown } = presentPublicOrder(order);
  return {
    ...shown,
    alarmedAt: iso(order.alarmedAt),
    alarmDueAt: iso(order.alarmDueAt),
    missedDueAt: iso(order.missedDueAt),
    slotStart: iso(order.slotStart),
    questionnaire: order.questionnaireAt
      ? {
          rating: order.rating,
          foodRating: order.foodRating,
          serviceRating: order.serviceRating,
          processRating: order.processRating,
          comment: order.questionnaireComment,
          at: iso(order.questionnaireAt),
        }
      : null,
  };
}

/**
 * The pickup display (GET /orders/frontdesk/{branchId}/{apiKey}): ticket numbers and
 * their state only, no personal data — the screen hangs in the shop window.
 */
export function presentFrontdeskOrder(order: Order) {
  return {
    ticketNumber: order.ticketNumber,
    status: order.status,
    isReady: order.status === 'in-delivery',
    kind: order.kind,
  };
}
