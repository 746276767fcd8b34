import { INestApplicationContext, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { RedisKeyValueStore } from '../../../src/common/kv/redis-key-value-store';
import { AppConfig } from '../../../src/config/app-config';
import { BullmqJobQueue } from '../../../src/modules/jobs/bullmq-job-queue';
import { BullmqWorkers } from '../../../src/modules/jobs/bullmq-workers';
import { JOB_QUEUE_DEFAULTS } from '../../../src/modules/jobs/job-defaults';
import { JobHandlerRegistry } from '../../../src/modules/jobs/job-handler.registry';
import {
  JOB_DEFAULTS,
  JobContext,
  JobHandler,
  JobQueue,
  PrintJob,
} from '../../../src/modules/jobs/job-queue';
import { eventually } from '../../support/eventually';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bestellwerk-test:${randomUUID()}`;
const DEFAULTS = { ...JOB_DEFAULTS, backoffMs: 20, lockMs: 1000 };

@Injectable()
class PrintingHandler implements JobHandler<'print'>, OnModuleInit {
  readonly queue = 'print' as const;
  readonly printed: number[] = [];
  readonly reprints: boolean[] = [];
  constructor(private readonly registry: JobHandlerRegistry) {}
  onModuleInit(): void {
    this.registry.register(this);
  }
  async handle(_name: string, payload: PrintJob, context?: JobContext): Promise<void> {
    this.printed.push(payload.orderId!);
    this.reprints.push(context?.repeated ?? false);
  }
}

/** Resolves when the child prints a line matching, rejects after the timeout. */
function lineFrom(child: ChildProcess, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${pattern}" from the worker: ${text}`)),
      timeoutMs,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((candidate) => pattern.test(candidate));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
  });
}

/**
 * A worker process is killed (SIGKILL) in the middle of a print job. Another worker takes
 * the job over once the dead one's lock has run out, and prints it exactly once.
 */
describe('a worker killed mid-job', () => {
  let crashed: ChildProcess | null = null;
  let app: INestApplicationContext | null = null;

  afterAll(async () => {
    crashed?.kill('SIGKILL');
    await app?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('leaves the job to the next worker, which finishes it once', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: PREFIX, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const config = AppConfig.fromProcess(env);

    @Module({
      providers: [
        { provide: AppConfig, useValue: config },
        JobHandlerRegistry,
        { provide: JOB_QUEUE_DEFAULTS, useValue: DEFAULTS },
        { provide: JobQueue, useClass: BullmqJobQueue },
      ],
      exports: [JobQueue],
    })
    class ProducerModule {}
    const producer = await NestFactory.createApplicationContext(ProducerModule, { logger: false });
    const jobs = producer.get(JobQueue);

    crashed = spawn(
      process.execPath,
      [
        '-r',
        join(__dirname, '../../support/swc-register.js'),
        join(__dirname, '../../support/crash-worker.ts'),
      ],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await lineFrom(crashed, /^ready$/);
    await jobs.add('print', 'order-receipt', { orderId: 77, document: '' }, { key: 'crash.77' });
    await lineFrom(crashed, /^started 77$/);
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed!.once('exit', resolve));

    const kvRedis = new Redis(REDIS_URL);
    @Module({
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: KeyValueStore, useValue: new RedisKeyValueStore(kvRedis, config.redisPrefix) },
        JobHandlerRegistry,
        { provide: JOB_QUEUE_DEFAULTS, useValue: DEFAULTS },
        { provide: JobQueue, useClass: BullmqJobQueue },
        BullmqWorkers,
        PrintingHandler,
      ],
    })
    class SecondWorkerModule {}
    app = await NestFactory.createApplicationContext(SecondWorkerModule, { logger: false });
    const handler = app.get(PrintingHandler);

    await eventually(() => (handler.printed.length ? true : undefined), 20_000);
    expect(handler.printed).toEqual([77]);
    // The dead worker may have sent it already: the run that takes over knows (NACHDRUCK).
    expect(handler.reprints).toEqual([true]);

    // The same key once more (a producer retrying its add): still one print.
    await jobs.add('print', 'order-receipt', { orderId: 77, document: '' }, { key: 'crash.77' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(handler.printed).toEqual([77]);
    await producer.close();
    await kvRedis.quit();
  }, 60_000);
});
