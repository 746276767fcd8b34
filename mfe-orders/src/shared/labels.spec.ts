import { COUNTER_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@bestellwerk/domain';
import { STATUS_COLORS, appointmentLabel, isCounterPayment, statusColor } from './labels';

const PAYMENT_METHODS_SHOWN = Object.keys(PAYMENT_METHOD_LABELS);

describe('the appointment on a board card', () => {
  // Times in the shop's zone (Vienna, UTC+1 in November), whatever the test machine's zone.
  const now = new Date('2026-11-25T09:00:00+01:00');

  it('shows only the time for today', () => {
    expect(appointmentLabel('2026-11-25T12:30:00+01:00', now)).toBe('12:30');
  });

  it('shows date and time for a preorder on another day', () => {
    expect(appointmentLabel('2026-11-26T12:00:00+01:00', now)).toBe('26.11.2026, 12:00');
  });
});

describe('one colour and one payment rule for every order screen', () => {
  it('colours a missed order red on the card, the drawer and the lists, else by its status', () => {
    expect(statusColor({ status: 'pending', isMissed: true })).toBe('red');
    expect(statusColor({ status: 'pending', isMissed: false })).toBe(STATUS_COLORS.pending);
    expect(statusColor({ status: 'completed', isMissed: false })).toBe(STATUS_COLORS.completed);
  });

  it('counts the same methods as paid at the counter as the server does', () => {
    expect(PAYMENT_METHODS_SHOWN.filter(isCounterPayment)).toEqual([...COUNTER_PAYMENT_METHODS]);
    expect(isCounterPayment('mollie')).toBe(false);
  });
});
