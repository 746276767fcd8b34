import { Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../src/config/app-config';
import { AppConfigModule } from '../../../src/config/app-config.module';
import { dataSourceOptions, runMigrations } from '../../../src/database/data-source';
import { DatabaseModule } from '../../../src/database/database.module';
import { EmbeddedJobQueue } from '../../../src/modules/jobs/embedded-job-queue';
import { JobRecord } from '../../../src/modules/jobs/entities/job-record.entity';
import { JobHandlerRegistry } from '../../../src/modules/jobs/job-handler.registry';
import { EmailJob, JOB_DEFAULTS, JobHandler, JobQueue } from '../../../src/modules/jobs/job-queue';
import { AuditModule } from '../../../src/modules/audit/audit.module';
import { JobsModule } from '../../../src/modules/jobs/jobs.module';
import { NotificationsModule } from '../../../src/modules/notifications/notifications.module';

/** An 'email' handler that records its calls and fails as often as a test tells it to. */
class ScriptedEmailHandler implements JobHandler<'email'> {
  readonly queue = 'email' as const;
  readonly calls: EmailJob[] = [];
  /** subject → how many of the next calls fail; Infinity for a job that never succeeds. */
  readonly failures = new Map<string, number>();

  async handle(_name: string, payload: EmailJob): Promise<void> {
    this.calls.push(payload);
    const left = this.failures.get(payload.subject) ?? 0;
    if (left > 0) {
      this.failures.set(payload.subject, left - 1);
      throw new Error(`Postfach von ${payload.to} ist voll`);
    }
  }

  callsFor(subject: string): EmailJob[] {
    return this.calls.filter((call) => call.subject === subject);
  }
}

const mail = (subject: string): EmailJob => ({
  to: 'anna@example.at',
  subject,
  text: 'Hallo Anna',
});

describe('EmbeddedJobQueue on a SQLite file', () => {
  let dir: string;
  let config: AppConfig;
  let dataSource: DataSource;
  let handler: ScriptedEmailHandler;
  let registry: JobHandlerRegistry;
  let queue: EmbeddedJobQueue;
  const extraSources: DataSource[] = [];

  async function openDatabase(): Promise<DataSource> {
    const source = new DataSource(dataSourceOptions(config));
    await source.initialize();
    return source;
  }

  const row = (id: string) =>
    dataSource.getRepository(JobRecord).findOneByOrFail({ id: Number(id) });

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bestellwerk-jobs-'));
    // The same options as the API (WAL, busy timeout), on a fresh file; migrations, not synchronize.
    config = AppConfig.fromProcess({
      DATA_DIR: dir,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });
    expect(await runMigrations(config)).not.toHaveLength(0);
    dataSource = await openDatabase();
    handler = new ScriptedEmailHandler();
    registry = new JobHandlerRegistry();
    registry.register(handler);
    queue = new EmbeddedJobQueue(dataSource.getRepository(JobRecord), registry, JOB_DEFAULTS);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await queue.onModuleDestroy();
    for (const source of [dataSource, ...extraSources.splice(0)])
      if (source.isInitialized) await source.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs an added job with its payload and keeps it as completed', async () => {
    const id = await queue.add('email', 'login-link', mail('Ihr Anmeldelink'));

    expect(await queue.drain()).toBe(1);

    expect(handler.calls).toEqual([mail('Ihr Anmeldelink')]);
    const completed = await queue.list('email', 'completed');
    expect(completed).toEqual([
      expect.objectContaining({
        id,
        queue: 'email',
        name: 'login-link',
        status: 'completed',
        attempts: 1,
        lastError: null,
      }),
    ]);
    expect(completed[0].payload).toEqual(mail('Ihr Anmeldelink'));
    expect(await queue.list('email', 'waiting')).toEqual([]);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    let now = Date.UTC(2026, 0, 15, 9, 0, 0);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    handler.failures.set('Bestellung 17', 2);
    const id = await queue.add('email', 'order-confirmation', mail('Bestellung 17'), {
      attempts: 3,
    });

    expect(await queue.drain()).toBe(1);
    let record = await row(id);
    expect(record).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: 'Postfach von anna@example.at ist voll',
    });
    expect(Number(record.runAt)).toBe(now + JOB_DEFAULTS.backoffMs);
    expect(await queue.list('email', 'waiting')).toEqual([
      expect.objectContaining({ id, status: 'delayed' }),
    ]);

    now += JOB_DEFAULTS.backoffMs - 1;
    expect(await queue.drain()).toBe(0);
    now += 1;
    expect(await queue.drain()).toBe(1);
    record = await row(id);
    expect(record).toMatchObject({ status: 'waiting', attempts: 2 });
    expect(Number(record.runAt)).toBe(now + 2 * JOB_DEFAULTS.backoffMs);

    now += 2 * JOB_DEFAULTS.backoffMs;
    expect(await queue.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'completed', attempts: 3 });
    expect(handler.callsFor('Bestellung 17')).toHaveLength(3);
  });

  it('keeps a job that never succeeds as failed with its error, and retry() runs it again', async () => {
    let now = Date.UTC(2026, 0, 15, 9, 0, 0);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    handler.failures.set('Rechnung', Infinity);
    const id = await queue.add('email', 'invoice', mail('Rechnung'), { attempts: 2 });

    await queue.drain();
    now += JOB_DEFAULTS.backoffMs;
    await queue.drain();
    now += 60 * 60_000;
    expect(await queue.drain()).toBe(0);

    expect(await queue.list('email', 'failed')).toEqual([
      expect.objectContaining({
        id,
        status: 'failed',
        attempts: 2,
        lastError: 'Postfach von anna@example.at ist voll',
      }),
    ]);
    expect(handler.callsFor('Rechnung')).toHaveLength(2);

    handler.failures.delete('Rechnung');
    expect(await queue.retry('email', id)).toBe(true);
    expect(await queue.list('email', 'failed')).toEqual([]);
    expect(await queue.list('email', 'waiting')).toEqual([
      expect.objectContaining({ id, status: 'waiting', attempts: 0 }),
    ]);

    expect(await queue.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('answers retry() with false for unknown, completed or other-queue jobs', async () => {
    const id = await queue.add('email', 'welcome', mail('Willkommen'));
    await queue.drain();

    expect(await queue.retry('email', '999999')).toBe(false);
    expect(await queue.retry('email', 'not-a-number')).toBe(false);
    expect(await queue.retry('sms', id)).toBe(false);
    // A completed e-mail is not sent a second time.
    expect(await queue.retry('email', id)).toBe(false);
    expect(handler.calls).toHaveLength(1);
  });

  it('leaves jobs of a queue without handler waiting instead of losing them', async () => {
    const id = await queue.add('sms', 'pickup', { to: '+43660123456', text: 'Abholbereit' });

    expect(await queue.drain()).toBe(0);

    expect(await row(id)).toMatchObject({ status: 'waiting', attempts: 0 });
  });

  it('runs each job exactly once when two runners share one SQLite file', async () => {
    const second = await openDatabase();
    extraSources.push(second);
    const otherHandler = new ScriptedEmailHandler();
    const otherRegistry = new JobHandlerRegistry();
    otherRegistry.register(otherHandler);
    const otherQueue = new EmbeddedJobQueue(
      second.getRepository(JobRecord),
      otherRegistry,
      JOB_DEFAULTS,
    );
    const subjects = Array.from({ length: 40 }, (_, index) => `Bestellung ${index + 1}`);
    for (const subject of subjects) await queue.add('email', 'order-confirmation', mail(subject));

    const [ranHere, ranThere] = await Promise.all([queue.drain(), otherQueue.drain()]);

    const handled = [...handler.calls, ...otherHandler.calls].map((call) => call.subject).sort();
    expect(handled).toEqual([...subjects].sort());
    expect(ranHere + ranThere).toBe(subjects.length);
    expect(await dataSource.getRepository(JobRecord).countBy({ status: 'completed' })).toBe(
      subjects.length,
    );
  });

  it('takes over jobs left active by a crashed process, after five minutes', async () => {
    const repo = dataSource.getRepository(JobRecord);
    const now = Date.now();
    const base = {
      queue: 'email',
      name: 'login-link',
      payload: mail('x'),
      status: 'active',
      maxAttempts: 3,
    };
    const crashed = await repo.save(
      repo.create({ ...base, attempts: 1, runAt: String(now - 6 * 60_000) }),
    );
    const exhausted = await repo.save(
      repo.create({ ...base, attempts: 3, runAt: String(now - 6 * 60_000) }),
    );
    const running = await repo.save(
      repo.create({ ...base, attempts: 1, runAt: String(now - 60_000) }),
    );
    // No handlers here, so the poller started by the bootstrap cannot touch the rows.
    const idleQueue = new EmbeddedJobQueue(repo, new JobHandlerRegistry(), JOB_DEFAULTS);

    await idleQueue.onApplicationBootstrap();
    await idleQueue.onModuleDestroy();

    expect(await repo.findOneByOrFail({ id: crashed.id })).toMatchObject({
      status: 'waiting',
      attempts: 1,
    });
    expect(await repo.findOneByOrFail({ id: exhausted.id })).toMatchObject({
      status: 'failed',
      lastError: 'Der Prozess wurde während der Ausführung beendet.',
    });
    expect(await repo.findOneByOrFail({ id: running.id })).toMatchObject({ status: 'active' });
  });
});

describe('JobsModule without REDIS_URL', () => {
  const saved = { ...process.env };
  let dir: string;

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bestellwerk-jobs-module-'));
    process.env.DATA_DIR = dir;
    delete process.env.REDIS_URL;
    delete process.env.DATABASE_URL;
    delete process.env.SMTP_URL;
    await runMigrations(AppConfig.fromProcess());
  });

  afterEach(() => {
    process.env = { ...saved };
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs jobs in the API process itself, through the poller', async () => {
    let delivered!: (payload: EmailJob) => void;
    const received = new Promise<EmailJob>((resolve) => (delivered = resolve));

    @Injectable()
    class EmailProbe implements JobHandler<'email'>, OnModuleInit {
      readonly queue = 'email' as const;
      constructor(private readonly registry: JobHandlerRegistry) {}
      onModuleInit(): void {
        this.registry.register(this);
      }
      async handle(_name: string, payload: EmailJob): Promise<void> {
        delivered(payload);
      }
    }
    @Module({ imports: [AppConfigModule, DatabaseModule, JobsModule], providers: [EmailProbe] })
    class ApiLikeModule {}

    const app = await NestFactory.createApplicationContext(ApiLikeModule, { logger: false });
    try {
      const jobs = app.get(JobQueue);
      expect(jobs).toBeInstanceOf(EmbeddedJobQueue);

      const id = await jobs.add('email', 'login-link', mail('Ihr Anmeldelink'));

      // No drain(): the runner started with the application must pick it up by itself.
      expect(await received).toEqual(mail('Ihr Anmeldelink'));
      expect(id).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });

  it('writes e-mails as .eml files under DATA_DIR/mail when SMTP_URL is unset', async () => {
    @Module({
      imports: [AppConfigModule, DatabaseModule, AuditModule, JobsModule, NotificationsModule],
    })
    class DemoModule {}
    const app = await NestFactory.createApplicationContext(DemoModule, { logger: false });
    try {
      await app.get(JobQueue).add('email', 'login-link', {
        to: 'anna@example.at',
        subject: 'Ihr Anmeldelink',
        text: 'Ihr Link: http://localhost:3000/backend/login/link/abc',
      });
      await (app.get(JobQueue) as EmbeddedJobQueue).drain();
    } finally {
      // Closing waits for a run the poller may have started first.
      await app.close();
    }

    const files = readdirSync(join(dir, 'mail'));
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const raw = readFileSync(join(dir, 'mail', files[0]), 'utf8');
    expect(raw).toMatch(/^To: anna@example\.at$/m);
    expect(raw).toMatch(/^Subject: Ihr Anmeldelink$/m);
    expect(raw).toContain('http://localhost:3000/backend/login/link/abc');
  });
});
