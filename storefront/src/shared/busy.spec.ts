import { branchBusyText } from './busy';
import { branch } from './fixtures';

/** Wednesday 25 November 2026, 12:00 in Vienna. */
const NOON = new Date('2026-11-25T11:00:00Z');

describe('busy mode on the branch card and page', () => {
  it('says „Viel los“ with the minutes while the branch is open', () => {
    expect(branchBusyText(branch({ busyExtraMinutes: 20 }), NOON, true)).toBe(
      'Viel los: Abholung/Lieferung ca. 20 Minuten später',
    );
    // Closed: the opening line says enough.
    expect(branchBusyText(branch({ busyExtraMinutes: 20 }), NOON, false)).toBeNull();
  });

  it('names the end of a pause, says nothing once it is over, and never why', () => {
    const paused = branch({ busyPausedUntil: '2026-11-25T12:30:00.000Z' });
    expect(branchBusyText(paused, NOON, true)).toBe('Online-Bestellungen pausiert bis 13:30 Uhr');
    expect(branchBusyText(paused, new Date('2026-11-25T12:31:00Z'), true)).toBeNull();
    expect(branchBusyText(branch({ isBusyPaused: true }), NOON, false)).toBe(
      'Online-Bestellungen derzeit pausiert',
    );
    expect(branchBusyText(branch(), NOON, true)).toBeNull();
  });
});
