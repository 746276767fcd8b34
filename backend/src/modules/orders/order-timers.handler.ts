import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { JobHandlerRegistry, JobHandler, TimerJob } from '../jobs';
import { Clock } from './clock';
import { Order } from './entities/order.entity';
import { COUNTER_PAYMENT_METHODS } from './contracts/order-document';
import { SettingsService } from '../settings';
import { OrderEffects } from './order-effects.service';

/**
 * Escalation of unanswered orders, run as delayed 'timers' jobs (BullMQ in worker.ts; the
 * embedded runner without Redis) and by OrderEscalationSweep when Redis lost those jobs.
 * Each step is a conditional UPDATE, so a job and a sweep that both run raise it once. A
 * step acts only once the order's row says it is due (alarmDueAt, missedDueAt, real time
 * as the timers run): a job that comes early (staff moved the appointment later) does
 * nothing, and the sweep fires the step when it is due.
 */
@Injectable()
export class OrderTimersHandler implements JobHandler<'timers'>, OnModuleInit {
  readonly queue = 'timers' as const;

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly dataSource: DataSource,
    private readonly effects: OrderEffects,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(_name: string, payload: TimerJob): Promise<void> {
    const repo = this.dataSource.getRepository(Order);
    const order = await repo.findOne({
      where: { id: payload.orderId },
      relations: { branch: true },
      loadEagerRelations: false,
    });
    // Answered in time, gone, or an online payment the shop does not see yet: nothing to do.
    if (!order || order.status !== 'pending') return;
    if (!COUNTER_PAYMENT_METHODS.includes(order.paymentMethod) && !order.isPaid) return;
    const due = payload.kind === 'alarm' ? order.alarmDueAt : order.missedDueAt;
    if (due && due.getTime() > Date.now()) return;

    if (payload.kind === 'alarm') {
      const now = this.clock.now();
      const { affected } = await repo.update(
        { id: order.id, status: 'pending', alarmedAt: IsNull() },
        { alarmedAt: now },
      );
      if (affected) await this.effects.publish('order.alarm', { ...order, alarmedAt: now });
      return;
    }
    // Read before the transaction, so the row lock below waits for nothing else.
    const config = await this.settings.get();
    const missed = await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager
        .getRepository(Order)
        .update({ id: order.id, status: 'pending', isMissed: false }, { isMissed: true });
      if (!affected) return null;
      const marked = { ...order, isMissed: true } as Order;
      // The customer's message commits with the mark (the outbox): a Redis outage at this
      // moment delays it instead of losing it, and the mark is never set without it.
      await this.effects.notifyInTransaction(marked, ['missed'], manager, config, { once: true });
      return marked;
    });
    if (!missed) return;
    await this.effects.flushOutbox();
    await this.effects.publish('order.missed', missed);
  }
}
