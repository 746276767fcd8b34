import type { Page, Project, Task } from '@bestellwerk/api-client';
import {
  NEW_PROJECT,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_OPTIONS,
  projectPayload,
  projectValues,
  taskCounts,
  tasksGoingWith,
} from './projectForm';

const project: Project = {
  id: 4,
  name: 'Sommerkarte',
  description: null,
  status: 'archived',
  branch: { id: 2, identifier: 'graz', name: 'Graz' },
  createdAt: '2026-03-01T08:00:00Z',
};

const task = (id: number, projectId: number | null) =>
  ({
    id,
    title: `T${id}`,
    status: 'open',
    project: projectId ? { id: projectId, name: `P${projectId}` } : null,
    assignees: [],
    description: null,
    dueDate: null,
    createdAt: '',
  }) as Task;

const page = (items: Task[], total = items.length): Page<Task> => ({
  items,
  meta: { page: 1, perPage: 1000, total },
});

describe('the project form', () => {
  it('names each status in German, as a select offers it', () => {
    expect(PROJECT_STATUS_LABELS).toEqual({ active: 'Aktiv', archived: 'Archiviert' });
    expect(PROJECT_STATUS_OPTIONS).toEqual([
      { value: 'active', label: 'Aktiv' },
      { value: 'archived', label: 'Archiviert' },
    ]);
  });

  it('shows a project with its branch as an id and an empty description as empty text', () => {
    expect(projectValues(project)).toEqual({
      name: 'Sommerkarte',
      description: '',
      status: 'archived',
      branch: 2,
    });
  });

  it('sends trimmed texts, the branch as a reference and an empty description as null', () => {
    expect(
      projectPayload({ name: '  Umbau  ', description: '   ', status: 'archived', branch: 3 }),
    ).toEqual({ name: 'Umbau', description: null, status: 'archived', branch: { id: 3 } });
    expect(projectPayload({ ...NEW_PROJECT, name: 'Neu', description: ' Küche ' })).toEqual({
      name: 'Neu',
      description: 'Küche',
      status: 'active',
      branch: null,
    });
  });

  it('round-trips a saved project unchanged', () => {
    expect(projectPayload(projectValues(project))).toEqual({
      name: 'Sommerkarte',
      description: null,
      status: 'archived',
      branch: { id: 2 },
    });
  });
});

describe('the tasks per project', () => {
  it('counts the tasks of each project, none for tasks without a project', () => {
    const counts = taskCounts(page([task(1, 4), task(2, 4), task(3, 5), task(4, null)]));
    expect(counts && [...counts.entries()]).toEqual([
      [4, 2],
      [5, 1],
    ]);
  });

  it('counts nothing when the page does not hold every task', () => {
    expect(taskCounts(page([task(1, 4)], 1500))).toBeNull();
  });
});

describe('the note of a project’s delete confirmation', () => {
  it('names the tasks that go with it, in the singular for one, and nothing for none', () => {
    expect(tasksGoingWith(3)).toBe('Seine 3 Aufgaben werden mit gelöscht.');
    expect(tasksGoingWith(1)).toBe('Seine 1 Aufgabe wird mit gelöscht.');
    expect(tasksGoingWith(0)).toBeUndefined();
    expect(tasksGoingWith(undefined)).toBeUndefined();
  });
});
