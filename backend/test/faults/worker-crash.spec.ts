import Redis from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { REPRINT_MARK } from '../../src/modules/devices/receipt';
import { BullmqJobQueue } from '../../src/modules/jobs/bullmq-job-queue';
import { JOB_DEFAULTS } from '../../src/modules/jobs/job-queue';
import { eventually, stopProcess } from '@bestellwerk/test-support';
import { orderDocument } from '../support/order-document';
import { OwnRedis } from '../support/redis-server';
import { PrinterSink } from '../support/printer-sink';

const PREFIX = `bwcrash_${randomUUID()}`;

/** Resolves when the child prints a line matching, rejects after the timeout. */
function lineFrom(child: ChildProcess, pattern: RegExp, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${pattern}" from the worker: ${text}`)),
      timeoutMs,
    );
    const look = (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((candidate) => pattern.test(candidate));
      if (line) {
        clearTimeout(timer);
        child.stdout!.off('data', look);
        resolve(line);
      }
    };
    child.stdout!.on('data', look);
  });
}

/**
 * A worker is killed (SIGKILL) in the middle of a print job, at either side of the moment
 * the printer's socket takes the bytes, and another worker takes the job over once the dead
 * one's lock ran out. The receipt says „*** NACHDRUCK ***“ only when the dead worker had
 * handed its bytes over (its mark in Redis says so); a worker that died before that leaves
 * no mark, and the kitchen gets one receipt without the notice.
 */
describe('fault: a worker killed mid-print', () => {
  let redis: OwnRedis;
  let printer: PrinterSink;
  let client: Redis;
  let jobs: BullmqJobQueue;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    [redis, printer] = await Promise.all([OwnRedis.start(), PrinterSink.start()]);
    client = new Redis(redis.url);
    jobs = new BullmqJobQueue(config(), { ...JOB_DEFAULTS, backoffMs: 20, lockMs: 1000 });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await jobs?.onModuleDestroy();
    await client?.quit();
    await Promise.allSettled([redis?.stop(), printer?.close()]);
  });

  function env(crashAt: string): Record<string, string> {
    return {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: redis.url,
      REDIS_PREFIX: PREFIX,
      PRINTER_PORT: String(printer.port),
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
      CRASH_AT: crashAt,
    };
  }
  function config(): AppConfig {
    return AppConfig.fromProcess({ ...env(''), REDIS_URL: redis.url });
  }

  async function worker(crashAt: string): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '-r',
        join(__dirname, '../support/swc-register.js'),
        join(__dirname, '../support/crash-worker.ts'),
      ],
      { env: env(crashAt), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(child);
    await lineFrom(child, /^ready$/);
    return child;
  }

  const kill = (child: ChildProcess) => stopProcess(child, { signal: 'SIGKILL' });

  /** The receipts of one order (its customer's name is on them), in the order they came. */
  const receipts = (marker: string) => printer.receipts.filter((text) => text.includes(marker));
  const mark = (key: string) => client.get(`${PREFIX}:test:kv:job-handed:print:${key}`);
  const done = (key: string) => client.get(`${PREFIX}:test:kv:job-done:print:${key}`);

  async function crashAndTakeOver(orderId: number, crashAt: 'before' | 'after') {
    const marker = `CRASH${orderId}Z`;
    const key = `crash.${orderId}`;
    const receipt = orderDocument({
      id: orderId,
      ticketNumber: orderId,
      customer: { ...orderDocument().customer, lastName: marker },
    });
    const crashing = await worker(crashAt);
    await jobs.add('print', 'order-receipt', { orderId, deviceId: 1, receipt }, { key });
    await lineFrom(
      crashing,
      new RegExp(`^${crashAt === 'after' ? 'handed' : 'before'} ${orderId}$`),
    );
    // The mark as the dead worker leaves it: only a hand-over writes one.
    const markAtKill = await mark(key);
    const printedAtKill =
      crashAt === 'after' ? await eventually(() => receipts(marker)[0]) : receipts(marker)[0];
    await kill(crashing);

    const next = await worker('');
    await eventually(
      () => (receipts(marker).length === (crashAt === 'after' ? 2 : 1) ? true : undefined),
      { timeout: 60_000 },
    );
    await eventually(async () => ((await done(key)) ? true : undefined));
    await kill(next);
    return { markAtKill, printedAtKill, printed: receipts(marker) };
  }

  it('prints a job whose worker died before handing the bytes over once, without NACHDRUCK', async () => {
    const { markAtKill, printedAtKill, printed } = await crashAndTakeOver(101, 'before');
    expect(markAtKill).toBeNull();
    expect(printedAtKill).toBeUndefined();
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toContain(REPRINT_MARK);
  });

  it('marks the job once the printer took its bytes, and the run after the crash prints NACHDRUCK', async () => {
    const { markAtKill, printedAtKill, printed } = await crashAndTakeOver(102, 'after');
    expect(markAtKill).not.toBeNull();
    expect(printedAtKill).not.toContain(REPRINT_MARK);
    expect(printed).toHaveLength(2);
    expect(printed[0]).not.toContain(REPRINT_MARK);
    expect(printed[1]).toContain(REPRINT_MARK);
  });
});
