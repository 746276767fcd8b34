import {
  ORDER_ACTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  isFinalOrderStatus,
  type OrderAction,
} from '@bestellwerk/domain';
import type { OrderStatus } from './contracts/order-document';

/**
 * The lifecycle table itself (which action leads from which status where, the German
 * status names) is libs/domain's, so the back office offers exactly the steps allowed here.
 */
export { ORDER_ACTIONS, ORDER_STATUSES, ORDER_TRANSITIONS };
export type { OrderAction };
export const STATUS_LABELS = ORDER_STATUS_LABELS;

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
export const isFinalStatus = (status: OrderStatus) => isFinalOrderStatus(status);

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
