import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, LessThanOrEqual, Repository } from 'typeorm';
import { JobRecord } from './entities/job-record.entity';
import { JobHandlerRegistry } from './job-handler.registry';
import { JOB_QUEUE_DEFAULTS, JobDefaults, errorMessage } from './job-defaults';
import {
  JobHeldError,
  JobOptions,
  JobQueue,
  JobView,
  OutboxJob,
  QueueName,
  QueuePayloads,
} from './job-queue';

type RecordStatus = 'waiting' | 'active' | 'completed' | 'failed';

/** How often the API process looks for due jobs; short enough that a login link feels instant. */
const POLL_INTERVAL_MS = 250;
/** Candidates read per look; a runner that loses one to another process tries the next. */
const CLAIM_CANDIDATES = 10;
/** An 'active' row this old at start-up belongs to a process that died while running it. */
const STALE_ACTIVE_MS = 5 * 60_000;
/** Housekeeping (retention, abandoned runs) happens at most this often, not after every job. */
const HOUSEKEEPING_INTERVAL_MS = 60_000;
const LIST_LIMIT = 200;

const ABANDONED = 'Der Prozess wurde während der Ausführung beendet.';

/** What one step of the runner achieved. */
type Step = 'ran' | 'lost' | 'idle';

/**
 * The job queue without Redis: jobs are rows of job_record and the API process runs them
 * itself. Several processes may share one database (two API processes on one SQLite file,
 * or on one MariaDB): a row is only run by the process whose UPDATE moved it from
 * 'waiting' to 'active'. While a row is 'active', runAt holds the time the run started,
 * which is how a crashed run is recognised later.
 */
@Injectable()
export class EmbeddedJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EmbeddedJobQueue.name);
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = false;
  private lastHousekeeping = 0;

  constructor(
    @InjectRepository(JobRecord) private readonly repo: Repository<JobRecord>,
    private readonly registry: JobHandlerRegistry,
    @Inject(JOB_QUEUE_DEFAULTS) private readonly defaults: JobDefaults,
  ) {
    super();
  }

  async add<Q extends QueueName>(
    queue: Q,
    name: string,
    payload: QueuePayloads[Q],
    options: JobOptions = {},
  ): Promise<string> {
    const id = await this.insert(this.repo.manager, queue, name, payload, options);
    if (!options.delayMs) this.poll();
    return id;
  }

  /** Here the job table is the outbox: the records commit with the caller's transaction. */
  async addManyInTransaction(manager: EntityManager, jobs: readonly OutboxJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const runAt = Date.now();
    // One statement for all; a key written before (a repeated announcement) stays as it is.
    await manager
      .createQueryBuilder()
      .insert()
      .into(JobRecord)
      .values(
        jobs.map((job) => ({
          queue: job.queue,
          name: job.name,
          payload: job.payload as object,
          jobKey: job.key,
          status: 'waiting',
          attempts: 0,
          maxAttempts: job.attempts ?? this.defaults.attempts,
          runAt: String(runAt + (job.delayMs ?? 0)),
        })),
      )
      .orUpdate(['jobKey'], ['jobKey'])
      .updateEntity(false)
      .execute();
  }

  async flush(): Promise<void> {
    this.poll();
  }

  private async insert(
    manager: EntityManager,
    queue: QueueName,
    name: string,
    payload: unknown,
    options: JobOptions,
  ): Promise<string> {
    const repo = manager.getRepository(JobRecord);
    if (options.key) {
      const existing = await repo.findOne({ where: { jobKey: options.key }, select: { id: true } });
      if (existing) return String(existing.id);
    }
    const result = await repo.insert({
      queue,
      name,
      // simple-json takes any JSON value; TypeORM's insert typing cannot express that.
      payload: payload as object,
      jobKey: options.key ?? null,
      status: 'waiting',
      attempts: 0,
      maxAttempts: options.attempts ?? this.defaults.attempts,
      runAt: String(Date.now() + (options.delayMs ?? 0)),
    });
    const id: unknown = result.identifiers[0]?.id;
    if (id === undefined || id === null)
      throw new Error(`Der Auftrag ${queue}/${name} wurde ohne ID gespeichert.`);
    return String(id);
  }

  async list(queue: QueueName, status: 'failed' | 'waiting' | 'completed'): Promise<JobView[]> {
    const statuses: RecordStatus[] = status === 'waiting' ? ['waiting', 'active'] : [status];
    const rows = await this.repo.find({
      where: { queue, status: In(statuses) },
      order: { id: 'DESC' },
      take: LIST_LIMIT,
    });
    const now = Date.now();
    return rows.map((row) => ({
      id: String(row.id),
      queue,
      name: row.name,
      status:
        row.status === 'waiting' && Number(row.runAt) > now
          ? 'delayed'
          : (row.status as JobView['status']),
      attempts: row.attempts,
      payload: row.payload,
      lastError: row.lastError,
      createdAt: new Date(row.createdAt).toISOString(),
      failedAt:
        row.status === 'failed' && row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    }));
  }

  /** Same rules as on BullMQ: failed → waiting with fresh tries; pending counts as retried. */
  async retry(queue: QueueName, id: string): Promise<boolean> {
    if (!/^\d{1,15}$/.test(id)) return false;
    const jobId = Number(id);
    const { affected } = await this.repo.update(
      { id: jobId, queue, status: 'failed' },
      { status: 'waiting', attempts: 0, runAt: String(Date.now()), finishedAt: null },
    );
    if (affected) {
      this.poll();
      return true;
    }
    return this.repo.exists({ where: { id: jobId, queue, status: In(['waiting', 'active']) } });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.recoverAbandoned();
    this.lastHousekeeping = Date.now();
    this.stopped = false;
    this.timer = setInterval(() => this.poll(), POLL_INTERVAL_MS);
    // The poller alone must not keep a process alive that is otherwise done (CLI, tests).
    this.timer.unref();
    this.poll();
  }

  /** Stops polling and waits for the job in hand, before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
  }

  /**
   * Runs jobs until none is due (for tests and the poller). Returns how many this runner
   * ran; jobs taken by another runner in the meantime are not counted.
   */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      if (this.stopped) return ran;
      const step = await this.step();
      if (step === 'idle') return ran;
      if (step === 'ran') ran += 1;
    }
  }

  /**
   * Rows left 'active' by a process that died mid-run go back to waiting, or to failed when
   * they had used up their tries (a job that kills the process must not loop forever).
   * Runs at start-up and then once a minute, so that a surviving process also takes over
   * the jobs of one that crashed and stays down.
   */
  private async recoverAbandoned(): Promise<void> {
    const cutoff = String(Date.now() - STALE_ACTIVE_MS);
    const requeued = await this.repo
      .createQueryBuilder()
      .update(JobRecord)
      .set({ status: 'waiting', runAt: String(Date.now()), lastError: ABANDONED })
      .where('status = :active AND runAt < :cutoff AND attempts < maxAttempts', {
        active: 'active',
        cutoff,
      })
      .execute();
    const failed = await this.repo
      .createQueryBuilder()
      .update(JobRecord)
      .set({ status: 'failed', finishedAt: new Date(), lastError: ABANDONED })
      .where('status = :active AND runAt < :cutoff AND attempts >= maxAttempts', {
        active: 'active',
        cutoff,
      })
      .execute();
    if (requeued.affected || failed.affected) {
      this.logger.warn(
        `Abgebrochene Aufträge übernommen: ${requeued.affected ?? 0} erneut eingereiht, ${failed.affected ?? 0} fehlgeschlagen.`,
      );
    }
  }

  private poll(): void {
    if (this.polling || this.stopped || !this.timer) return;
    this.polling = this.drain()
      .then(() => this.housekeeping())
      .catch((error: unknown) =>
        this.logger.error(`Auftragsverarbeitung gestört: ${errorMessage(error)}`),
      )
      .finally(() => {
        this.polling = null;
      });
  }

  /** Claims one due job and runs it. */
  private async step(): Promise<Step> {
    // Only queues with a handler here: a queue whose handler is not built yet keeps its
    // jobs waiting instead of failing them.
    const queues = this.registry.queues();
    if (queues.length === 0) return 'idle';
    const now = Date.now();
    const candidates = await this.repo.find({
      select: { id: true },
      where: { status: 'waiting', queue: In(queues), runAt: LessThanOrEqual(String(now)) },
      order: { runAt: 'ASC', id: 'ASC' },
      take: CLAIM_CANDIDATES,
    });
    if (candidates.length === 0) return 'idle';
    for (const { id } of candidates) {
      // The claim: only one UPDATE can move the row out of 'waiting', whichever process runs it.
      const { affected } = await this.repo.update(
        { id, status: 'waiting' },
        { status: 'active', attempts: () => 'attempts + 1', runAt: String(now) },
      );
      if (affected !== 1) continue;
      const job = await this.repo.findOneByOrFail({ id });
      await this.run(job);
      return 'ran';
    }
    return 'lost';
  }

  private async run(job: JobRecord): Promise<void> {
    try {
      // The payload was stored by add() for this very queue, so it has the queue's type.
      await this.registry.run(
        job.queue as QueueName,
        job.name,
        job.payload as QueuePayloads[QueueName],
        job.jobKey,
      );
    } catch (error) {
      await this.recordFailure(job, error);
      return;
    }
    await this.repo.update(
      { id: job.id, status: 'active' },
      { status: 'completed', finishedAt: new Date() },
    );
  }

  private async recordFailure(job: JobRecord, error: unknown): Promise<void> {
    const lastError = errorMessage(error);
    if (error instanceof JobHeldError) {
      // Held, not failed: back to waiting, and the claim's attempt is given back.
      await this.repo.update(
        { id: job.id, status: 'active' },
        {
          status: 'waiting',
          lastError,
          attempts: () => 'attempts - 1',
          runAt: String(Date.now() + error.retryInMs),
        },
      );
      return;
    }
    if (job.attempts >= job.maxAttempts) {
      this.logger.error(
        `Auftrag ${job.queue}/${job.name} #${job.id} nach ${job.attempts} Versuchen fehlgeschlagen: ${lastError}`,
      );
      await this.repo.update(
        { id: job.id, status: 'active' },
        { status: 'failed', lastError, finishedAt: new Date() },
      );
      return;
    }
    const delay = this.defaults.backoffMs * 2 ** (job.attempts - 1);
    this.logger.warn(
      `Auftrag ${job.queue}/${job.name} #${job.id} Versuch ${job.attempts}/${job.maxAttempts} fehlgeschlagen, neuer Versuch in ${delay} ms: ${lastError}`,
    );
    await this.repo.update(
      { id: job.id, status: 'active' },
      { status: 'waiting', lastError, runAt: String(Date.now() + delay) },
    );
  }

  private async housekeeping(): Promise<void> {
    if (Date.now() - this.lastHousekeeping < HOUSEKEEPING_INTERVAL_MS) return;
    this.lastHousekeeping = Date.now();
    await this.recoverAbandoned();
    await this.prune('completed', this.defaults.keepCompleted);
    await this.prune('failed', this.defaults.keepFailed);
  }

  /** Bounded retention, as BullMQ's removeOnComplete/removeOnFail: keep the newest N. */
  private async prune(status: RecordStatus, keep: number): Promise<void> {
    // Two statements: MariaDB refuses a DELETE whose subquery reads the same table.
    const [oldestDropped] = await this.repo.find({
      select: { id: true },
      where: { status },
      order: { id: 'DESC' },
      skip: keep,
      take: 1,
    });
    if (oldestDropped) await this.repo.delete({ status, id: LessThanOrEqual(oldestDropped.id) });
  }
}
