import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Space } from 'antd';
import { errorMessage, timeTrackingApi, type WorkingActivity } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { correctionPayload, toLocalInput, type CorrectionValues } from '../state/timesheet';

interface Props {
  activity: WorkingActivity | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Corrects an activity: the original is kept, the reason is required. */
export function CorrectionDrawer({ activity, onClose, onSaved }: Props) {
  const [form] = Form.useForm<CorrectionValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pause = activity?.pauses[0];
  const save = async (values: CorrectionValues) => {
    if (!activity) return;
    setSaving(true);
    try {
      await timeTrackingApi.activities.correct(activity.id, correctionPayload(values));
      setError(null);
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, ERRORS.activities.update));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open={!!activity}
      onClose={onClose}
      title="Aktivität korrigieren"
      width={420}
      destroyOnHidden
      extra={
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          Korrektur speichern
        </Button>
      }
    >
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      {activity && (
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
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
          />
        </Form>
      )}
    </Drawer>
  );
}
