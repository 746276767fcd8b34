import { Injectable } from '@nestjs/common';
import { ApiError } from '../../common/http/api-error';
import type { Order } from './entities/order.entity';
import type { OrderDocument } from './order-document';

/**
 * Printing an order's receipt on the branch's printers. The devices module binds its
 * implementation here (printers of the branch, ESC/POS jobs on the 'print' queue); until
 * then there is no printer to print on, and saying so is the honest answer.
 */
export abstract class OrderPrinter {
  /** Prints on demand; returns how many print jobs were queued. */
  abstract print(order: Order, document: OrderDocument): Promise<number>;
  /** Prints a new order on the printers set to print automatically; returns the job count. */
  abstract autoPrint(order: Order, document: OrderDocument): Promise<number>;
}

export const NO_PRINTER_MESSAGE = 'Für diese Filiale ist kein Drucker eingerichtet.';

@Injectable()
export class NoPrinters extends OrderPrinter {
  print(): Promise<number> {
    return Promise.reject(ApiError.conflict(NO_PRINTER_MESSAGE));
  }

  autoPrint(): Promise<number> {
    return Promise.resolve(0);
  }
}
