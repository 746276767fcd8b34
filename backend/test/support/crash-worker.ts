/**
 * A worker process for the crash test: consumes the 'print' queue with a one-second lock and
 * a handler that announces the job on stdout and then never finishes, like a worker that
 * hangs or is about to be killed mid-job. Run by worker-crash.spec.ts through swc-register.js.
 */
import 'reflect-metadata';
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { KeyValueStore } from '../../src/common/kv/key-value-store';
import { RedisKeyValueStore } from '../../src/common/kv/redis-key-value-store';
import { AppConfig } from '../../src/config/app-config';
import { BullmqJobQueue } from '../../src/modules/jobs/bullmq-job-queue';
import { BullmqWorkers } from '../../src/modules/jobs/bullmq-workers';
import { JOB_QUEUE_DEFAULTS } from '../../src/modules/jobs/job-defaults';
import { JobHandlerRegistry } from '../../src/modules/jobs/job-handler.registry';
import { JOB_DEFAULTS, JobHandler, JobQueue, PrintJob } from '../../src/modules/jobs/job-queue';

@Injectable()
class StuckPrintHandler implements JobHandler<'print'>, OnModuleInit {
  readonly queue = 'print' as const;
  constructor(private readonly registry: JobHandlerRegistry) {}
  onModuleInit(): void {
    this.registry.register(this);
  }
  handle(_name: string, payload: PrintJob): Promise<void> {
    process.stdout.write(`started ${payload.orderId}\n`);
    return new Promise(() => undefined);
  }
}

@Module({
  providers: [
    { provide: AppConfig, useValue: AppConfig.fromProcess() },
    // The job marks (done, started) live in Redis, as in the product's worker.
    {
      provide: KeyValueStore,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new RedisKeyValueStore(new Redis(config.redisUrl!), config.redisPrefix),
    },
    JobHandlerRegistry,
    { provide: JOB_QUEUE_DEFAULTS, useValue: { ...JOB_DEFAULTS, backoffMs: 20, lockMs: 1000 } },
    { provide: JobQueue, useClass: BullmqJobQueue },
    BullmqWorkers,
    StuckPrintHandler,
  ],
})
class CrashWorkerModule {}

NestFactory.createApplicationContext(CrashWorkerModule, { logger: false }).then(
  () => process.stdout.write('ready\n'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
