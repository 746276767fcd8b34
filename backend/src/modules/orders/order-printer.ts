import type { EntityManager } from 'typeorm';
import type { Order } from './entities/order.entity';
import type { OrderDocument } from './order-document';

/**
 * Printing an order's receipt on the branch's printers. The devices module binds its
 * implementation here (DevicePrinter: printers of the branch, ESC/POS jobs on the 'print'
 * queue).
 */
export abstract class OrderPrinter {
  /** Prints on demand; returns how many print jobs were queued. */
  abstract print(order: Order, document: OrderDocument): Promise<number>;
  /**
   * Prints a new order on the printers set to print automatically, through the outbox of
   * the order's transaction; returns the job count.
   */
  abstract autoPrint(
    order: Order,
    document: OrderDocument,
    manager: EntityManager,
  ): Promise<number>;
}

export const NO_PRINTER_MESSAGE = 'Für diese Filiale ist kein Drucker eingerichtet.';
