import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  statusFlags,
  transition,
} from './order-state-machine';

describe('order state machine', () => {
  const legal: [string, string, string][] = [
    ['pending', 'confirm', 'confirmed'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'cancel', 'canceled'],
    ['confirmed', 'in-delivery', 'in-delivery'],
    ['confirmed', 'completed', 'completed'],
    ['confirmed', 'cancel', 'canceled'],
    ['in-delivery', 'completed', 'completed'],
    ['in-delivery', 'cancel', 'canceled'],
  ];

  it.each(legal)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from as never, action as never)).toEqual({ ok: true, status: to });
  });

  const illegal = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.filter((action) => !ORDER_TRANSITIONS[status][action]).map(
      (action) => [status, action] as const,
    ),
  );

  it('refuses every other step, 40 pairs minus the legal ones', () => {
    expect(illegal).toHaveLength(ORDER_STATUSES.length * ORDER_ACTIONS.length - legal.length);
  });

  it.each(illegal)('refuses %s --%s--> with a German message', (status, action) => {
    const result = transition(status, action);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toMatch(/^Die Bestellung kann im Status „.+“ nicht .+ werden\.$/);
  });

  it('names status and action in the message', () => {
    expect(transition('completed', 'cancel')).toEqual({
      ok: false,
      message: 'Die Bestellung kann im Status „Abgeschlossen“ nicht storniert werden.',
    });
  });

  it('derives the cumulative timeline flags', () => {
    expect(statusFlags('pending')).toMatchObject({ isConfirmed: false, isInDelivery: false });
    expect(statusFlags('in-delivery')).toMatchObject({
      isConfirmed: true,
      isInDelivery: true,
      isCompleted: false,
    });
    expect(statusFlags('completed')).toMatchObject({
      isConfirmed: true,
      isInDelivery: true,
      isDelivered: true,
      isCompleted: true,
    });
    expect(statusFlags('rejected')).toMatchObject({ isConfirmed: false, isRejected: true });
    expect(statusFlags('canceled')).toMatchObject({ isCanceled: true, isConfirmed: false });
  });
});
