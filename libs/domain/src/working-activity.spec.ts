import {
  ACTIVITY_ACTIONS,
  ACTIVITY_STATES,
  activityActionsFrom,
  activityRefusal,
  activityStateOf,
  intervalMinutes,
  nextActivityState,
  workedIntervals,
} from './working-activity';

const at = (iso: string) => new Date(iso);

describe('the working activity lifecycle as data', () => {
  it.each([
    ['none', 'start', 'running'],
    ['running', 'pause', 'paused'],
    ['paused', 'resume', 'running'],
    ['running', 'end', 'ended'],
    ['paused', 'end', 'ended'],
    ['ended', 'start', 'running'],
  ] as const)('from %s, %s leads to %s', (state, action, next) => {
    expect(nextActivityState(state, action)).toBe(next);
    expect(activityRefusal(state, action)).toBeNull();
  });

  it.each([
    [
      'running',
      'start',
      'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.',
    ],
    [
      'paused',
      'start',
      'Aktivität konnte nicht gestartet werden. Die Aktivität ist bereits pausiert.',
    ],
    ['none', 'pause', 'Aktivität konnte nicht pausiert werden. Es läuft keine Aktivität.'],
    [
      'paused',
      'pause',
      'Aktivität konnte nicht pausiert werden. Die Aktivität ist bereits pausiert.',
    ],
    [
      'ended',
      'pause',
      'Aktivität konnte nicht pausiert werden. Die Aktivität ist bereits beendet.',
    ],
    [
      'running',
      'resume',
      'Aktivität konnte nicht fortgesetzt werden. Die Aktivität ist nicht pausiert.',
    ],
    ['none', 'resume', 'Aktivität konnte nicht fortgesetzt werden. Es läuft keine Aktivität.'],
    ['none', 'end', 'Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.'],
    ['ended', 'end', 'Aktivität konnte nicht beendet werden. Die Aktivität ist bereits beendet.'],
  ] as const)('from %s, %s is refused in German', (state, action, message) => {
    expect(nextActivityState(state, action)).toBeNull();
    expect(activityRefusal(state, action)).toBe(message);
  });

  it('knows every pair of state and action (allowed or refused with a reason)', () => {
    for (const state of ACTIVITY_STATES)
      for (const action of ACTIVITY_ACTIONS)
        expect(
          nextActivityState(state, action) !== null || activityRefusal(state, action) !== null,
        ).toBe(true);
  });

  it('offers the buttons in the order Kommen, Pause, Weiter, Gehen', () => {
    expect(activityActionsFrom('none')).toEqual(['start']);
    expect(activityActionsFrom('running')).toEqual(['pause', 'end']);
    expect(activityActionsFrom('paused')).toEqual(['resume', 'end']);
  });

  it('reads the state from the times', () => {
    const start = at('2026-03-02T07:00:00Z');
    expect(activityStateOf(null)).toBe('none');
    expect(activityStateOf({ start, end: null, pauses: [] })).toBe('running');
    expect(activityStateOf({ start, end: null, pauses: [{ start, end: null }] })).toBe('paused');
    expect(activityStateOf({ start, end: start, pauses: [] })).toBe('ended');
  });
});

describe('worked time is the activity minus its pauses', () => {
  it('subtracts closed pauses and closes open ends at now', () => {
    const activity = {
      start: at('2026-03-02T07:00:00Z'),
      end: null,
      pauses: [{ start: at('2026-03-02T10:00:00Z'), end: at('2026-03-02T10:30:00Z') }],
    };
    const now = at('2026-03-02T12:00:00Z');
    expect(intervalMinutes(workedIntervals(activity, now), now)).toBe(270);
  });

  it('counts nothing while a pause runs', () => {
    const activity = {
      start: at('2026-03-02T07:00:00Z'),
      end: null,
      pauses: [{ start: at('2026-03-02T08:00:00Z'), end: null }],
    };
    const now = at('2026-03-02T09:00:00Z');
    expect(intervalMinutes(workedIntervals(activity, now), now)).toBe(60);
  });

  it('counts real elapsed time over the autumn DST change (22:00–06:00 local is 9 h)', () => {
    const activity = {
      start: at('2026-10-24T20:00:00Z'), // 22:00 CEST
      end: at('2026-10-25T05:00:00Z'), // 06:00 CET
      pauses: [],
    };
    expect(intervalMinutes(workedIntervals(activity, activity.end), activity.end)).toBe(540);
  });
});
