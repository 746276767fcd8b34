import { render, screen } from '@testing-library/react';
import type { Me } from './api';
import { BALANCES_FAILED, type Day, PersonScreen } from './PersonScreen';

const me = {
  user: { id: 7, username: 'anna', firstName: 'Anna', lastName: 'Berger' },
  state: 'none',
  workingActivity: null,
  todayWorkedMinutes: 0,
  balanceMinutes: 90,
} as unknown as Me;

const day = (balancesFailed: boolean): Day => ({
  me,
  shifts: [],
  activities: [],
  month: balancesFailed ? null : ({ differenceMinutes: 30 } as Day['month']),
  holidays: null,
  balancesFailed,
});

const show = (d: Day) =>
  render(
    <PersonScreen
      day={d}
      waiting={[]}
      busy={false}
      branchMode={false}
      onStamp={() => undefined}
      onDone={() => undefined}
    />,
  );

describe('the terminal’s balance card', () => {
  it('says the balances did not load instead of leaving the month out silently', () => {
    show(day(true));
    expect(screen.getByRole('alert').textContent).toBe('Guthaben konnten nicht geladen werden.');
    expect(BALANCES_FAILED).toBe('Guthaben konnten nicht geladen werden.');
  });

  it('shows the month and no failure when they loaded', () => {
    show(day(false));
    expect(screen.getByText(/Diesen Monat/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
