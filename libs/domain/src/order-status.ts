/**
 * An order's lifecycle as data, for the server that enforces it (backend
 * order-state-machine.ts, 409 for an illegal step) and the back office that offers only the
 * buttons it allows and names the statuses the same way.
 */

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'in-delivery',
  'completed',
  'rejected',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The staff actions of POST /api/orders/{id}/status/{action}. */
export const ORDER_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Which action leads from which status where. Everything not listed is an illegal step.
 * Reading of the rules (backoffice-api.md §4 leaves them open):
 * - Only a pending order is confirmed or rejected; rejecting is the shop's "no" to a new
 *   order, cancelling is calling off an order already accepted (or, by the customer, one
 *   not yet answered).
 * - Takeaway and dine-in may go from confirmed straight to completed (picked up, served);
 *   'in-delivery' is also "ready for pickup" for them (storefront.md §4).
 * - completed, rejected and canceled are final.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderAction, OrderStatus>>>>
> = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { 'in-delivery': 'in-delivery', completed: 'completed', cancel: 'canceled' },
  'in-delivery': { completed: 'completed', cancel: 'canceled' },
  completed: {},
  rejected: {},
  canceled: {},
};

/** The German name of each status (board, lists, dashboard, the server's messages). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Offen',
  confirmed: 'Bestätigt',
  'in-delivery': 'In Zustellung / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
};

/** The actions allowed from `status`, in the table's order (the order of the buttons). */
export function orderActionsFrom(status: OrderStatus): OrderAction[] {
  return Object.keys(ORDER_TRANSITIONS[status] ?? {}) as OrderAction[];
}

/** Whether no action leads on from `status` (completed, rejected, canceled). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return orderActionsFrom(status).length === 0;
}

/**
 * Whether an order may be deleted: only one that ended without being made (rejected or
 * cancelled); a completed order is the shop's record, an open one is cancelled first.
 */
export function isDeletableOrderStatus(status: OrderStatus): boolean {
  return status === 'rejected' || status === 'canceled';
}

/**
 * What an order is as every screen shows it: its status, or „nicht rechtzeitig bestätigt“
 * while it is pending after its missed mark (the customer was told it will not be made).
 * A missed order the shop confirms after all is confirmed like any other.
 */
export type OrderDisplayState = OrderStatus | 'missed';

/** The board's tag, the drawer's status and the Verpasst list's column for a missed order. */
export const MISSED_LABEL = 'Nicht rechtzeitig bestätigt';

/** The sentence of the status page and the customer's e-mail for each state. */
export const ORDER_CUSTOMER_TEXTS: Readonly<
  Record<Exclude<OrderDisplayState, 'in-delivery'>, string>
> = {
  pending: 'Ihre Bestellung wartet auf die Bestätigung der Filiale.',
  missed: 'Ihre Bestellung wurde nicht rechtzeitig bestätigt und wird daher nicht ausgeführt.',
  confirmed: 'Ihre Bestellung ist bestätigt und wird zubereitet.',
  completed: 'Ihre Bestellung ist abgeschlossen.',
  rejected: 'Ihre Bestellung wurde abgelehnt.',
  canceled: 'Ihre Bestellung wurde storniert.',
};

/** The first words of the message to a customer whose missed order is made after all. */
export const REVIVED_TEXT = 'Gute Nachricht: Ihre Bestellung wird doch zubereitet.';

/** What staff read on a missed order: the customer has been told. */
export const MISSED_STAFF_NOTE =
  'Der Kunde wurde bereits informiert, dass die Bestellung nicht ausgeführt wird.';

/** The back office's question before confirming a missed order. */
export const CONFIRM_MISSED_QUESTION = `${MISSED_STAFF_NOTE} Trotzdem bestätigen?`;

export interface OrderStatusView {
  state: OrderDisplayState;
  /** Short, for tags and columns. */
  label: string;
  /** One sentence to the customer (status page, e-mail). */
  customerText: string;
  /** Whether nothing more happens to the order from the customer's point of view. */
  isOver: boolean;
}

/** The one display of an order's state (board, drawer, lists, status page, e-mail). */
export function orderStatusView(order: {
  status: OrderStatus;
  isMissed?: boolean | null;
  kind?: string | null;
}): OrderStatusView {
  if (order.status === 'pending' && order.isMissed) {
    return {
      state: 'missed',
      label: MISSED_LABEL,
      customerText: ORDER_CUSTOMER_TEXTS.missed,
      isOver: true,
    };
  }
  const customerText =
    order.status === 'in-delivery'
      ? order.kind === 'delivery'
        ? 'Ihre Bestellung ist in Zustellung.'
        : 'Ihre Bestellung ist abholbereit.'
      : ORDER_CUSTOMER_TEXTS[order.status];
  return {
    state: order.status,
    label: ORDER_STATUS_LABELS[order.status],
    customerText,
    isOver: isFinalOrderStatus(order.status),
  };
}
