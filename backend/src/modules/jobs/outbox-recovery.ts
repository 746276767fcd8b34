import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { setTimeout as pause } from 'node:timers/promises';
import { DataSource, In, IsNull, LessThan, Not } from 'typeorm';
import { AppConfig } from '../../config/app-config';
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
/** How often the worker deletes finished entries older than OUTBOX_RETENTION_DAYS. */
const PRUNE_INTERVAL_MS = 60 * 60_000;
/** The first pruning after a start: soon, but not while the worker is still warming up. */
const PRUNE_FIRST_MS = 60_000;
/** Entries per DELETE, and the pause between two: each batch is a short statement of its own. */
const PRUNE_BATCH = 1000;
const PRUNE_PAUSE_MS = 100;

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
  private pruneTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private recovering: Promise<void> | null = null;
  private pruning: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.flushTimer = setInterval(() => void this.flush(), SETTLE_FLUSH_MS);
    this.flushTimer.unref();
    this.recoveryTimer = setInterval(() => void this.recover(), RECOVERY_INTERVAL_MS);
    this.recoveryTimer.unref();
    const prune = () => {
      void this.prune();
      this.pruneTimer = setTimeout(prune, PRUNE_INTERVAL_MS);
      this.pruneTimer.unref();
    };
    this.pruneTimer = setTimeout(prune, PRUNE_FIRST_MS);
    this.pruneTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.flushTimer) clearInterval(this.flushTimer);
    if (this.recoveryTimer) clearInterval(this.recoveryTimer);
    if (this.pruneTimer) clearTimeout(this.pruneTimer);
    await this.recovering;
    await this.pruning;
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

  /**
   * Deletes finished entries (doneAt) older than OUTBOX_RETENTION_DAYS, batch by batch: each
   * batch is one SELECT of ids and one DELETE, both outside any transaction, with a pause
   * between batches, so no lock is held while waiting and the relay and the workers' marks
   * go on in between. Unfinished entries are never deleted. Several workers pruning at once
   * only delete the same rows. Returns the number deleted; never throws.
   */
  prune(options: { now?: number; batch?: number } = {}): Promise<number> {
    this.pruning ??= this.deleteOld(options).finally(() => {
      this.pruning = null;
    });
    return this.pruning;
  }

  private async deleteOld({ now = Date.now(), batch = PRUNE_BATCH }): Promise<number> {
    const cutoff = new Date(now - this.config.env.OUTBOX_RETENTION_DAYS * 24 * 3_600_000);
    const repo = this.dataSource.getRepository(OutboxMessage);
    let deleted = 0;
    try {
      while (!this.stopped) {
        // Served by IDX_job_outbox_unsettled (doneAt, runAt).
        const old = await repo.find({
          select: { id: true },
          where: { doneAt: LessThan(cutoff) },
          // The index's order: no sort of the whole backlog per batch.
          order: { doneAt: 'ASC' },
          take: batch,
        });
        if (old.length === 0) break;
        const result = await repo.delete({
          id: In(old.map((message) => message.id)),
          doneAt: LessThan(cutoff),
        });
        deleted += result.affected ?? 0;
        if (old.length < batch) break;
        await pause(PRUNE_PAUSE_MS);
      }
    } catch (error) {
      this.logger.warn(`Alte Outbox-Einträge nicht gelöscht: ${errorMessage(error)}`);
    }
    if (deleted > 0) this.logger.log(`${deleted} erledigte Outbox-Einträge gelöscht.`);
    return deleted;
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
