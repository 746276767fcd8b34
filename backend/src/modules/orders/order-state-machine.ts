import type { OrderStatus } from './order-document';

/** The staff actions of POST /api/orders/{id}/status/{action}. */
export const ORDER_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'in-delivery',
  'completed',
  'rejected',
  'canceled',
];

/**
 * Which action leads from which status where. Everything not listed is an illegal step
 * (409). Reading of the rules (backoffice-api.md §4 leaves them open):
 * - Only a pending order is confirmed or rejected; rejecting is the shop's "no" to a new
 *   order, cancelling is calling off an order already accepted (or, by the customer, one
 *   not yet answered).
 * - Takeaway and dine-in may go from confirmed straight to completed (picked up, served);
 *   'in-delivery' is also "ready for pickup" for them (storefront.md §4).
 * - completed, rejected and canceled are final.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>>
> = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { 'in-delivery': 'in-delivery', completed: 'completed', cancel: 'canceled' },
  'in-delivery': { completed: 'completed', cancel: 'canceled' },
  completed: {},
  rejected: {},
  canceled: {},
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Offen',
  confirmed: 'Bestätigt',
  'in-delivery': 'In Zustellung / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
};

/** The participle of each action: 'Die Bestellung kann … nicht {bestätigt} werden.' */
export const ACTION_PARTICIPLES: Record<OrderAction, string> = {
  confirm: 'bestätigt',
  reject: 'abgelehnt',
  cancel: 'storniert',
  'in-delivery': 'in Zustellung gegeben oder als abholbereit markiert',
  completed: 'abgeschlossen',
};

export type TransitionResult = { ok: true; status: OrderStatus } | { ok: false; message: string };

/** The one rule: where `action` leads from `status`, or the German reason why it cannot. */
export function transition(status: OrderStatus, action: OrderAction): TransitionResult {
  const next = ORDER_TRANSITIONS[status]?.[action];
  if (next) return { ok: true, status: next };
  return {
    ok: false,
    message: `Die Bestellung kann im Status „${STATUS_LABELS[status] ?? status}“ nicht ${ACTION_PARTICIPLES[action]} werden.`,
  };
}

export function isOrderAction(value: string): value is OrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** Whether the order still waits for the shop's answer. */
export const isOpenStatus = (status: OrderStatus) => status === 'pending';
export const isFinalStatus = (status: OrderStatus) =>
  Object.keys(ORDER_TRANSITIONS[status]).length === 0;

/**
 * The received-order flags of storefront.md §3, derived from the status. They are
 * cumulative along the timeline (a completed order was confirmed and in delivery), as the
 * status page draws its timeline from them.
 */
export function statusFlags(status: OrderStatus) {
  const reached = (step: OrderStatus) => {
    const line: OrderStatus[] = ['pending', 'confirmed', 'in-delivery', 'completed'];
    return line.includes(status) && line.indexOf(status) >= line.indexOf(step);
  };
  return {
    isConfirmed: reached('confirmed'),
    isInDelivery: reached('in-delivery'),
    isDelivered: status === 'completed',
    isCompleted: status === 'completed',
    isRejected: status === 'rejected',
    isCanceled: status === 'canceled',
  };
}
