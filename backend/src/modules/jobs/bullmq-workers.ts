import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { DelayedError, Job, Worker } from 'bullmq';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { AnyPayload, createBullmqConnection } from './bullmq-job-queue';
import { JOB_QUEUE_DEFAULTS, JobDefaults } from './job-defaults';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobHeldError, QUEUE_NAMES, QueueName } from './job-queue';
import { OutboxRecovery } from './outbox-recovery';
import { DEFAULT_CONCURRENCY } from './worker-concurrency';

/**
 * The consumers, only in worker.ts (JobsModule.forWorker()): one BullMQ Worker for each
 * queue that has a handler here and is among WORKER_QUEUES (all when unset), so printing
 * can be scaled apart from e-mail. Built at bootstrap, after every module registered its
 * handlers in onModuleInit.
 */
@Injectable()
export class BullmqWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BullmqWorkers.name);
  private readonly workers: Worker<AnyPayload>[] = [];
  private connection: Redis | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly registry: JobHandlerRegistry,
    @Inject(JOB_QUEUE_DEFAULTS) private readonly defaults: JobDefaults,
    // Absent only in test modules that run BullMQ without the database.
    @Optional() private readonly outbox?: OutboxRecovery,
  ) {}

  /** The queues this process consumes, in QUEUE_NAMES order. */
  get queues(): QueueName[] {
    const wanted: readonly string[] = this.config.workerQueues ?? QUEUE_NAMES;
    const handled = new Set(this.registry.queues());
    return QUEUE_NAMES.filter((queue) => wanted.includes(queue) && handled.has(queue));
  }

  onApplicationBootstrap(): void {
    const url = this.config.redisUrl;
    if (!url) throw new Error('Die BullMQ-Worker brauchen REDIS_URL.');
    for (const queue of this.config.workerQueues ?? []) {
      if (!this.registry.get(queue as QueueName)) {
        this.logger.warn(`WORKER_QUEUES nennt ${queue}, aber dafür gibt es (noch) keinen Handler.`);
      }
    }
    const queues = this.queues;
    if (queues.length === 0) return;
    this.connection = createBullmqConnection(url);
    for (const queue of queues) this.workers.push(this.createWorker(queue, this.connection));
  }

  /** Lets running jobs finish (Worker.close waits for them) before the connection goes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers.length = 0;
    if (this.connection && this.connection.status !== 'end')
      await this.connection.quit().catch(() => undefined);
    this.connection = null;
  }

  private createWorker(queue: QueueName, connection: Redis): Worker<AnyPayload> {
    const worker = new Worker<AnyPayload>(
      queue,
      async (job: Job<AnyPayload>, token?: string) => {
        // A keyed job carries its key as its BullMQ id (see BullmqJobQueue.add).
        try {
          await this.registry.run(queue, job.name, job.data, job.opts.jobId ?? null);
        } catch (error) {
          if (!(error instanceof JobHeldError)) throw error;
          // Held, not failed: delayed without using up an attempt (DelayedError), not settled.
          await job.moveToDelayed(Date.now() + error.retryInMs, token);
          throw new DelayedError(error.message);
        }
        if (job.opts.jobId) this.outbox?.settle(job.opts.jobId);
      },
      {
        connection,
        prefix: this.config.redisPrefix,
        concurrency: this.config.workerConcurrency[queue] ?? DEFAULT_CONCURRENCY[queue],
        lockDuration: this.defaults.lockMs,
        stalledInterval: this.defaults.lockMs,
      },
    );
    worker.on('failed', (job, error) => {
      if (!job) {
        this.logger.error(`Auftrag in ${queue} fehlgeschlagen: ${error.message}`);
        return;
      }
      const tries = job.opts.attempts ?? 1;
      // Failed for good: settled too, the back office retries it from the failed list.
      if (job.attemptsMade >= tries && job.opts.jobId) this.outbox?.settle(job.opts.jobId);
      const what = `Auftrag ${queue}/${job.name} #${job.id} Versuch ${job.attemptsMade}/${tries}`;
      if (job.attemptsMade < tries)
        this.logger.warn(`${what} fehlgeschlagen, wird wiederholt: ${error.message}`);
      else this.logger.error(`${what} endgültig fehlgeschlagen: ${error.message}`, error.stack);
    });
    // Without a listener an 'error' event (e.g. Redis unreachable) would crash the worker.
    worker.on('error', (error) => this.logger.error(`Worker ${queue}: ${error.message}`));
    return worker;
  }
}
