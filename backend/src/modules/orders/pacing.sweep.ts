import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { toLocal } from '@bestellwerk/domain';
import { DataSource, IsNull } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { BullmqWorkers, RecurringRound, consumesQueue, errorMessage } from '../jobs';
import { Branch } from '../organisation';
import { Clock } from './clock';
import { Order } from './entities/order.entity';
import { PreparationEstimateRow } from './entities/preparation-estimate.entity';
import { OrderEffects } from './order-effects.service';
import { PacingService } from './pacing.service';

/** How often the sweep looks at the queues (and whether the table is due). */
const ROUND_MS = 60_000;
/** The learned table is learned again after this long, and on the first round of a new day. */
export const RELEARN_MS = 60 * 60_000;
/** A later expected ready time is published when it moved by at least this much. */
const MOVE_MS = 60_000;

/**
 * The kitchen's clock (issue 36), where the escalation timers run (a worker consuming
 * 'timers', or the API in the embedded mode), once a minute:
 * - learns each branch's preparation times again when its table is an hour old or from an
 *   earlier day (the schedule, and „after each day“: the first round after midnight);
 * - replays each branch's open orders through its stations; a confirmed order now expected
 *   later than promised gets its new ready time (live on the status page) and, once, the
 *   delay notice („Ihre Bestellung verzögert sich um etwa N Minuten.“), persisted in
 *   delayNoticeMinutes by a conditional UPDATE, so two sweepers tell it once.
 */
@Injectable()
export class PacingSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PacingSweep.name);
  private readonly rounds = new RecurringRound(() => this.round(), {
    intervalMs: ROUND_MS,
    atStart: true,
    logger: this.logger,
    failure: 'Küchen-Durchlauf unterbrochen',
  });

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly pacing: PacingService,
    private readonly effects: OrderEffects,
    private readonly clock: Clock,
    @Optional() private readonly workers?: BullmqWorkers,
  ) {}

  get active(): boolean {
    if (this.config.env.NODE_ENV === 'test') return false;
    return consumesQueue(this.config, this.workers, 'timers');
  }

  onApplicationBootstrap(): void {
    if (this.active) this.rounds.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round (or the one under way). Never throws: the next round retries. */
  sweep(): Promise<void> {
    return this.rounds.run();
  }

  private async round(): Promise<void> {
    const now = this.clock.now();
    const branches = await this.dataSource.getRepository(Branch).find({
      select: { id: true, timezone: true, kitchenStations: true },
      loadEagerRelations: false,
    });
    const learned = await this.lastLearned();
    for (const branch of branches) {
      if (this.rounds.isStopped) return;
      try {
        const last = learned.get(branch.id);
        const zone = branch.timezone || 'Europe/Vienna';
        if (
          !last ||
          now.getTime() - last.getTime() >= RELEARN_MS ||
          toLocal(last, zone).date !== toLocal(now, zone).date
        ) {
          await this.pacing.relearn(branch, now);
        }
        await this.followQueue(branch, now);
      } catch (error) {
        this.logger.error(`Küche der Filiale ${branch.id}: ${errorMessage(error)}`);
      }
    }
  }

  private async lastLearned(): Promise<Map<number, Date>> {
    const rows: { branchId: number; last: string | Date }[] = await this.dataSource
      .getRepository(PreparationEstimateRow)
      .createQueryBuilder('e')
      .select('e.branchId', 'branchId')
      .addSelect('MAX(e.computedAt)', 'last')
      .groupBy('e.branchId')
      .getRawMany();
    return new Map(
      rows.map((row) => [
        Number(row.branchId),
        row.last instanceof Date ? row.last : new Date(`${String(row.last).replace(' ', 'T')}Z`),
      ]),
    );
  }

  /**
   * The branch's open orders against their promises: later expected ready times stored and
   * published, the delay told once. Returns the orders told now (for the tests).
   */
  async followQueue(
    branch: Pick<Branch, 'id' | 'kitchenStations'>,
    now: Date = this.clock.now(),
  ): Promise<Order[]> {
    const repo = this.dataSource.getRepository(Order);
    const told: Order[] = [];
    for (const { order, expected, late } of await this.pacing.expectations(branch, now)) {
      if (order.status !== 'confirmed' || late === 0) continue;
      const moved =
        !order.expectedReadyAt ||
        Math.abs(order.expectedReadyAt.getTime() - expected.getTime()) >= MOVE_MS;
      let first = false;
      if (order.delayNoticeMinutes === null) {
        const { affected } = await repo.update(
          { id: order.id, delayNoticeMinutes: IsNull() },
          { delayNoticeMinutes: late, expectedReadyAt: expected },
        );
        first = !!affected;
      } else if (moved) {
        await repo.update({ id: order.id }, { expectedReadyAt: expected });
      }
      if (!first && !moved) continue;
      const changed = Object.assign(order, {
        expectedReadyAt: expected,
        delayNoticeMinutes: first ? late : order.delayNoticeMinutes,
      });
      if (first) told.push(changed);
      await this.effects.publish('order.updated', changed, {
        action: first ? 'delay-notice' : 'ready-time',
      });
    }
    return told;
  }
}
