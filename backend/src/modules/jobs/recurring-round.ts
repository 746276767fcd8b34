import type { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import type { BullmqWorkers } from './bullmq-workers';
import { errorMessage } from './job-defaults';
import type { QueueName } from './job-queue';

/**
 * Whether this process does the background work that goes with a queue: the one consuming
 * it (a worker.ts of that queue), or the only process there is (the embedded mode without
 * Redis). The API next to workers never does. `workers` is provided only in worker.ts.
 */
export function consumesQueue(
  config: AppConfig,
  workers: Pick<BullmqWorkers, 'queues'> | undefined,
  queue: QueueName,
): boolean {
  if (!config.redisUrl) return true;
  return workers?.queues.includes(queue) ?? false;
}

export interface RecurringRoundOptions {
  /** Milliseconds between two rounds. */
  intervalMs: number;
  /** Also one round at start (a worker restarted after an outage catches up at once). */
  atStart: boolean;
  /** Where a failed round is reported, with `failure` before the error's text. */
  logger: Logger;
  failure: string;
}

/**
 * A round of background work on a timer — the escalation sweep, the kitchen's pacing, the
 * printers' idle check: never two rounds at once (a tick during a round is skipped), never
 * an unhandled rejection (a failure is logged and the next round retries), and the round
 * under way is awaited on shutdown, so nothing is cut off halfway.
 */
export class RecurringRound {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly options: RecurringRoundOptions,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.run(), this.options.intervalMs);
    this.timer.unref();
    if (this.options.atStart) void this.run();
  }

  /** One round now, or the one under way. Never throws. */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.round()
      .catch((error: unknown) =>
        this.options.logger.error(`${this.options.failure}: ${errorMessage(error)}`),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Whether stop() was called: a long round may end early between its steps. */
  get isStopped(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
