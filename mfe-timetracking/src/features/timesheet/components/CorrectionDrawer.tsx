import { Alert, Drawer, Form, Input, Space } from 'antd';
import { ServerForm } from '@bestellwerk/admin-kit';
import { timeTrackingApi, type WorkingActivity } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { correctionPayload, toLocalInput, type CorrectionValues } from '../state/timesheet';

interface Props {
  activity: WorkingActivity | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Corrects an activity: the original is kept, the reason is required. */
export function CorrectionDrawer({ activity, onClose, onSaved }: Props) {
  const pause = activity?.pauses[0];
  return (
    <Drawer
      open={!!activity}
      onClose={onClose}
      title="Aktivität korrigieren"
      width={420}
      destroyOnHidden
    >
      {activity && (
        <ServerForm<CorrectionValues>
          key={activity.id}
          failureMessage={ERRORS.activities.update}
          submitLabel="Korrektur speichern"
          submit={(values) =>
            timeTrackingApi.activities.correct(activity.id, correctionPayload(values))
          }
          onSaved={onSaved}
          initialValues={{
            startedAt: toLocalInput(activity.startedAt),
            endedAt: toLocalInput(activity.endedAt),
            pauseStart: toLocalInput(pause?.startedAt ?? null),
            pauseEnd: toLocalInput(pause?.endedAt ?? null),
            correctionReason: '',
          }}
        >
          <Form.Item
            name="startedAt"
            label="Beginn"
            rules={[{ required: true, message: '„Beginn“ ist erforderlich.' }]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="endedAt" label="Ende">
            <Input type="datetime-local" />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="pauseStart" label="Pause von" style={{ flex: 1 }}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item name="pauseEnd" label="Pause bis" style={{ flex: 1 }}>
              <Input type="datetime-local" />
            </Form.Item>
          </Space.Compact>
          <Form.Item
            name="correctionReason"
            label="Grund der Korrektur"
            rules={[{ required: true, message: '„Grund der Korrektur“ ist erforderlich.' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Alert
            type="info"
            title="Die ursprünglichen Zeiten bleiben erhalten; die Korrektur wird mit Ihrem Namen und dem Grund protokolliert."
            style={{ marginBottom: 16 }}
          />
        </ServerForm>
      )}
    </Drawer>
  );
}
