import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { JobQueue, OutboxJob } from '../jobs';
import { CacheInvalidation } from '../public-cache';
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
  /**
   * The auto-print printers of a branch, read once and kept until a write to the devices
   * table in any process (CacheInvalidation's 'devices' topic): every counter order of a
   * rush needs them, they change a few times a year.
   */
  private readonly autoPrinters: (branchId: number) => Promise<Pick<Device, 'id'>[]>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    invalidation: CacheInvalidation,
  ) {
    super();
    this.autoPrinters = invalidation.memo('devices', (branchId: number) =>
      this.printers(branchId, true),
    );
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
    const printers = await this.autoPrinters(branchId);
    return (document) => printers.map((printer) => this.job(document, printer, 'auto'));
  }

  /** The ids of a branch's enabled printers (all a job needs), without the eager branch. */
  private printers(branchId: number, autoOnly: boolean): Promise<Pick<Device, 'id'>[]> {
    return this.dataSource.getRepository(Device).find({
      select: { id: true },
      loadEagerRelations: false,
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
    printers: Pick<Device, 'id'>[],
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
    printer: Pick<Device, 'id'>,
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
