import { Injectable, Logger, Optional } from '@nestjs/common';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { errorMessage } from './job-defaults';
import { JobContext, JobHandler, QueueName, QueuePayloads } from './job-queue';

/** How long a finished job's key is remembered: longer than any retry or redelivery. */
const DONE_TTL_SECONDS = 30 * 24 * 3600;

/** Where modules put their handlers; the worker (or the embedded runner) reads them. */
@Injectable()
export class JobHandlerRegistry {
  private readonly logger = new Logger(JobHandlerRegistry.name);
  private readonly handlers = new Map<QueueName, JobHandler>();

  constructor(@Optional() private readonly kv?: KeyValueStore) {}

  register(handler: JobHandler): void {
    this.handlers.set(handler.queue, handler);
  }

  get(queue: QueueName): JobHandler | undefined {
    return this.handlers.get(queue);
  }

  queues(): QueueName[] {
    return [...this.handlers.keys()];
  }

  /**
   * Runs a job through its queue's handler, once per key: a job delivered again after it
   * completed (a worker that died before acknowledging, a relay that handed it on twice) is
   * skipped. The window left is a crash between the handler's send and the mark below; it
   * is as short as one key-value write.
   */
  async run<Q extends QueueName>(
    queue: Q,
    name: string,
    payload: QueuePayloads[Q],
    key: string | null,
  ): Promise<'ran' | 'skipped'> {
    const handler = this.get(queue);
    if (!handler) throw new Error(`Für die Warteschlange ${queue} ist kein Handler registriert.`);
    const doneKey = key ? `job-done:${queue}:${key}` : null;
    if (doneKey && this.kv && (await this.kv.get(doneKey))) {
      this.logger.warn(`Auftrag ${queue}/${name} (${key}) lief bereits, nicht noch einmal.`);
      return 'skipped';
    }
    // A hand-over mark that is still there: an earlier run of this key gave its output to
    // the device (the printer took the bytes) and then did not finish. The handler is told
    // (NACHDRUCK); a run that died before handing anything over leaves no mark.
    const handedKey = key ? `job-handed:${queue}:${key}` : null;
    const repeated = await this.wasHandedOver(handedKey);
    const context: JobContext = {
      key,
      repeated,
      handedOver: () => this.markHandedOver(handedKey),
    };
    // A failure after the hand-over (the printer broke the line while settling) keeps the
    // mark: the bytes may be on paper, so the retry prints NACHDRUCK.
    await (handler as JobHandler<Q>).handle(name, payload, context);
    if (doneKey && this.kv) {
      try {
        await this.kv.set(doneKey, new Date().toISOString(), DONE_TTL_SECONDS);
      } catch (error) {
        // The job did its work: failing it now would send it again. The outbox's done mark
        // (OutboxRecovery.settle, in the database) still records it.
        this.logger.warn(
          `Auftrag ${queue}/${name} (${key}) erledigt, Vermerk fehlgeschlagen: ${errorMessage(error)}`,
        );
      }
    }
    return 'ran';
  }

  private async wasHandedOver(handedKey: string | null): Promise<boolean> {
    if (!handedKey || !this.kv) return false;
    try {
      return (await this.kv.get(handedKey)) !== null;
    } catch {
      return false; // no mark readable, no reprint notice: the job itself still runs
    }
  }

  private async markHandedOver(handedKey: string | null): Promise<void> {
    if (!handedKey || !this.kv) return;
    try {
      await this.kv.set(handedKey, new Date().toISOString(), DONE_TTL_SECONDS);
    } catch (error) {
      this.logger.warn(`Übergabe-Vermerk ${handedKey} nicht gespeichert: ${errorMessage(error)}`);
    }
  }
}
