import { INestApplicationContext, Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, SMTPServerAddress } from 'smtp-server';
import { AppConfig } from '../../../src/config/app-config';
import { AppConfigModule } from '../../../src/config/app-config.module';
import { DatabaseModule } from '../../../src/database/database.module';
import { BullmqJobQueue } from '../../../src/modules/jobs/bullmq-job-queue';
import { BullmqWorkers } from '../../../src/modules/jobs/bullmq-workers';
import { JOB_QUEUE_DEFAULTS, JobDefaults } from '../../../src/modules/jobs/job-defaults';
import { JobHandlerRegistry } from '../../../src/modules/jobs/job-handler.registry';
import {
  EmailJob,
  JOB_DEFAULTS,
  JobHandler,
  JobQueue,
  JobView,
} from '../../../src/modules/jobs/job-queue';
import { JobsModule } from '../../../src/modules/jobs/jobs.module';
import { WorkerModule } from '../../../src/worker.module';
import { header } from '../../support/mail';
import { eventually } from '@bestellwerk/test-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** One key prefix per run, so parallel runs and real data never meet; deleted afterwards. */
const RUN_PREFIX = `bestellwerk-test:${randomUUID()}`;
/** Retries in milliseconds instead of seconds; the exponential rule itself stays in place. */
const FAST_DEFAULTS: JobDefaults = { ...JOB_DEFAULTS, backoffMs: 20 };

async function findJob(
  jobs: JobQueue,
  status: 'failed' | 'waiting' | 'completed',
  id: string,
): Promise<JobView> {
  return eventually(async () => (await jobs.list('email', status)).find((job) => job.id === id), {
    timeout: 30_000,
    what: `job ${id} ${status}`,
  });
}

/** An 'email' handler that records calls, fails as often as told and reports each call. */
@Injectable()
class ScriptedEmailHandler implements JobHandler<'email'>, OnModuleInit {
  readonly queue = 'email' as const;
  readonly calls: EmailJob[] = [];
  /** subject → how many of the next calls fail; Infinity for a job that never succeeds. */
  readonly failures = new Map<string, number>();
  private readonly waiters: Array<() => void> = [];

  constructor(private readonly registry: JobHandlerRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(_name: string, payload: EmailJob): Promise<void> {
    this.calls.push(payload);
    this.waiters.splice(0).forEach((wake) => wake());
    const left = this.failures.get(payload.subject) ?? 0;
    if (left > 0) {
      this.failures.set(payload.subject, left - 1);
      throw new Error(`Postfach von ${payload.to} ist voll`);
    }
  }

  callsFor(subject: string): EmailJob[] {
    return this.calls.filter((call) => call.subject === subject);
  }

  /** Resolves once the handler has been called `count` times for this subject. */
  async called(subject: string, count: number): Promise<EmailJob[]> {
    while (this.callsFor(subject).length < count)
      await new Promise<void>((wake) => this.waiters.push(wake));
    return this.callsFor(subject);
  }
}

const mail = (subject: string): EmailJob => ({
  to: 'anna@example.at',
  subject,
  text: 'Hallo Anna',
});

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${RUN_PREFIX}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
});

describe('BullMQ job queue and workers on Redis', () => {
  let app: INestApplicationContext;
  let jobs: JobQueue;
  let handler: ScriptedEmailHandler;

  beforeAll(async () => {
    const config = AppConfig.fromProcess({
      REDIS_URL,
      REDIS_PREFIX: `${RUN_PREFIX}:a`,
      WORKER_QUEUES: undefined,
    });

    // The providers of JobsModule.forWorker() on Redis, with a fast backoff.
    @Module({
      providers: [
        { provide: AppConfig, useValue: config },
        JobHandlerRegistry,
        { provide: JOB_QUEUE_DEFAULTS, useValue: FAST_DEFAULTS },
        { provide: JobQueue, useClass: BullmqJobQueue },
        BullmqWorkers,
        ScriptedEmailHandler,
      ],
    })
    class WorkerFlavourTestModule {}

    app = await NestFactory.createApplicationContext(WorkerFlavourTestModule, { logger: false });
    jobs = app.get(JobQueue);
    handler = app.get(ScriptedEmailHandler);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('consumes exactly the queues that have a handler', () => {
    expect(app.get(BullmqWorkers).queues).toEqual(['email']);
  });

  it('delivers the payload of a job added through JobQueue to the handler', async () => {
    const id = await jobs.add('email', 'login-link', mail('Ihr Anmeldelink'));

    expect(await handler.called('Ihr Anmeldelink', 1)).toEqual([mail('Ihr Anmeldelink')]);
    expect(await findJob(jobs, 'completed', id)).toMatchObject({
      name: 'login-link',
      status: 'completed',
      lastError: null,
    });
  });

  it('retries a handler that fails twice, and the third try completes the job', async () => {
    handler.failures.set('Bestellung 17', 2);

    const id = await jobs.add('email', 'order-confirmation', mail('Bestellung 17'), {
      attempts: 3,
    });

    await handler.called('Bestellung 17', 3);
    expect(await findJob(jobs, 'completed', id)).toMatchObject({ status: 'completed' });
    expect((await jobs.list('email', 'failed')).map((job) => job.id)).not.toContain(id);
    expect(handler.callsFor('Bestellung 17')).toHaveLength(3);
  });

  it('lists a job that always fails as failed with its error; retry() runs it again', async () => {
    handler.failures.set('Rechnung', Infinity);

    const id = await jobs.add('email', 'invoice', mail('Rechnung'), { attempts: 2 });

    const failed = await findJob(jobs, 'failed', id);
    expect(failed).toMatchObject({
      queue: 'email',
      name: 'invoice',
      status: 'failed',
      attempts: 2,
      lastError: 'Postfach von anna@example.at ist voll',
      payload: mail('Rechnung'),
    });
    expect(handler.callsFor('Rechnung')).toHaveLength(2);

    handler.failures.delete('Rechnung');
    expect(await jobs.retry('email', id)).toBe(true);

    await handler.called('Rechnung', 3);
    expect(await findJob(jobs, 'completed', id)).toMatchObject({ status: 'completed' });
    expect((await jobs.list('email', 'failed')).map((job) => job.id)).not.toContain(id);
  });

  it('answers retry() with false for an unknown job and for a completed one', async () => {
    const id = await jobs.add('email', 'welcome', mail('Willkommen'));
    await findJob(jobs, 'completed', id);

    expect(await jobs.retry('email', 'does-not-exist')).toBe(false);
    // A completed e-mail is not sent a second time.
    expect(await jobs.retry('email', id)).toBe(false);
    expect(handler.callsFor('Willkommen')).toHaveLength(1);
  });

  it('leaves a queue out of WORKER_QUEUES to other worker processes', () => {
    const registry = new JobHandlerRegistry();
    registry.register(new ScriptedEmailHandler(registry));
    const printOnly = AppConfig.fromProcess({ REDIS_URL, WORKER_QUEUES: 'print' });

    expect(new BullmqWorkers(printOnly, registry, FAST_DEFAULTS).queues).toEqual([]);
  });
});

describe('The worker process with the real EmailHandler', () => {
  const saved = { ...process.env };
  let dir: string;
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let arrived!: () => void;
  const firstMail = new Promise<void>((resolve) => (arrived = resolve));

  beforeAll(async () => {
    Logger.overrideLogger(false);
    // STARTTLS stays on (with smtp-server's self-signed certificate), as on a typical relay:
    // MailService must not insist on TLS towards 127.0.0.1.
    smtp = new SMTPServer({
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const address = (entry: SMTPServerAddress | false) => (entry ? entry.address : '');
          received.push({
            from: address(session.envelope.mailFrom),
            to: session.envelope.rcptTo.map(address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          arrived();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    dir = mkdtempSync(join(tmpdir(), 'bestellwerk-worker-'));
  });

  afterAll(async () => {
    process.env = { ...saved };
    await new Promise<void>((resolve) => smtp.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends an e-mail job through SMTP_URL with subject, sender and recipient', async () => {
    Object.assign(process.env, {
      REDIS_URL,
      REDIS_PREFIX: `${RUN_PREFIX}:worker`,
      DATA_DIR: dir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Bestellwerk <no-reply@bestellwerk.test>',
      LOG_LEVEL: 'silent',
    });
    delete process.env.DATABASE_URL;
    delete process.env.WORKER_QUEUES;
    const app = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    try {
      expect(app.get(BullmqWorkers).queues).toEqual([
        'print',
        'sms',
        'email',
        'timers',
        'content',
        'statistics',
      ]);

      const jobs = app.get(JobQueue);
      const id = await jobs.add(
        'email',
        'login-link',
        {
          to: 'anna@example.at',
          subject: 'Ihr Anmeldelink für Bestellwerk',
          text: 'Hallo Anna,\nhier ist Ihr Link: http://localhost:3000/backend/login/link/abc',
        },
        { attempts: 1 },
      );
      // A delivery error ends the test with the error itself rather than a timeout.
      const delivered = new AbortController();
      const failed = eventually(
        async () => (await jobs.list('email', 'failed')).find((job) => job.id === id),
        { timeout: Infinity, signal: delivered.signal },
      );
      await Promise.race([
        firstMail.then(() => delivered.abort()),
        failed.then((job) =>
          Promise.reject(new Error(`Zustellung fehlgeschlagen: ${job.lastError}`)),
        ),
      ]);
      // The wait has ended (aborted) before the app closes under it.
      await failed.catch(() => undefined);
    } finally {
      await app.close();
    }

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.from).toBe('no-reply@bestellwerk.test');
    expect(message.to).toEqual(['anna@example.at']);
    expect(header(message.raw, 'Subject')).toBe('Ihr Anmeldelink für Bestellwerk');
    expect(header(message.raw, 'To')).toBe('anna@example.at');
    expect(message.raw).toContain('http://localhost:3000/backend/login/link/abc');
  });

  it('is not part of the API flavour: JobsModule alone adds jobs but starts no workers', async () => {
    Object.assign(process.env, { REDIS_URL, REDIS_PREFIX: `${RUN_PREFIX}:api`, DATA_DIR: dir });
    @Module({ imports: [AppConfigModule, DatabaseModule, JobsModule] })
    class ApiLikeModule {}
    const app = await NestFactory.createApplicationContext(ApiLikeModule, { logger: false });
    try {
      expect(app.get(JobQueue)).toBeInstanceOf(BullmqJobQueue);
      expect(() => app.get(BullmqWorkers)).toThrow();
    } finally {
      await app.close();
    }
  });
});
