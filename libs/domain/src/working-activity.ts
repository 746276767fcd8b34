/**
 * A working activity's lifecycle as data (backoffice-api.md §4 "Time tracking activity":
 * start, pause, resume, end), for the server that enforces it (409 for an illegal step) and
 * the terminal and back office that offer only the buttons it allows.
 */

/** 'none' is the employee without a current activity (never started, or the last one ended). */
export const ACTIVITY_STATES = ['none', 'running', 'paused', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const ACTIVITY_ACTIONS = ['start', 'pause', 'resume', 'end'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Which action leads from which state where; everything not listed is an illegal step. */
export const ACTIVITY_TRANSITIONS: Readonly<
  Record<ActivityState, Readonly<Partial<Record<ActivityAction, ActivityState>>>>
> = {
  none: { start: 'running' },
  running: { pause: 'paused', end: 'ended' },
  paused: { resume: 'running', end: 'ended' },
  // Ending clears the current activity: the next start begins a new one.
  ended: { start: 'running' },
};

/** The stamp buttons' German names (the terminal, its confirmations). */
export const ACTIVITY_ACTION_LABELS: Readonly<Record<ActivityAction, string>> = {
  start: 'Kommen',
  pause: 'Pause',
  resume: 'Weiter',
  end: 'Gehen',
};

/** The failure messages of backoffice-api.md §8, one per action. */
export const ACTIVITY_FAILURES: Readonly<Record<ActivityAction, string>> = {
  start: 'Aktivität konnte nicht gestartet werden.',
  pause: 'Aktivität konnte nicht pausiert werden.',
  resume: 'Aktivität konnte nicht fortgesetzt werden.',
  end: 'Aktivität konnte nicht beendet werden.',
};

/** Why a step is illegal, by the state it was tried from. */
const REASONS: Readonly<Record<ActivityState, string>> = {
  none: 'Es läuft keine Aktivität.',
  running: 'Es läuft bereits eine Aktivität.',
  paused: 'Die Aktivität ist bereits pausiert.',
  ended: 'Die Aktivität ist bereits beendet.',
};

/** The German labels of the states (terminal, timesheet grid). */
export const ACTIVITY_STATE_LABELS: Readonly<Record<ActivityState, string>> = {
  none: 'Nicht angemeldet',
  running: 'Anwesend',
  paused: 'In Pause',
  ended: 'Gegangen',
};

export function nextActivityState(
  state: ActivityState,
  action: ActivityAction,
): ActivityState | null {
  return ACTIVITY_TRANSITIONS[state][action] ?? null;
}

/** The actions allowed from `state`, in the table's order (the order of the buttons). */
export function activityActionsFrom(state: ActivityState): ActivityAction[] {
  return Object.keys(ACTIVITY_TRANSITIONS[state]) as ActivityAction[];
}

/**
 * The German refusal for an illegal step („Aktivität konnte nicht pausiert werden. Es läuft
 * keine Aktivität.“), or null when the step is allowed.
 */
export function activityRefusal(state: ActivityState, action: ActivityAction): string | null {
  if (nextActivityState(state, action)) return null;
  const reason =
    action === 'resume' && state === 'running'
      ? 'Die Aktivität ist nicht pausiert.'
      : REASONS[state];
  return `${ACTIVITY_FAILURES[action]} ${reason}`;
}

/** A stretch of time; an open one (end null) runs until "now". */
export interface TimeInterval {
  start: Date;
  end: Date | null;
}

export interface ActivityTimes extends TimeInterval {
  pauses: TimeInterval[];
}

/** The state of an activity as its times say (no current activity: 'none'). */
export function activityStateOf(activity: ActivityTimes | null): ActivityState {
  if (!activity) return 'none';
  if (activity.end) return 'ended';
  return activity.pauses.some((pause) => !pause.end) ? 'paused' : 'running';
}

/**
 * The stretches actually worked: the activity minus its pauses, open ends closed at `now`.
 * Real elapsed time, so a night across a DST change counts 7 or 9 hours, not 8.
 */
export function workedIntervals(activity: ActivityTimes, now: Date): TimeInterval[] {
  const end = (activity.end ?? now).getTime();
  const pauses = activity.pauses
    .map((pause) => ({
      start: Math.max(pause.start.getTime(), activity.start.getTime()),
      end: Math.min((pause.end ?? now).getTime(), end),
    }))
    .filter((pause) => pause.end > pause.start)
    .sort((a, b) => a.start - b.start);
  const result: TimeInterval[] = [];
  let cursor = activity.start.getTime();
  for (const pause of pauses) {
    if (pause.start > cursor) result.push({ start: new Date(cursor), end: new Date(pause.start) });
    cursor = Math.max(cursor, pause.end);
  }
  if (end > cursor) result.push({ start: new Date(cursor), end: new Date(end) });
  return result;
}

/** Whole minutes of an interval list (open ends at `now`). */
export function intervalMinutes(intervals: TimeInterval[], now: Date): number {
  const ms = intervals.reduce(
    (sum, interval) =>
      sum + Math.max(0, (interval.end ?? now).getTime() - interval.start.getTime()),
    0,
  );
  return Math.floor(ms / 60_000);
}

/** An activity left running past 12 hours or over midnight is reported to the managers. */
export const LONG_ACTIVITY_MINUTES = 12 * 60;
