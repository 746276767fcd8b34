import { formatTime, type Order } from '@bestellwerk/api-client';

export const OVERDUE_LABEL = 'Überfällig';

/**
 * Until when an unanswered order must be accepted (its missedDueAt, stored by the server
 * from libs/domain orderEscalation: by the slot for a pre-order), or that it is overdue.
 * Null once it is answered or missed (then the state says it).
 */
export function dueLabel(order: Order, now: Date = new Date()): string | null {
  if (order.status !== 'pending' || order.isMissed || !order.missedDueAt) return null;
  return new Date(order.missedDueAt).getTime() <= now.getTime()
    ? OVERDUE_LABEL
    : `Annehmen bis ${formatTime(order.missedDueAt)}`;
}
