import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../common/kv/redis.provider';
import { AppConfig } from '../../config/app-config';
import { BullmqWorkers, RecurringRound, consumesQueue, errorMessage } from '../jobs';
import { Order } from './entities/order.entity';
import { OrderTimersHandler } from './order-timers.handler';

/** A round's lock outlives a sweeper that died holding it by at most this long. */
const ROUND_LOCK_MS = 60_000;
/** Orders looked at per query; a backlog after an outage is worked off batch by batch. */
const BATCH = 200;

/**
 * The guarantee behind the delayed 'timers' jobs: Redis without persistence loses them on a
 * restart, so this sweep finds unanswered orders whose alarm or missed time has passed in
 * the database (alarmDueAt, missedDueAt: fixed when the order was announced, by its slot
 * for a pre-order) and fires them through the same handler. Its conditional UPDATEs make a sweep and a job that both fire harmless.
 *
 * Runs where the timers run: in a worker that consumes 'timers', or in the API process in
 * the embedded mode. With several workers a Redis lock lets one of them sweep at a time;
 * when Redis cannot be asked, each sweeps anyway (still correct, only more queries).
 */
@Injectable()
export class OrderEscalationSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderEscalationSweep.name);
  private readonly rounds: RecurringRound;

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly handler: OrderTimersHandler,
    @Inject(REDIS) private readonly redis: Redis | null,
    // Provided only in worker.ts (JobsModule.forWorker()); the API with Redis never sweeps.
    @Optional() private readonly workers?: BullmqWorkers,
  ) {
    this.rounds = new RecurringRound(() => this.round(), {
      intervalMs: this.config.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
      // At once as well: a worker restarted after an outage catches up without waiting.
      atStart: true,
      logger: this.logger,
      failure: 'Eskalations-Durchlauf unterbrochen',
    });
  }

  /** Whether this process is one that runs the escalation timers. */
  get active(): boolean {
    return consumesQueue(this.config, this.workers, 'timers');
  }

  onApplicationBootstrap(): void {
    if (this.active) this.rounds.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round (or the round already under way). Never throws: the next round retries. */
  sweep(): Promise<void> {
    return this.rounds.run();
  }

  private async round(): Promise<void> {
    const claim = await this.claim();
    if (!claim) return;
    try {
      await this.fire();
    } finally {
      await claim.release();
    }
  }

  private async fire(): Promise<void> {
    const now = new Date();
    const repo = this.dataSource.getRepository(Order);
    let afterId = 0;
    for (;;) {
      // Served by IDX_customer_order_escalation (status, isMissed, alarmDueAt); missedDueAt
      // is never before alarmDueAt. Unpaid online orders have no due times and are left
      // out, as the handler would skip them.
      const due = await repo
        .createQueryBuilder('o')
        .select(['o.id', 'o.alarmedAt', 'o.missedDueAt'])
        .where('o.status = :pending', { pending: 'pending' })
        .andWhere('o.isMissed = :missed', { missed: false })
        .andWhere('o.alarmDueAt <= :now', { now })
        .andWhere('o.id > :afterId', { afterId })
        .orderBy('o.id', 'ASC')
        .limit(BATCH)
        .getMany();
      for (const order of due) {
        if (this.rounds.isStopped) return;
        try {
          if (order.alarmedAt === null) {
            await this.handler.handle('order-alarm', { kind: 'alarm', orderId: order.id });
          }
          if (order.missedDueAt && order.missedDueAt.getTime() <= now.getTime()) {
            await this.handler.handle('order-missed', { kind: 'missed', orderId: order.id });
          }
        } catch (error) {
          // One order's failure (the database away for a moment) must not stall the others.
          this.logger.error(`Eskalation der Bestellung ${order.id}: ${errorMessage(error)}`);
        }
      }
      if (due.length < BATCH) return;
      afterId = due[due.length - 1].id;
    }
  }

  /**
   * Lets one sweeper act at a time across processes: the lock lasts as long as the round
   * (released at its end, or expiring on its own after ROUND_LOCK_MS if its holder died), so
   * two workers never work the same backlog side by side. Rounds one after the other are
   * harmless (the handler's conditional UPDATEs fire each step once).
   */
  private async claim(): Promise<{ release(): Promise<void> } | null> {
    const free = { release: async () => undefined };
    const redis = this.redis;
    if (!redis) return free;
    const key = `${this.config.redisPrefix}:order-escalation-sweep`;
    const token = `${process.pid}.${randomUUID()}`;
    try {
      const ok = await redis.set(key, token, 'PX', ROUND_LOCK_MS, 'NX');
      if (ok !== 'OK') return null;
    } catch {
      // Redis is away, which is just when the sweep matters: sweep, double work is harmless.
      return free;
    }
    return {
      release: async () => {
        // Only our own lock: one that expired meanwhile may belong to another sweeper now.
        await redis
          .eval(
            "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
            1,
            key,
            token,
          )
          .catch(() => undefined);
      },
    };
  }
}
