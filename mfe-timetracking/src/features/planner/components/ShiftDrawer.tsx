import { Drawer, Form, Input, Segmented, Select, Space } from 'antd';
import {
  DeleteButton,
  ErrorList,
  ServerForm,
  useEntityActions,
  useOptions,
} from '@bestellwerk/admin-kit';
import { api, timeTrackingApi, type WorkingSchedule } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { personName } from '../../../shared/format';
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
  onSaved: () => void;
}

/**
 * A shift of the week planner: person, branch, a single day or a weekly pattern, from–to.
 * The server checks every field and answers in German under it; a shift can be deleted.
 */
export function ShiftDrawer({ target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ShiftValues>();
  const kind = Form.useWatch('kind', form);
  const users = useOptions({
    load: () =>
      api.users.list({ perPage: 500 }).then((page) => ({
        items: page.items.map((user) => ({ id: user.id, name: personName(user) })),
      })),
    loadError: 'Mitarbeiter konnten nicht geladen werden.',
  });
  const branches = useOptions({
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
  });
  const schedule = target?.schedule ?? null;
  const actions = useEntityActions();
  const remove = () =>
    schedule &&
    actions.run(
      () => timeTrackingApi.schedules.remove(schedule.id),
      ERRORS.schedules.remove,
      onSaved,
    );
  return (
    <Drawer
      open={!!target}
      onClose={onClose}
      title={schedule ? 'Schicht bearbeiten' : 'Neue Schicht'}
      width={420}
      destroyOnHidden
      extra={
        schedule ? (
          <DeleteButton
            label={`Schicht ${schedule.startTime}–${schedule.endTime}`}
            onConfirm={remove}
          />
        ) : null
      }
    >
      <ErrorList errors={actions.errors} onDismiss={actions.dismiss} />
      <ErrorList errors={users.errors} onDismiss={users.dismiss} />
      <ErrorList errors={branches.errors} onDismiss={branches.dismiss} />
      {target && (
        <ServerForm<ShiftValues>
          form={form}
          initialValues={shiftValues(
            schedule,
            target.schedule ? {} : { userId: target.userId, day: target.day },
          )}
          failureMessage={schedule ? ERRORS.schedules.update : ERRORS.schedules.create}
          submit={(values) =>
            schedule
              ? timeTrackingApi.schedules.update(schedule.id, shiftPayload(values))
              : timeTrackingApi.schedules.create(shiftPayload(values))
          }
          onSaved={onSaved}
        >
          <Form.Item name="user" label="Mitarbeiter">
            <Select
              showSearch
              optionFilterProp="label"
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
          <Space.Compact block>
            <Form.Item name="startTime" label="Beginn" style={{ flex: 1 }}>
              <Input type="time" />
            </Form.Item>
            <Form.Item name="endTime" label="Ende" style={{ flex: 1 }}>
              <Input type="time" />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="note" label="Bemerkung">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </ServerForm>
      )}
    </Drawer>
  );
}
