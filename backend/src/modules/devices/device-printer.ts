import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { JobQueue, OutboxJob } from '../jobs';
import {
  NO_PRINTER_MESSAGE,
  OrderPrinter,
  type Order,
  type OrderDocument,
} from '../orders/contracts';
import { Device } from './entities/device.entity';
import { renderReceiptHtml } from './receipt-html';

/**
 * The orders module's printer: one ESC/POS print job per enabled network printer of the
 * order's branch, rendered at the printer's line width.
 */
@Injectable()
export class DevicePrinter extends OrderPrinter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  receiptHtml(document: OrderDocument): string {
    return renderReceiptHtml(document);
  }

  async print(order: Order, document: OrderDocument): Promise<number> {
    const printers = await this.printers(order.branchId, false);
    if (printers.length === 0) throw ApiError.conflict(NO_PRINTER_MESSAGE);
    // A deliberate reprint is a new job: its own key.
    return this.enqueue(document, printers, `reprint.${randomUUID()}`);
  }

  async autoPrintJobs(branchId: number): Promise<(document: OrderDocument) => OutboxJob[]> {
    const printers = await this.printers(branchId, true);
    return (document) => printers.map((printer) => this.job(document, printer, 'auto'));
  }

  private printers(branchId: number, autoOnly: boolean): Promise<Device[]> {
    return this.dataSource.getRepository(Device).find({
      where: {
        branch: { id: branchId },
        type: 'printer',
        isEnabled: true,
        ...(autoOnly ? { isAutoPrint: true } : {}),
      },
      order: { id: 'ASC' },
    });
  }

  private async enqueue(
    document: OrderDocument,
    printers: Device[],
    occasion: string,
  ): Promise<number> {
    for (const printer of printers) {
      const { queue, name, payload, key } = this.job(document, printer, occasion);
      await this.jobs.add(queue, name, payload, { key });
    }
    return printers.length;
  }

  /** The job carries the document; the print handler renders it at the printer's width. */
  private job(
    document: OrderDocument,
    printer: Device,
    occasion: string,
  ): OutboxJob & { queue: 'print' } {
    return {
      queue: 'print',
      name: 'order-receipt',
      payload: { deviceId: printer.id, orderId: document.id, receipt: document },
      // One key per order, printer and occasion: a redelivered job never prints twice.
      key: `print.order.${document.id}.device.${printer.id}.${occasion}`,
    };
  }
}
