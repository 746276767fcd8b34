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
