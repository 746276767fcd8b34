import type { Task } from '@bestellwerk/api-client';
import {
  NEW_TASK,
  TASK_STATUS_LABELS,
  TASK_STATUS_OPTIONS,
  projectOption,
  taskPayload,
  taskValues,
} from './taskForm';

const task: Task = {
  id: 9,
  title: 'Kühlraum putzen',
  description: null,
  status: 'in-progress',
  dueDate: '2026-04-30',
  project: { id: 4, name: 'Umbau' },
  assignees: [
    { id: 2, firstName: 'Lena', lastName: 'Gruber', username: 'lena' },
    { id: 5, firstName: 'Max', lastName: 'Huber', username: 'max' },
  ],
  createdAt: '2026-04-01T08:00:00Z',
};

describe('the task form', () => {
  it('names each status as the board does', () => {
    expect(TASK_STATUS_LABELS).toEqual({
      open: 'Offen',
      'in-progress': 'In Arbeit',
      done: 'Erledigt',
    });
    expect(TASK_STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'Offen',
      'In Arbeit',
      'Erledigt',
    ]);
  });

  it('shows a task with its project and assignees as ids', () => {
    expect(taskValues(task)).toEqual({
      title: 'Kühlraum putzen',
      description: '',
      project: 4,
      assignees: [2, 5],
      status: 'in-progress',
      dueDate: '2026-04-30',
    });
  });

  it('sends references, trimmed texts, and null for an empty description, project or due date', () => {
    expect(taskPayload({ ...NEW_TASK, title: '  Inventur ', description: '  ' })).toEqual({
      title: 'Inventur',
      description: null,
      project: null,
      assignees: [],
      status: 'open',
      dueDate: null,
    });
    expect(
      taskPayload({
        title: 'Inventur',
        description: ' Lager 2 ',
        project: 7,
        assignees: [3, 1, 3],
        status: 'done',
        dueDate: '2026-05-02',
      }),
    ).toEqual({
      title: 'Inventur',
      description: 'Lager 2',
      project: { id: 7 },
      assignees: [{ id: 3 }, { id: 1 }],
      status: 'done',
      dueDate: '2026-05-02',
    });
  });

  it('round-trips a saved task unchanged', () => {
    expect(taskPayload(taskValues(task))).toEqual({
      title: 'Kühlraum putzen',
      description: null,
      project: { id: 4 },
      assignees: [{ id: 2 }, { id: 5 }],
      status: 'in-progress',
      dueDate: '2026-04-30',
    });
  });

  it('marks an archived project in the project select', () => {
    expect(projectOption({ id: 1, name: 'Umbau', status: 'active' })).toEqual({
      value: 1,
      label: 'Umbau',
    });
    expect(projectOption({ id: 2, name: 'Sommer', status: 'archived' }).label).toBe(
      'Sommer (archiviert)',
    );
  });
});
