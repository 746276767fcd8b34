import type { OutboxJob } from '../../jobs';
import type { Order } from '../entities/order.entity';
import type { OrderDocument } from './order-document';

/**
 * Printing an order's receipt on the branch's printers. The devices module's
 * implementation is bound in order-ports.module.ts (DevicePrinter: printers of the branch, ESC/POS jobs on the 'print'
 * queue).
 */
export abstract class OrderPrinter {
  /** Prints on demand; returns how many print jobs were queued. */
  abstract print(order: Order, document: OrderDocument): Promise<number>;
  /**
   * The automatic prints of a new order at a branch: the printers are read now, before the
   * order's transaction; the returned function makes an order's print jobs from its
   * document without touching the database, for the outbox of that transaction (the
   * receipts themselves are rendered by the print handler, outside the order's lock).
   */
  abstract autoPrintJobs(branchId: number): Promise<(document: OrderDocument) => OutboxJob[]>;
  /** The receipt as an HTML page, for the back office's print button. */
  abstract receiptHtml(document: OrderDocument): string;
}

export const NO_PRINTER_MESSAGE = 'Für diese Filiale ist kein Drucker eingerichtet.';
