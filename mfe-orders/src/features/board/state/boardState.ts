import type { Order } from '@bestellwerk/api-client';
import { BOARD_STATUSES } from '../../../shared/labels';

/**
 * The board after hearing of `order` (new or changed): an order still to be worked on
 * (pending, confirmed, in delivery) is put in or replaced; a final one leaves the board.
 * Oldest first, as the kitchen works them.
 */
export function applyOrder(board: Order[], order: Order): Order[] {
  const others = board.filter((entry) => entry.id !== order.id);
  if (!BOARD_STATUSES.includes(order.status)) return others;
  return [...others, order].sort(
    (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id - b.id,
  );
}
