import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { PrinterState } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit';
import { LiveEvents } from '../live-events';
import { Device } from './entities/device.entity';
import { PrinterError, sendToPrinter } from './printer-transport';
import { renderTestReceipt } from './receipt';
import { DemoPrinter, isDemoPrinter, readPrintouts } from './demo-printer';
import { PrinterHealth } from './printer-health';

/** backoffice-api.md §8: the back office's default texts, which the server's reason follows. */
export const DEVICE_MESSAGES = {
  testFailed: 'Test nicht erfolgreich.',
  /**
   * Every way a test print can fail, alike: refused, timed out, not allowed, or a peer that
   * is no printer must not tell apart which ports are open (the reason goes to the log).
   */
  printerUnreachable: 'Der Drucker ist nicht erreichbar.',
  logsFailed: 'Log konnte nicht angefordert werden.',
  notATerminal: 'Nur Bestellterminals können Benachrichtigungen und Logs übertragen.',
  disabled: 'Das Gerät ist deaktiviert.',
  notADemoPrinter: 'Nur der Demodrucker bewahrt seine Ausdrucke auf.',
  notADemoPrinterState:
    'Nur der Demodrucker lässt sich auf Papierende, Deckel offen oder offline stellen.',
} as const;

const failed = (status: HttpStatus, headline: string, reason: string) =>
  new ApiError(status, [{ message: `${headline} ${reason}` }]);

/** Tests and logs of devices; the CRUD itself is the generic one. */
@Injectable()
export class DevicesService {
  private readonly logger = new Logger(DevicesService.name);

  constructor(
    @Inject(crudToken('devices')) private readonly crud: CrudService<Device>,
    private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly health: PrinterHealth,
    // The API's demo printer (DemoPrinterModule); absent in a worker.
    @Optional() private readonly demo?: DemoPrinter,
  ) {}

  /**
   * Switches the demo printer to paper out, cover open, offline or back (to try the printer
   * alarm), and asks it at once: the board hears the change now, not at the next round.
   */
  async switchDemoPrinter(
    id: number,
    state: PrinterState,
    ctx: RequestContext,
  ): Promise<{ state: PrinterState; printerStatus: PrinterState }> {
    const device = await this.crud.findOne(id, ctx);
    if (!this.demo || !isDemoPrinter(this.config, device)) {
      throw ApiError.conflict(DEVICE_MESSAGES.notADemoPrinterState);
    }
    this.demo.setState(device.port, state);
    await this.audit.record(ctx, {
      action: 'demo-printer-state',
      entity: 'devices',
      entityId: device.id,
      name: device.name,
      after: { state },
    });
    const printerStatus = await this.health.check(
      { id: device.id, branchId: device.branch.id, host: device.host, port: device.port },
      true,
    );
    return { state: this.demo.state(device.port), printerStatus };
  }

  /** A printer prints a test page now (the answer waits for it); a terminal is told to. */
  async testPrint(id: number, ctx: RequestContext): Promise<{ delivered: 'printer' | 'terminal' }> {
    const device = await this.usable(id, ctx, DEVICE_MESSAGES.testFailed);
    if (device.type === 'terminal') {
      await this.live.publish({
        type: 'device.test',
        branchId: device.branch.id,
        deviceId: device.id,
        data: { test: 'print' },
      });
      return { delivered: 'terminal' };
    }
    try {
      await sendToPrinter(device.host!, device.port, renderTestReceipt(device, new Date()), {
        allowed: this.config.isPrinterAddressAllowed,
      });
    } catch (error) {
      if (!(error instanceof PrinterError)) throw error;
      this.logger.warn(`Testdruck auf Gerät ${device.id} fehlgeschlagen: ${error.message}`);
      // The printer, not the request, failed: 502 like any gateway whose upstream is down.
      throw failed(
        HttpStatus.BAD_GATEWAY,
        DEVICE_MESSAGES.testFailed,
        DEVICE_MESSAGES.printerUnreachable,
      );
    }
    await this.touch(device);
    return { delivered: 'printer' };
  }

  /** The terminal rings as for a new order, so staff can hear it works. */
  async testNotification(id: number, ctx: RequestContext): Promise<{ delivered: 'terminal' }> {
    const device = await this.terminal(id, ctx, DEVICE_MESSAGES.testFailed);
    await this.live.publish({
      type: 'device.test',
      branchId: device.branch.id,
      deviceId: device.id,
      data: { test: 'notification' },
    });
    return { delivered: 'terminal' };
  }

  /** Asks the terminal, through its event stream, to upload its recent log lines. */
  async requestLogs(id: number, ctx: RequestContext): Promise<{ requestedAt: string }> {
    const device = await this.terminal(id, ctx, DEVICE_MESSAGES.logsFailed);
    const requestedAt = new Date();
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Device, { id: device.id }, { logsRequestedAt: requestedAt });
      await this.audit.record(
        ctx,
        { action: 'request-device-logs', entity: 'devices', entityId: device.id },
        manager,
      );
    });
    await this.live.publish({
      type: 'device.logs-requested',
      branchId: device.branch.id,
      deviceId: device.id,
    });
    return { requestedAt: requestedAt.toISOString() };
  }

  /** The terminal's upload: replaces the previous lines. */
  async storeLogs(id: number, lines: string[], ctx: RequestContext) {
    const device = await this.terminal(id, ctx, DEVICE_MESSAGES.logsFailed);
    const uploadedAt = new Date();
    await this.dataSource
      .getRepository(Device)
      .update(
        { id: device.id },
        { logLines: JSON.stringify(lines), logsUploadedAt: uploadedAt, lastSeenAt: uploadedAt },
      );
    return { lines: lines.length, uploadedAt: uploadedAt.toISOString() };
  }

  async readLogs(id: number, ctx: RequestContext) {
    const device = await this.crud.findOne(id, ctx);
    const stored = await this.dataSource
      .getRepository(Device)
      .createQueryBuilder('device')
      .addSelect('device.logLines')
      .where('device.id = :id', { id: device.id })
      .getOneOrFail();
    return {
      lines: stored.logLines ? (JSON.parse(stored.logLines) as string[]) : [],
      requestedAt: stored.logsRequestedAt?.toISOString() ?? null,
      uploadedAt: stored.logsUploadedAt?.toISOString() ?? null,
    };
  }

  /** The demo printer's printouts, newest first, each as bytes and as the paper reads. */
  async printouts(id: number, ctx: RequestContext) {
    const device = await this.crud.findOne(id, ctx);
    if (!isDemoPrinter(this.config, device)) {
      throw ApiError.conflict(DEVICE_MESSAGES.notADemoPrinter);
    }
    const printouts = await readPrintouts(this.config, device.port);
    return printouts.map(({ lines, ...printout }) => ({
      ...printout,
      lines: lines.map((runs) => ({ runs })),
    }));
  }

  private async usable(id: number, ctx: RequestContext, headline: string): Promise<Device> {
    const device = await this.crud.findOne(id, ctx);
    if (!device.isEnabled) {
      throw failed(HttpStatus.CONFLICT, headline, DEVICE_MESSAGES.disabled);
    }
    return device;
  }

  private async terminal(id: number, ctx: RequestContext, headline: string): Promise<Device> {
    const device = await this.usable(id, ctx, headline);
    if (device.type !== 'terminal') {
      throw failed(HttpStatus.CONFLICT, headline, DEVICE_MESSAGES.notATerminal);
    }
    return device;
  }

  private async touch(device: Device): Promise<void> {
    await this.dataSource
      .getRepository(Device)
      .update({ id: device.id }, { lastSeenAt: new Date() });
  }
}
