import { EntityDrawer, type DrawerTarget } from '@bestellwerk/admin-kit';
import { timeTrackingApi, type Task } from '@bestellwerk/api-client';
import { NEW_TASK, taskPayload, taskValues, type TaskFormValues } from '../state/taskForm';
import { TaskFields } from './TaskFields';
import { TaskViews } from './TaskViews';

/** „Neue Aufgabe“ or an opened card: every field of the task, „Löschen“ in the header. */
export function TaskDrawer({
  target,
  onClose,
  onChanged,
}: {
  target: DrawerTarget;
  onClose: () => void;
  /** After a save or a delete: the board loads again. */
  onChanged: () => void;
}) {
  return (
    <EntityDrawer<Task, TaskFormValues>
      target={target}
      onClose={onClose}
      onSaved={onChanged}
      onRemoved={onChanged}
      load={(id) => timeTrackingApi.tasks.get(id)}
      create={(values) => timeTrackingApi.tasks.create(taskPayload(values))}
      update={(id, values) => timeTrackingApi.tasks.update(id, taskPayload(values))}
      remove={(id) => timeTrackingApi.tasks.remove(id)}
      toValues={taskValues}
      defaults={NEW_TASK}
      noun={{ article: 'Die', singular: 'Aufgabe' }}
      newTitle="Neue Aufgabe"
      titleOf={(task) => `Aufgabe „${task.title}“`}
    >
      {typeof target === 'number' && <TaskViews taskId={target} />}
      <TaskFields />
    </EntityDrawer>
  );
}
