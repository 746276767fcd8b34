import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Job, JobsOptions, JobState, Queue } from 'bullmq';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { fastInsert, fastInsertSupported } from '../../common/database/fast-insert';
import { OutboxMessage } from './entities/outbox-message.entity';
import { JOB_QUEUE_DEFAULTS, JobDefaults } from './job-defaults';
import {
  JobOptions,
  JobQueue,
  JobView,
  OutboxJob,
  QUEUE_NAMES,
  QueueBacklog,
  QueueName,
  QueuePayloads,
} from './job-queue';

/** Any queue's payload; a Queue instance is typed by the union, add() narrows per name. */
export type AnyPayload = QueuePayloads[QueueName];

/** How many jobs a list shows per state; the back office looks at recent problems. */
const LIST_LIMIT = 200;

/** The back office's three filters, each covering the BullMQ states a person means by it. */
const STATES_BY_FILTER: Record<'failed' | 'waiting' | 'completed', JobState[]> = {
  failed: ['failed'],
  completed: ['completed'],
  waiting: ['active', 'waiting', 'prioritized', 'delayed', 'waiting-children'],
};

const PENDING_STATES = new Set<string>(STATES_BY_FILTER.waiting);

/** The relay looks for forgotten outbox entries this often, besides flush() after a commit. */
const RELAY_INTERVAL_MS = 1000;
/** A relay that took an entry and died lets another take it after this long (up to twice). */
const CLAIM_MS = 30_000;
const RELAY_BATCH = 200;
/**
 * A round starts this long after the first commit that asks for it, so the orders of the
 * same moment share one round (its three statements, one BullMQ round trip per queue)
 * instead of a round each.
 */
export const RELAY_GATHER_MS = 25;

/** BullMQ job ids may not contain ':' (it separates its own Redis keys). */
export const bullmqJobId = (key: string) => key.replace(/:/g, '.');

/**
 * Connections of their own, apart from the shared REDIS client, so closing the queues never
 * cuts off sessions or the key-value store. A worker needs `maxRetriesPerRequest: null` (it
 * must never give up on its blocking command); a producer in the API fails fast instead,
 * so a request answers with an error rather than hanging while Redis is away.
 */
export function createBullmqConnection(url: string, role: 'worker' | 'producer' = 'worker'): Redis {
  return role === 'worker'
    ? new Redis(url, { maxRetriesPerRequest: null })
    : new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
}

export function bullmqDefaultJobOptions(defaults: JobDefaults): JobsOptions {
  return {
    attempts: defaults.attempts,
    backoff: { type: 'exponential', delay: defaults.backoffMs },
    removeOnComplete: { count: defaults.keepCompleted },
    removeOnFail: { count: defaults.keepFailed },
  };
}

function viewStatus(state: JobState | 'unknown'): JobView['status'] {
  if (state === 'active' || state === 'completed' || state === 'failed' || state === 'delayed')
    return state;
  return 'waiting';
}

/**
 * The producer side on Redis: the API and the worker add jobs here, worker.ts consumes
 * them (BullmqWorkers). One BullMQ Queue per name, created on first use.
 */
@Injectable()
export class BullmqJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BullmqJobQueue.name);
  private readonly queues = new Map<QueueName, Queue<AnyPayload>>();
  private connection: Redis | null = null;
  private closed = false;
  private relayTimer: NodeJS.Timeout | null = null;
  private relaying: Promise<void> | null = null;
  /** The round that follows the one under way, shared by all who asked meanwhile. */
  private following: Promise<void> | null = null;
  private readonly relayId = randomUUID();

  constructor(
    private readonly config: AppConfig,
    @Inject(JOB_QUEUE_DEFAULTS) private readonly defaults: JobDefaults,
    // Absent only in test modules that exercise BullMQ alone, without the outbox.
    @Optional() private readonly dataSource?: DataSource,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    if (!this.dataSource) return;
    // flush() reports its own failures; a tick must never leave a rejection unhandled.
    this.relayTimer = setInterval(
      () => void this.flush().catch(() => undefined),
      RELAY_INTERVAL_MS,
    );
    this.relayTimer.unref();
  }

  async addManyInTransaction(manager: EntityManager, jobs: readonly OutboxJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const runAt = Date.now();
    const rows = jobs.map((job) => ({
      jobKey: job.key,
      queue: job.queue,
      name: job.name,
      payload: job.payload as object,
      attempts: job.attempts ?? null,
      runAt: String(runAt + (job.delayMs ?? 0)),
      claimedUntil: null,
      relayedAt: null,
    }));
    // One statement for all; a key written before (a repeated announcement) stays as it is.
    if (fastInsertSupported(manager)) {
      await fastInsert(manager, OutboxMessage, rows, { keepOnDuplicate: 'jobKey' });
      return;
    }
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(rows)
      .orUpdate(['jobKey'], ['jobKey'])
      .updateEntity(false)
      .execute();
  }

  /**
   * Moves committed outbox entries into BullMQ. Several processes may relay at once: each
   * entry is claimed by a conditional update first, and the key doubles as BullMQ's job id,
   * so even an entry handed on twice (a relay dying before it marked it) is one job.
   */
  flush(): Promise<void> {
    if (!this.dataSource || this.closed) return Promise.resolve();
    if (!this.relaying) return this.startRound(RELAY_GATHER_MS);
    // A round under way may have read the pending entries before this caller's commit: the
    // round right after it serves every caller that came meanwhile (the batch). No caller
    // waits for more than that one, however steadily orders keep coming.
    this.following ??= this.relaying.then(() => {
      this.following = null;
      // A round started by someone else in between began after these callers' commits.
      return this.relaying ?? this.startRound(0);
    });
    return this.following;
  }

  /** One relay round after a short gathering; it never rejects (relay() reports failures). */
  private startRound(gatherMs: number): Promise<void> {
    this.relaying = (async () => {
      if (gatherMs > 0) await new Promise((gathered) => setTimeout(gathered, gatherMs));
      // After a failure the timer's next round retries, not every caller at once.
      if (!this.closed) await this.relay();
    })().finally(() => {
      this.relaying = null;
    });
    return this.relaying;
  }

  /**
   * One batch is three statements: read the due entries, claim them with one conditional
   * UPDATE, and after one addBulk per queue mark them relayed with one UPDATE. The claim's
   * expiry carries a random part, so a relay can tell its own claim from a racing one's; if
   * two ever claimed alike, both would hand on the same keys, which BullMQ takes once.
   */
  private async relay(): Promise<boolean> {
    const repo = this.dataSource!.getRepository(OutboxMessage);
    // The entries this round holds while it hands them on, and the claim it holds them by.
    let holding: { ids: number[]; claim: string } | null = null;
    try {
      for (;;) {
        const now = Date.now();
        const pending = await repo
          .createQueryBuilder('m')
          .where('m.relayedAt IS NULL')
          .andWhere('(m.claimedUntil IS NULL OR m.claimedUntil < :now)', { now })
          .orderBy('m.id', 'ASC')
          .limit(RELAY_BATCH)
          .getMany();
        if (pending.length === 0) return true;
        const claim = String(now + CLAIM_MS + randomInt(0, CLAIM_MS));
        const ids = pending.map((message) => message.id);
        const { affected } = await repo
          .createQueryBuilder()
          .update(OutboxMessage)
          .set({ claimedUntil: claim })
          .where('id IN (:...ids) AND relayedAt IS NULL', { ids })
          .andWhere('(claimedUntil IS NULL OR claimedUntil < :now)', { now })
          .execute();
        let claimed = pending;
        if (affected !== pending.length) {
          // Another relay took some of them in between: hand on only what this one holds.
          const mine = await repo
            .createQueryBuilder('m')
            .select('m.id')
            .where('m.id IN (:...ids) AND m.claimedUntil = :claim', { ids, claim })
            .getMany();
          const own = new Set(mine.map((message) => message.id));
          claimed = pending.filter((message) => own.has(message.id));
        }
        if (claimed.length > 0) {
          holding = { ids: claimed.map((message) => message.id), claim };
          await this.addBulk(claimed);
          await repo
            .createQueryBuilder()
            .update(OutboxMessage)
            .set({ relayedAt: new Date() })
            .where('id IN (:...ids) AND relayedAt IS NULL', {
              ids: claimed.map((message) => message.id),
            })
            .execute();
          holding = null;
        }
        if (pending.length < RELAY_BATCH) return true;
      }
    } catch (error) {
      // Redis or the database is away: the entries stay and the next round takes them.
      this.logger.error(`Outbox-Weitergabe unterbrochen (${this.relayId}): ${String(error)}`);
      if (holding) await this.release(holding.ids, holding.claim);
      return false;
    }
  }

  /**
   * Gives up this round's claim after a failed hand-off (Redis away): the entries are due
   * again at once, so the first round after Redis returns (a second at most) takes them,
   * not one 30–60 s later when the claim would have run out. Only this relay's own claim
   * is dropped; an entry BullMQ did take in part is handed on again under its key, once.
   */
  private async release(ids: number[], claim: string): Promise<void> {
    try {
      await this.dataSource!.getRepository(OutboxMessage)
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ claimedUntil: null })
        .where('id IN (:...ids) AND relayedAt IS NULL AND claimedUntil = :claim', { ids, claim })
        .execute();
    } catch (error) {
      // The database is away too: the claim runs out on its own.
      this.logger.warn(`Outbox-Anspruch nicht freigegeben (${this.relayId}): ${String(error)}`);
    }
  }

  /** One round trip per queue for a batch of outbox entries. */
  private async addBulk(messages: OutboxMessage[]): Promise<void> {
    const byQueue = new Map<QueueName, OutboxMessage[]>();
    for (const message of messages) {
      const queue = message.queue as QueueName;
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), message]);
    }
    await Promise.all(
      [...byQueue].map(([queue, batch]) =>
        this.queue(queue).addBulk(
          batch.map((message) => ({
            name: message.name,
            data: message.payload as AnyPayload,
            opts: this.jobOptions({
              key: message.jobKey,
              attempts: message.attempts ?? undefined,
              delayMs: Math.max(0, Number(message.runAt) - Date.now()),
            }),
          })),
        ),
      ),
    );
  }

  async add<Q extends QueueName>(
    queue: Q,
    name: string,
    payload: QueuePayloads[Q],
    options: JobOptions = {},
  ): Promise<string> {
    const job = await this.queue(queue).add(name, payload, this.jobOptions(options));
    if (!job.id) throw new Error(`BullMQ hat dem Auftrag ${queue}/${name} keine ID gegeben.`);
    return job.id;
  }

  private jobOptions(options: JobOptions): JobsOptions {
    // Only options that are set: BullMQ spreads them over the defaults, so an explicit
    // `attempts: undefined` would wipe the default number of tries.
    const jobOptions: JobsOptions = {};
    if (options.attempts !== undefined) jobOptions.attempts = options.attempts;
    if (options.delayMs !== undefined) jobOptions.delay = options.delayMs;
    // BullMQ ignores an add whose job id exists already: the key makes the add idempotent.
    if (options.key !== undefined) jobOptions.jobId = bullmqJobId(options.key);
    return jobOptions;
  }

  async list(queue: QueueName, status: 'failed' | 'waiting' | 'completed'): Promise<JobView[]> {
    const bullQueue = this.queue(queue);
    const perState = await Promise.all(
      STATES_BY_FILTER[status].map(async (state) => {
        const jobs = await bullQueue.getJobs(state, 0, LIST_LIMIT - 1, false);
        // getJobs may hand back holes for jobs removed between two Redis calls.
        return jobs.flatMap((job) => (job ? [this.view(queue, job, state)] : []));
      }),
    );
    return perState
      .flat()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, LIST_LIMIT);
  }

  /**
   * Puts a failed job back with a fresh set of tries. A job that is still pending counts as
   * retried (two clicks in the back office are harmless); a completed job is not run again,
   * which would send an e-mail or a print a second time.
   */
  async retry(queue: QueueName, id: string): Promise<boolean> {
    const job = await this.queue(queue).getJob(id);
    if (!job) return false;
    const state = await job.getState();
    if (PENDING_STATES.has(state)) return true;
    if (state !== 'failed') return false;
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    } catch (error) {
      // Someone else retried it between getState and retry: the job is pending either way.
      if (PENDING_STATES.has(await job.getState())) return true;
      throw error;
    }
    return true;
  }

  /**
   * BullMQ names every worker's connection after its queue (CLIENT SETNAME): a queue with
   * jobs to run and no such connection has no consumer. Where CLIENT LIST is forbidden
   * BullMQ answers with a placeholder, which counts as a worker (no false alarm).
   */
  async queuesWithoutWorker(): Promise<QueueBacklog[]> {
    const found = await Promise.all(
      QUEUE_NAMES.map(async (name): Promise<QueueBacklog | null> => {
        const queue = this.queue(name);
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed');
        const waiting = Object.values(counts).reduce((sum, count) => sum + count, 0);
        if (waiting === 0) return null;
        return (await queue.getWorkersCount()) === 0 ? { queue: name, waiting } : null;
      }),
    );
    return found.filter((backlog): backlog is QueueBacklog => backlog !== null);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.relayTimer) clearInterval(this.relayTimer);
    await this.relaying;
    await this.following;
    this.closed = true;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
    if (this.connection && this.connection.status !== 'end')
      await this.connection.quit().catch(() => undefined);
    this.connection = null;
  }

  private queue(name: QueueName): Queue<AnyPayload> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<AnyPayload>(name, {
        connection: this.redis(),
        prefix: this.config.redisPrefix,
        defaultJobOptions: bullmqDefaultJobOptions(this.defaults),
      });
      // Without a listener an 'error' event (Redis gone) would crash the process.
      queue.on('error', (error) => this.logger.error(`Warteschlange ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private redis(): Redis {
    // A late caller during shutdown must not open a connection nobody will close again.
    if (this.closed) throw new Error('Die Auftragswarteschlange ist bereits geschlossen.');
    if (!this.connection) {
      const url = this.config.redisUrl;
      if (!url) throw new Error('BullmqJobQueue braucht REDIS_URL.');
      this.connection = createBullmqConnection(url, 'producer');
    }
    return this.connection;
  }

  private view(queue: QueueName, job: Job<unknown>, state: JobState): JobView {
    return {
      id: String(job.id),
      queue,
      name: job.name,
      status: viewStatus(state),
      attempts: job.attemptsMade,
      payload: job.data,
      lastError: job.failedReason || null,
      createdAt: new Date(job.timestamp).toISOString(),
      failedAt:
        state === 'failed' && job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    };
  }
}
