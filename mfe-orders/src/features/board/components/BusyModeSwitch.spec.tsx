import { pauseEnd } from './BusyModeSwitch';

describe('the pause end picked on the board', () => {
  it('is today on the branch clock while the time is ahead, else tomorrow', () => {
    // 12:02 in Vienna.
    const now = new Date('2026-11-25T11:02:00Z');
    expect(pauseEnd('13:30', now, 'Europe/Vienna').toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(pauseEnd('01:00', now, 'Europe/Vienna').toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
});
