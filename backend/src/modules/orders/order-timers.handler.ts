import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { JobHandlerRegistry } from '../jobs/job-handler.registry';
import { JobHandler, TimerJob } from '../jobs/job-queue';
import { Clock } from './clock';
import { Order } from './entities/order.entity';
import { COUNTER_PAYMENT_METHODS } from './order-document';
import { OrderEffects } from './order-effects.service';

/**
 * Escalation of unanswered orders, run as delayed 'timers' jobs (BullMQ in worker.ts, so
 * exactly one process acts on each; the embedded runner without Redis). Each step is a
 * conditional UPDATE, so a job that runs twice raises its alarm once.
 */
@Injectable()
export class OrderTimersHandler implements JobHandler<'timers'>, OnModuleInit {
  readonly queue = 'timers' as const;

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly dataSource: DataSource,
    private readonly effects: OrderEffects,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(_name: string, payload: TimerJob): Promise<void> {
    const repo = this.dataSource.getRepository(Order);
    const order = await repo.findOne({ where: { id: payload.orderId }, loadEagerRelations: false });
    // Answered in time, gone, or an online payment the shop does not see yet: nothing to do.
    if (!order || order.status !== 'pending') return;
    if (!COUNTER_PAYMENT_METHODS.includes(order.paymentMethod) && !order.isPaid) return;

    if (payload.kind === 'alarm') {
      const now = this.clock.now();
      const { affected } = await repo.update(
        { id: order.id, status: 'pending', alarmedAt: IsNull() },
        { alarmedAt: now },
      );
      if (affected) await this.effects.publish('order.alarm', { ...order, alarmedAt: now });
      return;
    }
    const { affected } = await repo.update(
      { id: order.id, status: 'pending', isMissed: false },
      { isMissed: true },
    );
    if (!affected) return;
    const missed = { ...order, isMissed: true } as Order;
    await this.effects.publish('order.missed', missed);
    await this.effects.notify(missed, ['missed']);
  }
}
