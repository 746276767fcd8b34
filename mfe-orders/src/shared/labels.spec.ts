import { appointmentLabel } from './labels';

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
