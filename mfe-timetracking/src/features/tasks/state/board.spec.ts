import type { Task } from '@bestellwerk/api-client';
import { boardColumns, nextStatus } from './board';

const task = (id: number, status: string, dueDate: string | null): Task =>
  ({
    id,
    status,
    dueDate,
    title: `T${id}`,
    project: null,
    description: null,
    assignees: [],
    createdAt: '',
  }) as Task;

describe('the tasks board', () => {
  it('sorts the tasks into open, in progress and done, due first', () => {
    const columns = boardColumns([
      task(1, 'open', null),
      task(2, 'open', '2026-03-01'),
      task(3, 'done', null),
    ]);
    expect(columns.map((column) => [column.label, column.tasks.map((t) => t.id)])).toEqual([
      ['Offen', [2, 1]],
      ['In Arbeit', []],
      ['Erledigt', [3]],
    ]);
  });

  it('moves a card one column on or back', () => {
    expect(nextStatus('open', 1)).toBe('in-progress');
    expect(nextStatus('open', -1)).toBeNull();
    expect(nextStatus('done', 1)).toBeNull();
  });
});
