import { Flex, Form, Input, Segmented, Select } from 'antd';
import { EntityDrawer, ErrorList, useOptions } from '@bestellwerk/admin-kit';
import { api, timeTrackingApi, type WorkingSchedule } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { useUserOptions } from '../../../shared/useUserOptions';
import { shiftPayload, shiftValues, type ShiftValues } from '../state/planner';

const WEEKDAY_OPTIONS = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
].map((label, index) => ({ value: index + 1, label }));

/** What the drawer edits: a shift, or a new one (on the cell that was clicked). */
export type ShiftTarget =
  { schedule: WorkingSchedule } | { schedule: null; userId?: number; day?: string };

interface Props {
  target: ShiftTarget | null;
  onClose: () => void;
  /** After a save or a delete: the planner loads again. */
  onSaved: () => void;
}

/** The shift's fields; employees and branches load when the drawer opens. */
function ShiftFields() {
  const form = Form.useFormInstance<ShiftValues>();
  const kind = Form.useWatch('kind', form);
  const users = useUserOptions();
  const branches = useOptions({
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
  });
  return (
    <>
      <ErrorList errors={users.errors} onDismiss={users.dismiss} />
      <ErrorList errors={branches.errors} onDismiss={branches.dismiss} />
      <Form.Item name="user" label="Mitarbeiter">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={users.options}
          loading={users.loading}
        />
      </Form.Item>
      <Form.Item name="branch" label="Filiale">
        <Select options={branches.options} loading={branches.loading} />
      </Form.Item>
      <Form.Item name="kind" label="Art">
        <Segmented
          options={[
            { value: 'single', label: 'Einzelne Schicht' },
            { value: 'weekly', label: 'Jede Woche' },
          ]}
        />
      </Form.Item>
      {kind === 'weekly' ? (
        <Form.Item name="weekday" label="Wochentag">
          <Select options={WEEKDAY_OPTIONS} />
        </Form.Item>
      ) : (
        <Form.Item name="date" label="Datum">
          <Input type="date" />
        </Form.Item>
      )}
      <Flex wrap style={{ columnGap: 12 }}>
        <Form.Item name="startTime" label="Beginn" style={{ flex: '1 1 140px', minWidth: 0 }}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="endTime" label="Ende" style={{ flex: '1 1 140px', minWidth: 0 }}>
          <Input type="time" />
        </Form.Item>
      </Flex>
      <Form.Item name="note" label="Bemerkung">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </>
  );
}

/**
 * A shift of the week planner: person, branch, a single day or a weekly pattern, from–to.
 * The server checks every field and answers in German under it; a shift can be deleted.
 */
export function ShiftDrawer({ target, onClose, onSaved }: Props) {
  const schedule = target?.schedule ?? null;
  const cell = target && !target.schedule ? { userId: target.userId, day: target.day } : {};
  return (
    <EntityDrawer<WorkingSchedule, ShiftValues>
      target={target === null ? null : schedule ? schedule.id : 'new'}
      onClose={onClose}
      onSaved={onSaved}
      onRemoved={onSaved}
      load={(id) => timeTrackingApi.schedules.get(id)}
      create={(values) => timeTrackingApi.schedules.create(shiftPayload(values))}
      update={(id, values) => timeTrackingApi.schedules.update(id, shiftPayload(values))}
      remove={(id) => timeTrackingApi.schedules.remove(id)}
      toValues={(shift) => shiftValues(shift)}
      defaults={shiftValues(null, cell)}
      noun={{ article: 'Die', singular: 'Schicht' }}
      messages={{
        create: ERRORS.schedules.create,
        update: ERRORS.schedules.update,
        remove: ERRORS.schedules.remove,
      }}
      newTitle="Neue Schicht"
      editTitle="Schicht bearbeiten"
      // „Speichern“ also for a new shift, as the planner always said.
      submitLabel="Speichern"
      titleOf={(shift) => `Schicht ${shift.startTime}–${shift.endTime}`}
      width={420}
    >
      <ShiftFields />
    </EntityDrawer>
  );
}
