import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    return this.enqueue(document, printers);
  }

  async autoPrint(order: Order, document: OrderDocument): Promise<number> {
    return this.enqueue(document, await this.printers(order.branchId, true));
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

  private async enqueue(document: OrderDocument, printers: Device[]): Promise<number> {
    for (const printer of printers) {
      const bytes = renderReceipt(document, { columns: printer.columns });
      await this.jobs.add('print', 'order-receipt', {
        deviceId: printer.id,
        orderId: document.id,
        document: Buffer.from(bytes).toString('base64'),
      });
    }
    return printers.length;
  }
}
