import type { Order } from './entities/order.entity';

/**
 * The history the learned preparation times read (libs/domain pacing): accepted when it is
 * confirmed, ready when it goes out or is marked ready (or completed without that step).
 * Set once; a later step never moves them.
 */
export function markPreparation(order: Order, now: Date): void {
  if (order.status === 'confirmed') order.confirmedAt ??= now;
  if (order.status === 'in-delivery' || order.status === 'completed') {
    order.readyAt ??= now;
  }
}
