import type { Task } from '@bestellwerk/api-client';

export const TASK_COLUMNS = [
  { status: 'open', label: 'Offen' },
  { status: 'in-progress', label: 'In Arbeit' },
  { status: 'done', label: 'Erledigt' },
] as const;

/** The tasks per status column, due first. */
export function boardColumns(tasks: Task[]) {
  return TASK_COLUMNS.map((column) => ({
    ...column,
    tasks: tasks
      .filter((task) => task.status === column.status)
      .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999')),
  }));
}

/** The neighbouring status a card moves to. */
export function nextStatus(status: string, direction: 1 | -1): string | null {
  const index = TASK_COLUMNS.findIndex((column) => column.status === status);
  return TASK_COLUMNS[index + direction]?.status ?? null;
}
