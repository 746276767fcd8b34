import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RedisKeyValueStore } from '../../../src/common/kv/redis-key-value-store';
import { JobHandlerRegistry } from '../../../src/modules/jobs/job-handler.registry';
import { JobContext, JobHandler, PrintJob } from '../../../src/modules/jobs/job-queue';

/**
 * The hand-over and done marks of keyed jobs (Redis) under a rush: 30 jobs at once (3× the
 * pool) each print once and none reads as a reprint; delivered again, each is skipped. A
 * retry reads as a reprint only when the failed run had handed its bytes over.
 */
// No database involved: run once, with the MariaDB project (the production layout).
const describeOnce = process.env.TEST_DATABASE === 'mariadb' ? describe : describe.skip;

describeOnce('job hand-over marks under a rush (redis)', () => {
  let redis: Redis;
  let registry: JobHandlerRegistry;
  const printed: { orderId: number; repeated: boolean }[] = [];
  let failNext = new Set<number>();
  let failAfterHandOver = new Set<number>();

  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    registry = new JobHandlerRegistry(
      new RedisKeyValueStore(redis, `bestellwerk-test:${randomUUID()}`),
    );
    const handler: JobHandler<'print'> = {
      queue: 'print',
      async handle(_name: string, payload: PrintJob, context?: JobContext) {
        if (failNext.delete(payload.orderId!)) throw new Error('Drucker nicht erreichbar');
        if (failAfterHandOver.delete(payload.orderId!)) {
          await context!.handedOver();
          throw new Error('Drucker hat die Verbindung beim Ausklingen getrennt');
        }
        printed.push({ orderId: payload.orderId!, repeated: context?.repeated ?? false });
      },
    };
    registry.register(handler);
  });
  afterAll(() => redis.quit());
  beforeEach(() => {
    printed.length = 0;
    failNext = new Set();
    failAfterHandOver = new Set();
  });

  const job = (orderId: number): PrintJob => ({ orderId, deviceId: 1 });
  const keys = Array.from({ length: 30 }, (_, n) => n + 1);

  it('prints 30 parallel jobs once each, none marked as a reprint, and skips them when delivered again', async () => {
    const runs = await Promise.all(
      keys.map((n) => registry.run('print', 'receipt', job(n), `rush-${n}`)),
    );
    expect(runs).toEqual(keys.map(() => 'ran'));
    expect(printed.map((p) => p.orderId).sort((a, b) => a - b)).toEqual(keys);
    expect(printed.every((p) => !p.repeated)).toBe(true);

    const again = await Promise.all(
      keys.map((n) => registry.run('print', 'receipt', job(n), `rush-${n}`)),
    );
    expect(again).toEqual(keys.map(() => 'skipped'));
    expect(printed).toHaveLength(30);
  });

  it('retries 30 parallel jobs that failed at the printer without a reprint mark', async () => {
    failNext = new Set(keys);
    const first = await Promise.allSettled(
      keys.map((n) => registry.run('print', 'receipt', job(n), `retry-${n}`)),
    );
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    expect(printed).toEqual([]);
    await Promise.all(keys.map((n) => registry.run('print', 'receipt', job(n), `retry-${n}`)));
    expect(printed).toHaveLength(30);
    expect(printed.every((p) => !p.repeated)).toBe(true);
  });

  it('marks the retries of 30 parallel jobs that failed after handing their bytes over as reprints', async () => {
    failAfterHandOver = new Set(keys);
    const first = await Promise.allSettled(
      keys.map((n) => registry.run('print', 'receipt', job(n), `handed-${n}`)),
    );
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    await Promise.all(keys.map((n) => registry.run('print', 'receipt', job(n), `handed-${n}`)));
    expect(printed).toHaveLength(30);
    expect(printed.every((p) => p.repeated)).toBe(true);
  });
});
