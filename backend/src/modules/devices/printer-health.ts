import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { PRINTER_STATE_LABELS, type PrinterState } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { BullmqWorkers, RecurringRound, consumesQueue, errorMessage } from '../jobs';
import { LiveEvents } from '../live-events';
import { Device } from './entities/device.entity';
import { askPrinterStatus } from './printer-transport';

/** What asking a printer needs. */
export interface StatusTarget {
  id: number;
  branchId: number;
  host: string | null;
  port: number;
}

/**
 * The printers' ESC/POS status: asked by the print worker before and after each ticket and
 * every PRINTER_STATUS_INTERVAL_SECONDS for the idle ones, and by the API when the demo
 * printer is switched. A change is written to the device row (the truth, re-derivable from
 * the database: the devices screen and the board read it there) with a conditional UPDATE,
 * so that of several processes noticing the same change one announces it — the live event
 * 'device.printer-status' the board chimes on. The columns are in UNCACHED_COLUMNS: no memo
 * shows them, so a change drops none.
 */
@Injectable()
export class PrinterHealth implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PrinterHealth.name);
  /** One question per printer at a time: a rush of tickets shares the answer under way. */
  private readonly asking = new Map<number, Promise<PrinterState>>();
  /** When this process last asked each printer (the idle sweep skips the busy ones). */
  private readonly askedAt = new Map<number, number>();
  private readonly idleRounds: RecurringRound;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly live: LiveEvents,
    // Provided only in worker.ts; the API with Redis runs no print jobs and no sweep.
    @Optional() private readonly workers?: BullmqWorkers,
  ) {
    const intervalMs = this.config.env.PRINTER_STATUS_INTERVAL_SECONDS * 1000;
    this.idleRounds = new RecurringRound(() => this.sweep(intervalMs), {
      intervalMs,
      atStart: false,
      logger: this.logger,
      failure: 'Druckerstatus-Runde gestört',
    });
  }

  /** Whether this process runs print jobs (and so the idle sweep). */
  get active(): boolean {
    return consumesQueue(this.config, this.workers, 'print');
  }

  onApplicationBootstrap(): void {
    if (this.active) this.idleRounds.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.idleRounds.stop();
    await Promise.allSettled([...this.asking.values()]);
  }

  /**
   * Asks the printer now (or joins the question under way) and records a change. `fresh`:
   * a new question after the one under way (the printer was just switched: an answer
   * begun before would record the old state last).
   */
  check(target: StatusTarget, fresh = false): Promise<PrinterState> {
    const pending = this.asking.get(target.id);
    if (pending && !fresh) return pending;
    const question: Promise<PrinterState> = (pending ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.ask(target))
      .finally(() => {
        if (this.asking.get(target.id) === question) this.asking.delete(target.id);
      });
    this.asking.set(target.id, question);
    return question;
  }

  private async ask(target: StatusTarget): Promise<PrinterState> {
    this.askedAt.set(target.id, Date.now());
    const state = target.host
      ? await askPrinterStatus(target.host, target.port, {
          allowed: this.config.isPrinterAddressAllowed,
        })
      : 'offline';
    await this.record(target, state).catch((error: unknown) =>
      this.logger.warn(
        `Druckerstatus von Gerät ${target.id} nicht gespeichert: ${errorMessage(error)}`,
      ),
    );
    return state;
  }

  /** Writes a changed state to the device row and announces it; the same state is no news. */
  async record(target: StatusTarget, state: PrinterState): Promise<boolean> {
    const now = new Date();
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Device)
      .set({ printerStatus: state, printerStatusAt: now })
      .where('id = :id AND (printerStatus IS NULL OR printerStatus <> :state)', {
        id: target.id,
        state,
      })
      .execute();
    if (!result.affected) return false;
    if (state !== 'ok') {
      this.logger.warn(`Drucker ${target.id}: ${PRINTER_STATE_LABELS[state]}`);
    }
    await this.live.publish({
      type: 'device.printer-status',
      branchId: target.branchId,
      deviceId: target.id,
      at: now.toISOString(),
      data: { status: state, label: PRINTER_STATE_LABELS[state] },
    });
    return true;
  }

  /** The idle printers: every enabled printer that answers DLE EOT, not asked for a while. */
  private async sweep(intervalMs: number): Promise<void> {
    const printers = (await this.dataSource.query(
      `SELECT id, host, port, branchId FROM device WHERE type = 'printer' AND isEnabled = 1 AND checksStatus = 1`,
    )) as { id: number; host: string | null; port: number; branchId: number }[];
    const idleSince = Date.now() - intervalMs / 2;
    await Promise.all(
      printers
        .filter((printer) => (this.askedAt.get(Number(printer.id)) ?? 0) < idleSince)
        .map((printer) =>
          this.idleRounds.isStopped
            ? undefined
            : this.check({
                id: Number(printer.id),
                branchId: Number(printer.branchId),
                host: printer.host,
                port: Number(printer.port),
              }),
        ),
    );
  }
}
