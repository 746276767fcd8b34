/**
 * A worker process for the crash test: consumes the 'print' queue with a one-second lock and
 * the product's PrintHandler (its receipt, its printer transport, its hand-over mark in
 * Redis), with the device read from the environment instead of the database. It stops for
 * good at one point of the job, announced on stdout, like a worker about to be killed there:
 * - CRASH_AT=before: inside the handler, before a byte went to the printer ("before <id>");
 * - CRASH_AT=after: the printer's socket took the bytes and the mark is written, before the
 *   settle wait ends ("handed <id>");
 * - CRASH_AT unset: no stop, the worker that takes over.
 * Run by test/faults/worker-crash.spec.ts through swc-register.js.
 */
import 'reflect-metadata';
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { KeyValueStore } from '../../src/common/kv/key-value-store';
import { RedisKeyValueStore } from '../../src/common/kv/redis-key-value-store';
import { AppConfig } from '../../src/config/app-config';
import { PrintHandler } from '../../src/modules/devices/print.handler';
import type { PrinterHealth } from '../../src/modules/devices/printer-health';
import { BullmqJobQueue } from '../../src/modules/jobs/bullmq-job-queue';
import { BullmqWorkers } from '../../src/modules/jobs/bullmq-workers';
import { JOB_QUEUE_DEFAULTS } from '../../src/modules/jobs/job-defaults';
import { JobHandlerRegistry } from '../../src/modules/jobs/job-handler.registry';
import {
  JOB_DEFAULTS,
  JobContext,
  JobHandler,
  JobQueue,
  PrintJob,
} from '../../src/modules/jobs/job-queue';
import type { CacheInvalidation } from '../../src/modules/public-cache';
import type { OrderDocument } from '../../src/modules/orders/contracts/order-document';

const forever = () => new Promise<never>(() => undefined);

/** The product's PrintHandler on a printer given by host and port, without a database. */
export function printHandlerFor(
  registry: JobHandlerRegistry,
  config: AppConfig,
  printer: { port: number },
  beforeSend: (payload: PrintJob<OrderDocument>) => Promise<void> = async () => undefined,
): PrintHandler {
  let current: PrintJob<OrderDocument> | null = null;
  const device = { name: 'Küche', type: 'printer', host: '127.0.0.1', port: printer.port };
  const invalidation = {
    memo: () => async () => {
      await beforeSend(current!);
      return { ...device, columns: 48, isEnabled: true, checksStatus: false };
    },
  } as unknown as CacheInvalidation;
  // lastSeenAt is written into the void.
  const dataSource = {
    getRepository: () => ({ update: async () => undefined }),
  } as unknown as DataSource;
  // checksStatus is off (as for a printer set up before issue 36): the health is never asked.
  const health = {} as PrinterHealth;
  const handler = new PrintHandler(registry, dataSource, config, invalidation, health);
  const handle = handler.handle.bind(handler);
  handler.handle = (name: string, payload: PrintJob<OrderDocument>, context?: JobContext) => {
    current = payload;
    return handle(name, payload, context);
  };
  return handler;
}

@Injectable()
class CrashingPrintHandler implements JobHandler<'print'>, OnModuleInit {
  readonly queue = 'print' as const;
  private readonly print: PrintHandler;
  constructor(
    private readonly registry: JobHandlerRegistry,
    config: AppConfig,
  ) {
    this.print = printHandlerFor(
      registry,
      config,
      { port: Number(process.env.PRINTER_PORT) },
      async (payload) => {
        if (process.env.CRASH_AT !== 'before') return;
        process.stdout.write(`before ${payload.orderId}\n`);
        await forever();
      },
    );
  }
  onModuleInit(): void {
    this.registry.register(this);
  }
  handle(name: string, payload: PrintJob<OrderDocument>, context?: JobContext): Promise<void> {
    if (process.env.CRASH_AT !== 'after') return this.print.handle(name, payload, context);
    return this.print.handle(name, payload, {
      ...context!,
      handedOver: async () => {
        await context!.handedOver();
        process.stdout.write(`handed ${payload.orderId}\n`);
        await forever();
      },
    });
  }
}

@Module({
  providers: [
    { provide: AppConfig, useValue: AppConfig.fromProcess() },
    // The job marks (done, handed over) live in Redis, as in the product's worker.
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
    CrashingPrintHandler,
  ],
})
class CrashWorkerModule {}

if (require.main === module) {
  NestFactory.createApplicationContext(CrashWorkerModule, { logger: false }).then(
    () => process.stdout.write('ready\n'),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
