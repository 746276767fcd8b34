import { orderEscalation } from '@bestellwerk/domain';
import type { Branch } from '../organisation';
import type { Order } from './entities/order.entity';

/** The global answer times (AppConfig env), for an order as soon as possible. */
export interface EscalationSeconds {
  ORDER_ALARM_AFTER_SECONDS: number;
  ORDER_MISSED_AFTER_SECONDS: number;
}

export interface EscalationDueAt {
  alarmDueAt: Date | null;
  missedDueAt: Date | null;
}

/**
 * An order's alarm and missed instants (libs/domain orderEscalation, by its slot for a
 * pre-order), as stored on its row for the timers, the sweep and the board. Whole seconds,
 * rounded up: what the database keeps (DATETIME without fractions) is what the delayed job
 * waits for, so a job never arrives a fraction before the row says it is due. Null while
 * the order is not the shop's to answer yet (an unpaid online order).
 */
export function escalationDueOf(
  order: Pick<Order, 'announcedAt' | 'appointment' | 'kind' | 'leadTimeMinutes'>,
  branch: Pick<
    Branch,
    | 'openingHours'
    | 'deliveryHours'
    | 'isDeliveryHoursEnabled'
    | 'timezone'
    | 'preorderMarginMinutes'
  >,
  seconds: EscalationSeconds,
): EscalationDueAt {
  if (!order.announcedAt) return { alarmDueAt: null, missedDueAt: null };
  const due = orderEscalation({
    announcedAt: order.announcedAt,
    appointment: order.appointment,
    kind: order.kind,
    leadTimeMinutes: order.leadTimeMinutes ?? 0,
    marginMinutes: branch.preorderMarginMinutes ?? 0,
    branch,
    timeZone: branch.timezone || undefined,
    alarmAfterSeconds: seconds.ORDER_ALARM_AFTER_SECONDS,
    missedAfterSeconds: seconds.ORDER_MISSED_AFTER_SECONDS,
  });
  const whole = (at: Date) => new Date(Math.ceil(at.getTime() / 1000) * 1000);
  return { alarmDueAt: whole(due.alarmAt), missedDueAt: whole(due.missedAt) };
}
