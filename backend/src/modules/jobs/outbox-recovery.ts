import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, Not } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity';
import { JobQueue, QueueName } from './job-queue';
import { errorMessage } from './job-defaults';

/** Finished jobs are marked in one UPDATE per this many milliseconds, not one per job. */
const SETTLE_FLUSH_MS = 250;
/** How often the worker looks for relayed jobs that never finished. */
const RECOVERY_INTERVAL_MS = 15_000;
/** A job due this long ago and not finished is handed on again (a no-op if BullMQ has it). */
const RECOVERY_GRACE_MS = 15_000;
const RECOVERY_BATCH = 500;

/**
 * What makes the outbox's jobs re-derivable from the database (worker.ts only): the worker
 * marks each finished job's outbox entry done, and entries relayed but never finished are
 * handed to BullMQ again under their key. While Redis keeps the job that is a no-op (the
 * key is the job id); after a Redis restart without persistence it brings the lost job
 * back. A job that finished just before Redis went, unmarked, may run again: under the same
 * key, so the same Message-ID.
 */
@Injectable()
export class OutboxRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRecovery.name);
  private readonly settled = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;
  private recoveryTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private recovering: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.flushTimer = setInterval(() => void this.flush(), SETTLE_FLUSH_MS);
    this.flushTimer.unref();
    this.recoveryTimer = setInterval(() => void this.recover(), RECOVERY_INTERVAL_MS);
    this.recoveryTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.flushTimer) clearInterval(this.flushTimer);
    if (this.recoveryTimer) clearInterval(this.recoveryTimer);
    await this.recovering;
    await this.flush();
  }

  /** A keyed job is finished (ran, was done before, or failed for good). */
  settle(jobKey: string): void {
    this.settled.add(jobKey);
  }

  flush(): Promise<void> {
    this.flushing ??= this.markDone().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  recover(): Promise<void> {
    this.recovering ??= this.handOnAgain().finally(() => {
      this.recovering = null;
    });
    return this.recovering;
  }

  private async markDone(): Promise<void> {
    if (this.settled.size === 0) return;
    const keys = [...this.settled];
    this.settled.clear();
    try {
      await this.dataSource
        .getRepository(OutboxMessage)
        .update({ jobKey: In(keys), doneAt: IsNull() }, { doneAt: new Date() });
    } catch (error) {
      // Next round: unmarked, a job is at worst handed on again and skipped as done.
      for (const key of keys) this.settled.add(key);
      this.logger.warn(`Erledigte Aufträge nicht vermerkt: ${errorMessage(error)}`);
    }
  }

  private async handOnAgain(): Promise<void> {
    try {
      const due = await this.dataSource.getRepository(OutboxMessage).find({
        where: {
          doneAt: IsNull(),
          runAt: LessThan(String(Date.now() - RECOVERY_GRACE_MS)),
          relayedAt: Not(IsNull()),
        },
        order: { id: 'ASC' },
        take: RECOVERY_BATCH,
      });
      for (const message of due) {
        await this.jobs.add(message.queue as QueueName, message.name, message.payload as never, {
          key: message.jobKey,
          attempts: message.attempts ?? undefined,
        });
      }
    } catch (error) {
      this.logger.warn(`Nachreichen aus der Outbox unterbrochen: ${errorMessage(error)}`);
    }
  }
}
