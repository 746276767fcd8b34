import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { CacheInvalidation } from '../public-cache';
import { JobContext, JobHandlerRegistry, JobHandler, PrintJob } from '../jobs';
import { Device } from './entities/device.entity';
import { sendToPrinter } from './printer-transport';
import { renderReceipt } from './receipt';
import type { OrderDocument } from '../orders/contracts/order-document';

/** How often a printer's „zuletzt gesehen“ is written while it prints. */
const SEEN_EVERY_MS = 15_000;

type PrintTarget = Pick<Device, 'name' | 'type' | 'host' | 'port' | 'columns' | 'isEnabled'>;

/**
 * Runs 'print' jobs: the receipt, rendered here at the device's width (or bytes ready made),
 * goes to the device's printer over TCP as ESC/POS. A
 * printer that is off or unplugged fails the job with a German reason; the queue retries
 * with backoff and the failed-jobs list shows why.
 */
@Injectable()
export class PrintHandler implements JobHandler<'print'>, OnModuleInit {
  readonly queue = 'print' as const;
  private readonly logger = new Logger(PrintHandler.name);
  /** When this process last wrote each printer's lastSeenAt. */
  private readonly seenWritten = new Map<number, number>();
  /**
   * The device as it is now (a printer moved or switched off counts from the next job on):
   * read once and kept until a write to the devices table in any process marks the
   * 'devices' topic stale (CacheInvalidation, Redis pub/sub between the API and the
   * workers), so a rush of receipts for one printer reads its row once.
   */
  private readonly target: (id: number) => Promise<PrintTarget | null>;

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    invalidation: CacheInvalidation,
  ) {
    this.target = invalidation.memo('devices', (id: number) => this.readTarget(id));
  }

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(
    _name: string,
    payload: PrintJob<OrderDocument>,
    context?: JobContext,
  ): Promise<void> {
    const device = payload.deviceId ? await this.target(payload.deviceId) : null;
    if (!device) throw new Error(`Das Gerät ${payload.deviceId ?? '–'} existiert nicht mehr.`);
    if (!device.isEnabled) {
      // Switched off on purpose: retrying would print once it is switched on again, hours later.
      this.logger.warn(`Druck auf deaktiviertem Gerät „${device.name}“ ausgelassen.`);
      return;
    }
    if (device.type !== 'printer' || !device.host) {
      throw new Error(`Das Gerät „${device.name}“ ist kein Netzwerkdrucker.`);
    }
    const bytes = payload.receipt
      ? Buffer.from(
          renderReceipt(payload.receipt, {
            columns: device.columns,
            reprint: context?.repeated ?? false,
          }),
        )
      : Buffer.from(payload.document ?? '', 'base64');
    await sendToPrinter(device.host, device.port, bytes, {
      allowed: this.config.isPrinterAddressAllowed,
      // From here on the receipt may be on paper: a later run of this job is a reprint.
      onHandedOver: context?.handedOver,
    });
    this.markSeen(payload.deviceId!);
  }

  /**
   * The devices screen's online status: the printer took a receipt just now. Written at
   * most every SEEN_EVERY_MS per printer (a rush prints many receipts a second, the screen
   * shows minutes), and never waited for: the receipt is out, a failed write must not
   * fail the job and print it again.
   */
  private markSeen(deviceId: number): void {
    const now = Date.now();
    if (now - (this.seenWritten.get(deviceId) ?? 0) < SEEN_EVERY_MS) return;
    this.seenWritten.set(deviceId, now);
    this.dataSource
      .getRepository(Device)
      .update({ id: deviceId }, { lastSeenAt: new Date(now) })
      .catch((error: unknown) => {
        this.seenWritten.delete(deviceId);
        this.logger.warn(
          `Online-Status von Gerät ${deviceId} nicht gespeichert: ${(error as Error).message}`,
        );
      });
  }

  /**
   * One plain statement for the columns printing needs, with no entity built and no eager
   * branch joined.
   */
  private async readTarget(id: number): Promise<PrintTarget | null> {
    const name = (column: string) => this.dataSource.driver.escape(column);
    const columns = ['name', 'type', 'host', 'port', 'columns', 'isEnabled'].map(name).join(', ');
    const [row] = (await this.dataSource.query(
      `SELECT ${columns} FROM ${name('device')} WHERE ${name('id')} = ?`,
      [id],
    )) as Array<Omit<PrintTarget, 'isEnabled'> & { isEnabled: unknown }>;
    if (!row) return null;
    // MariaDB's TINYINT and SQLite's INTEGER both come back as 0/1.
    return { ...row, isEnabled: Number(row.isEnabled) === 1 };
  }
}
