import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { CacheInvalidation } from '../public-cache';
import {
  PRINTER_STATE_LABELS,
  printerStateHoldsTickets,
  type PrinterState,
} from '@bestellwerk/domain';
import { JobContext, JobHandlerRegistry, JobHandler, JobHeldError, PrintJob } from '../jobs';
import { Device } from './entities/device.entity';
import { PrinterHealth } from './printer-health';
import { PrinterError, sendToPrinter } from './printer-transport';
import { renderReceipt } from './receipt';
import type { OrderDocument } from '../orders/contracts/order-document';

/** How often a printer's „zuletzt gesehen“ is written while it prints. */
const SEEN_EVERY_MS = 15_000;

type PrintTarget = Pick<
  Device,
  | 'id'
  | 'name'
  | 'type'
  | 'host'
  | 'port'
  | 'columns'
  | 'isEnabled'
  | 'checksStatus'
  | 'backupDeviceId'
> & { branchId: number };

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
    private readonly health: PrinterHealth,
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
    // Printer health (issue 36): a printer that answers DLE EOT is asked first; one that
    // cannot print holds the ticket, or hands it to the branch's backup printer.
    if (device.checksStatus) {
      const state = await this.health.check(device);
      if (printerStateHoldsTickets(state)) {
        await this.printElsewhere(device, state, payload, context);
        return;
      }
    }
    try {
      await this.send(device, payload, context);
    } catch (error) {
      if (!(error instanceof PrinterError) || !device.checksStatus) throw error;
      // The line broke: asked again, a printer that cannot print holds the ticket (or hands
      // it over) instead of failing it; one that is fine fails the attempt as before.
      const state = await this.health.check(device);
      if (!printerStateHoldsTickets(state)) throw error;
      await this.printElsewhere(device, state, payload, context);
      return;
    }
    this.markSeen(payload.deviceId!);
    // After the ticket, not waited for: paper that ran out on it shows at once.
    if (device.checksStatus) void this.health.check(device);
  }

  /**
   * The ticket of a printer that cannot print: on the backup printer when one is set and can
   * print (marked „Ersatzdrucker“), else held — the job waits and asks again, and prints once
   * the printer is back. The job's key stays the order's printer's, so a ticket printed on
   * the backup is done and never comes out of the order's printer as well.
   */
  private async printElsewhere(
    device: PrintTarget,
    state: PrinterState,
    payload: PrintJob<OrderDocument>,
    context?: JobContext,
  ): Promise<void> {
    const backup = device.backupDeviceId ? await this.target(device.backupDeviceId) : null;
    if (
      backup &&
      backup.id !== device.id &&
      backup.isEnabled &&
      backup.type === 'printer' &&
      backup.host &&
      (!backup.checksStatus || !printerStateHoldsTickets(await this.health.check(backup)))
    ) {
      try {
        await this.send(backup, payload, context, device.name);
        this.markSeen(backup.id);
        if (backup.checksStatus) void this.health.check(backup);
        return;
      } catch (error) {
        if (!(error instanceof PrinterError)) throw error;
        this.logger.warn(`Ersatzdrucker „${backup.name}“: ${error.message}`);
      }
    }
    throw new JobHeldError(
      `Drucker „${device.name}“: ${PRINTER_STATE_LABELS[state]}. Der Bon wartet und wird gedruckt, sobald der Drucker wieder bereit ist.`,
      this.config.env.PRINTER_HELD_RETRY_SECONDS * 1000,
    );
  }

  private async send(
    device: PrintTarget,
    payload: PrintJob<OrderDocument>,
    context: JobContext | undefined,
    substituteFor?: string,
  ): Promise<void> {
    const bytes = payload.receipt
      ? Buffer.from(
          renderReceipt(payload.receipt, {
            columns: device.columns,
            reprint: context?.repeated ?? false,
            substituteFor,
          }),
        )
      : Buffer.from(payload.document ?? '', 'base64');
    await sendToPrinter(device.host!, device.port, bytes, {
      allowed: this.config.isPrinterAddressAllowed,
      // From here on the receipt may be on paper: a later run of this job is a reprint.
      onHandedOver: context?.handedOver,
      // A printer that answers its status confirms the receipt arrived (no silent loss).
      confirm: device.checksStatus,
    });
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
    const columns = [
      'id',
      'name',
      'type',
      'host',
      'port',
      'columns',
      'isEnabled',
      'checksStatus',
      'backupDeviceId',
      'branchId',
    ]
      .map(name)
      .join(', ');
    const [row] = (await this.dataSource.query(
      `SELECT ${columns} FROM ${name('device')} WHERE ${name('id')} = ?`,
      [id],
    )) as Array<
      Omit<PrintTarget, 'isEnabled' | 'checksStatus'> & {
        isEnabled: unknown;
        checksStatus: unknown;
      }
    >;
    if (!row) return null;
    // MariaDB's TINYINT and SQLite's INTEGER both come back as 0/1.
    return {
      ...row,
      id: Number(row.id),
      branchId: Number(row.branchId),
      backupDeviceId: row.backupDeviceId == null ? null : Number(row.backupDeviceId),
      isEnabled: Number(row.isEnabled) === 1,
      checksStatus: Number(row.checksStatus) === 1,
    };
  }
}
