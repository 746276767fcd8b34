import {
  ACTIVITY_STATE_LABELS,
  activityActionsFrom,
  activityStateOf,
  intervalMinutes,
  workedIntervals,
} from '@bestellwerk/domain';
import type { WorkingActivity } from './entities/working-activity.entity';
import { timesOf } from './time-sheet.service';

const person = (user: { id: number; username: string; firstName: string; lastName: string }) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** An activity as answered: its state, the allowed next steps and the minutes worked so far. */
export function presentActivity(activity: WorkingActivity, now = new Date()) {
  const times = timesOf(activity);
  const state = activityStateOf(times);
  return {
    id: activity.id,
    user: person(activity.user),
    branch: {
      id: activity.branch.id,
      identifier: activity.branch.identifier,
      name: activity.branch.name,
    },
    project: activity.project ? { id: activity.project.id, name: activity.project.name } : null,
    task: activity.task ? { id: activity.task.id, title: activity.task.title } : null,
    startedAt: new Date(activity.startedAt).toISOString(),
    endedAt: activity.endedAt ? new Date(activity.endedAt).toISOString() : null,
    pauses: [...activity.pauses]
      .sort((a, b) => new Date(a.startedAt).getTime() - new Date(b.startedAt).getTime())
      .map((pause) => ({
        id: pause.id,
        startedAt: new Date(pause.startedAt).toISOString(),
        endedAt: pause.endedAt ? new Date(pause.endedAt).toISOString() : null,
      })),
    state,
    stateLabel: ACTIVITY_STATE_LABELS[state],
    actions: activityActionsFrom(state).filter((action) => action !== 'start'),
    workedMinutes: intervalMinutes(workedIntervals(times, now), now),
    source: activity.source,
    note: activity.note,
    correctionReason: activity.correctionReason,
    correctsId: activity.correctsId,
    correctedBy: activity.correctedBy ? person(activity.correctedBy) : null,
    supersededById: activity.supersededById,
  };
}

export type ActivityView = ReturnType<typeof presentActivity>;
