import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { JobQueue } from '../jobs/job-queue';
import type { Order } from '../orders/entities/order.entity';
import type { OrderDocument } from '../orders/order-document';
import { NO_PRINTER_MESSAGE, OrderPrinter } from '../orders/order-printer';
import { Device } from './entities/device.entity';
import { renderReceipt } from './receipt';

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

  async print(order: Order, document: OrderDocument): Promise<number> {
    const printers = await this.printers(order.branchId, false);
    if (printers.length === 0) throw ApiError.conflict(NO_PRINTER_MESSAGE);
    // A deliberate reprint is a new job: its own key.
    return this.enqueue(document, printers, `reprint.${randomUUID()}`);
  }

  async autoPrint(order: Order, document: OrderDocument, manager: EntityManager): Promise<number> {
    return this.enqueue(
      document,
      await this.printers(order.branchId, true, manager),
      'auto',
      manager,
    );
  }

  private printers(
    branchId: number,
    autoOnly: boolean,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Device[]> {
    return manager.getRepository(Device).find({
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
    manager?: EntityManager,
  ): Promise<number> {
    for (const printer of printers) {
      const bytes = renderReceipt(document, { columns: printer.columns });
      const payload = {
        deviceId: printer.id,
        orderId: document.id,
        document: Buffer.from(bytes).toString('base64'),
      };
      // One key per order, printer and occasion: a redelivered job never prints twice.
      const key = `print.order.${document.id}.device.${printer.id}.${occasion}`;
      if (manager) {
        await this.jobs.addInTransaction(manager, 'print', 'order-receipt', payload, { key });
      } else {
        await this.jobs.add('print', 'order-receipt', payload, { key });
      }
    }
    return printers.length;
  }
}
