import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { errorMessage, JobHandler, JobHandlerRegistry, JobQueue, StatisticsJob } from '../jobs';
import { StatisticsRollupService } from './statistics-rollup.service';

/**
 * The repeatable rollup job on the job seam's 'statistics' queue: each run schedules the
 * run of the next interval slot under the key 'statistics-rollup:<slot>', and every process
 * that starts schedules the current slot — the key makes one job of all these, in BullMQ
 * (job id) and in the embedded runner (job key) alike. A slot lost with Redis comes back at
 * the next start of any process.
 */
const FIRST_ROUND_DELAY_MS = 30_000;

@Injectable()
export class StatisticsRollupHandler
  implements JobHandler<'statistics'>, OnModuleInit, OnApplicationBootstrap
{
  readonly queue = 'statistics' as const;
  private readonly logger = new Logger(StatisticsRollupHandler.name);

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly jobs: JobQueue,
    private readonly rollups: StatisticsRollupService,
    private readonly config: AppConfig,
  ) {}

  private get intervalMs(): number {
    return this.config.env.STATISTICS_ROLLUP_INTERVAL_SECONDS * 1000;
  }

  onModuleInit(): void {
    this.registry.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Tests run their rounds by hand; NODE_ENV=test never schedules.
    if (this.config.env.NODE_ENV === 'test') return;
    // Every process schedules, the API too: the key makes one job of all, a worker that
    // consumes 'statistics' runs it, and a layout without one shows a waiting job that
    // GET /api/health names (a queue without worker), instead of empty statistics.
    // Not at once: a fresh install's backlog (the demo's 90 days) waits until the process
    // has started and answers; reports read the raw rows meanwhile.
    await this.schedule(Math.floor(Date.now() / this.intervalMs), FIRST_ROUND_DELAY_MS).catch(
      (error: unknown) => this.logger.warn(`Statistik-Job nicht geplant: ${errorMessage(error)}`),
    );
  }

  private schedule(slot: number, delayMs: number): Promise<string> {
    return this.jobs.add(
      'statistics',
      'rollup',
      { kind: 'rollup', slot },
      { key: `statistics-rollup:${slot}`, delayMs, attempts: 1 },
    );
  }

  async handle(_name: string, payload: StatisticsJob): Promise<void> {
    try {
      await this.rollups.round();
    } finally {
      const next = Math.max(payload.slot + 1, Math.floor(Date.now() / this.intervalMs) + 1);
      await this.schedule(next, Math.max(0, next * this.intervalMs - Date.now()));
    }
  }
}
