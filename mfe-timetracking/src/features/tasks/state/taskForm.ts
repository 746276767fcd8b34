import type { Project, Task, TaskPayload } from '@bestellwerk/api-client';
import { TASK_COLUMNS } from './board';

export type TaskStatus = Task['status'];

/** The German names of a task's status, as the board's columns name them. */
export const TASK_STATUS_LABELS = Object.fromEntries(
  TASK_COLUMNS.map((column) => [column.status, column.label]),
) as Record<TaskStatus, string>;

export const TASK_STATUS_OPTIONS = TASK_COLUMNS.map((column) => ({
  value: column.status as TaskStatus,
  label: column.label as string,
}));

/** The task form's values: the API's fields, the project and the assignees as ids. */
export interface TaskFormValues {
  title?: string;
  description?: string | null;
  project?: number | null;
  assignees?: number[];
  status?: TaskStatus;
  /** YYYY-MM-DD from the date field; '' when emptied. */
  dueDate?: string | null;
}

/** A new task: open, without project, nobody assigned. */
export const NEW_TASK: TaskFormValues = {
  title: '',
  description: '',
  project: null,
  assignees: [],
  status: 'open',
  dueDate: '',
};

/** A task as form values. */
export const taskValues = (task: Task): TaskFormValues => ({
  title: task.title,
  description: task.description ?? '',
  project: task.project?.id ?? null,
  assignees: task.assignees.map((person) => person.id),
  status: task.status,
  dueDate: task.dueDate ?? '',
});

/**
 * Form values → POST/PUT /api/tasks: texts trimmed, empty description and due date null,
 * the project and the assignees as references.
 */
export const taskPayload = (values: TaskFormValues): TaskPayload => ({
  title: (values.title ?? '').trim(),
  description: values.description?.trim() || null,
  project: values.project ? { id: values.project } : null,
  assignees: [...new Set(values.assignees ?? [])].map((id) => ({ id })),
  status: values.status ?? 'open',
  dueDate: values.dueDate || null,
});

/** A project in the task form's select; an archived one says so. */
export const projectOption = (project: Pick<Project, 'id' | 'name' | 'status'>) => ({
  value: project.id,
  label: project.status === 'archived' ? `${project.name} (archiviert)` : project.name,
});
