import type { EntityManager } from 'typeorm';

/**
 * Job payloads live here, once; producers never import processors. The queue names are the
 * configuration's (config/queues.ts: WORKER_QUEUES and WORKER_CONCURRENCY are checked
 * against them), re-exported for the modules.
 */
import type { QueueName } from '../../config/queues';

export { QUEUE_LABELS, QUEUE_NAMES, type QueueName } from '../../config/queues';

export interface EmailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable key of this message (e.g. 'order:42:confirmed'); gives a deterministic Message-ID. */
  key?: string;
  /** The sender's name (the shop's); the address is MAIL_FROM's. */
  fromName?: string;
}
export interface SmsJob {
  to: string;
  text: string;
  /** Stable key of this message (e.g. 'order:42:confirmed'). */
  key?: string;
}
/**
 * A print job. `Receipt` is the order's document as the orders module hands it over
 * (orders/contracts/order-document); the queue carries it without reading it, and the print
 * handler (devices) names the type it renders.
 */
export interface PrintJob<Receipt extends object = object> {
  deviceId?: number;
  orderId?: number;
  /** Ready ESC/POS bytes, base64 (the test print). */
  document?: string;
  /**
   * An order's document: the print handler renders the receipt at the device's width.
   * ESC/POS encoding takes milliseconds per receipt, too long for the order's transaction,
   * which holds the branch's lock.
   */
  receipt?: Receipt;
}

/** Delayed order escalation: 'alarm' while still unanswered, then 'missed'. */
export interface TimerJob {
  kind: 'alarm' | 'missed';
  orderId: number;
}

/** A Content AI run (its row in cms_content_ai_job holds prompt, progress and result). */
export interface ContentJob {
  jobId: number;
}

/**
 * The statistics rollup round, repeated: each run schedules the next (key
 * 'statistics-rollup:<slot>', so processes that all schedule a slot make one job).
 */
export interface StatisticsJob {
  kind: 'rollup';
  /** The interval slot this run belongs to (epoch ms / interval). */
  slot: number;
}

export interface QueuePayloads {
  content: ContentJob;
  email: EmailJob;
  sms: SmsJob;
  print: PrintJob;
  timers: TimerJob;
  statistics: StatisticsJob;
}

export interface JobOptions {
  attempts?: number;
  delayMs?: number;
  /**
   * The job's idempotency key: a second add with the same key makes no second job, and a
   * job whose key already ran to completion is not run again (no e-mail or print twice).
   */
  key?: string;
}

/** One job for the outbox: what add() takes, with its key required. */
export type OutboxJob = {
  [Q in QueueName]: { queue: Q; name: string; payload: QueuePayloads[Q] } & JobOptions & {
      key: string;
    };
}[QueueName];

/** A job as the back office sees it, whichever runner holds it. */
export interface JobView {
  id: string;
  queue: QueueName;
  name: string;
  status: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed';
  attempts: number;
  payload: unknown;
  lastError: string | null;
  createdAt: string;
  /** When it failed for good (status 'failed'); null otherwise. */
  failedAt: string | null;
}

/** Defaults set once for both runners: 5 tries, exponential backoff from 2 s. */
export const JOB_DEFAULTS = {
  attempts: 5,
  backoffMs: 2000,
  keepCompleted: 1000,
  keepFailed: 5000,
  /**
   * How long a worker's hold on a running job lasts without renewal: a worker that dies
   * mid-job loses the job after this, and another worker runs it.
   */
  lockMs: 30_000,
} as const;

/**
 * The one job-queue seam. BullMQ on Redis when REDIS_URL is set (consumed by worker.ts);
 * an in-process runner backed by the database otherwise. The same handlers run behind both.
 */
export abstract class JobQueue {
  abstract add<Q extends QueueName>(
    queue: Q,
    name: string,
    payload: QueuePayloads[Q],
    options?: JobOptions,
  ): Promise<string>;
  /**
   * The transactional outbox: the job is written through the caller's EntityManager, so it
   * exists exactly when the caller's transaction commits. Call flush() after the commit to
   * hand it on at once; a relay also picks it up on its own within a second.
   */
  addInTransaction<Q extends QueueName>(
    manager: EntityManager,
    queue: Q,
    name: string,
    payload: QueuePayloads[Q],
    options: JobOptions & { key: string },
  ): Promise<void> {
    // A generic Q cannot be narrowed to one member of the union; the fields belong together.
    const job = { queue, name, payload, ...options } as OutboxJob;
    return this.addManyInTransaction(manager, [job]);
  }
  /**
   * The outbox for several jobs in one statement (a new order's mails, prints and timers).
   * A job whose key is written already is left as it is.
   */
  abstract addManyInTransaction(manager: EntityManager, jobs: readonly OutboxJob[]): Promise<void>;
  /** Hands committed outbox entries to the queue now (no-op where the outbox is the queue). */
  abstract flush(): Promise<void>;
  abstract list(queue: QueueName, status: 'failed' | 'waiting' | 'completed'): Promise<JobView[]>;
  abstract retry(queue: QueueName, id: string): Promise<boolean>;
  /**
   * The queues that hold jobs (waiting or due later) with no live consumer: no worker
   * process runs them, so they wait for ever. None where this process runs every queue.
   */
  queuesWithoutWorker(): Promise<QueueBacklog[]> {
    return Promise.resolve([]);
  }
}

/** A queue whose jobs nobody runs: its name and how many jobs wait in it. */
export interface QueueBacklog {
  queue: QueueName;
  waiting: number;
}

/** A processor for one queue; registered with JobHandlerRegistry by its module. */
/** What a handler learns about the run besides the payload. */
export interface JobContext {
  /** The job's stable key, if it has one. */
  key: string | null;
  /**
   * An earlier run of this key handed its output over (handedOver() below: the printer's
   * socket took the bytes) and did not finish: its worker died or the printer failed
   * afterwards. Only then does a receipt say „NACHDRUCK“; a run whose predecessor died
   * before handing anything over is the first print. (A mail keeps its Message-ID from
   * the key, so the mailbox shows a repeated one once either way.)
   */
  repeated: boolean;
  /**
   * Records that this run handed its output over — call it once the socket took the bytes,
   * before waiting for the device to settle. Never fails (a lost mark costs the next run
   * its „NACHDRUCK“, not the job); a no-op for a job without key.
   */
  handedOver(): Promise<void>;
}

export interface JobHandler<Q extends QueueName = QueueName> {
  queue: Q;
  handle(name: string, payload: QueuePayloads[Q], context?: JobContext): Promise<void>;
}

/**
 * Thrown by a handler whose job cannot run yet for a reason outside it (a printer out of
 * paper): not a failure. The job goes back to waiting and is tried again after `retryInMs`
 * without using up one of its attempts, as often as it takes — it is never dropped.
 */
export class JobHeldError extends Error {
  override readonly name = 'JobHeldError';
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
  }
}
