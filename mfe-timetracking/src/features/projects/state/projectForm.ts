import type { Page, Project, ProjectPayload, Task } from '@bestellwerk/api-client';

export type ProjectStatus = Project['status'];

/** The German names of a project's status (list, filter and form). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Aktiv',
  archived: 'Archiviert',
};

export const PROJECT_STATUS_OPTIONS = (Object.keys(PROJECT_STATUS_LABELS) as ProjectStatus[]).map(
  (value) => ({ value, label: PROJECT_STATUS_LABELS[value] }),
);

/** The project form's values: the API's fields, the branch as its id. */
export interface ProjectFormValues {
  name?: string;
  description?: string | null;
  status?: ProjectStatus;
  branch?: number | null;
}

/** A new project: active, for every branch. */
export const NEW_PROJECT: ProjectFormValues = {
  name: '',
  description: '',
  status: 'active',
  branch: null,
};

/** A project as form values. */
export const projectValues = (project: Project): ProjectFormValues => ({
  name: project.name,
  description: project.description ?? '',
  status: project.status,
  branch: project.branch?.id ?? null,
});

/** Form values → POST/PUT /api/projects: texts trimmed, an empty description null, the branch as a reference. */
export const projectPayload = (values: ProjectFormValues): ProjectPayload => ({
  name: (values.name ?? '').trim(),
  description: values.description?.trim() || null,
  status: values.status ?? 'active',
  branch: values.branch ? { id: values.branch } : null,
});

/**
 * The number of tasks of each project, from one page of every task — or null when that page
 * does not hold them all (a count of part of them would be wrong, so none is shown).
 */
export function taskCounts(page: Page<Task>): Map<number, number> | null {
  if (page.meta.total > page.items.length) return null;
  const counts = new Map<number, number>();
  for (const task of page.items) {
    if (task.project) counts.set(task.project.id, (counts.get(task.project.id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The note under „Projekt … löschen?“: the server deletes a project's tasks with it.
 * Nothing without tasks, or when the count is unknown (not every task could be loaded).
 */
export function tasksGoingWith(count: number | undefined): string | undefined {
  if (!count) return undefined;
  return count === 1
    ? 'Seine 1 Aufgabe wird mit gelöscht.'
    : `Seine ${count} Aufgaben werden mit gelöscht.`;
}
