import { Alert, Flex, Form, Input } from 'antd';
import { EntityDrawer } from '@bestellwerk/admin-kit';
import { timeTrackingApi, type WorkingActivity } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { correctionPayload, toLocalInput, type CorrectionValues } from '../state/timesheet';

interface Props {
  activity: WorkingActivity | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Two date-time fields side by side where they fit, one under the other in a narrow drawer. */
const PAIR = { flex: '1 1 200px', minWidth: 0 };

function correctionValues(activity: WorkingActivity): CorrectionValues {
  const pause = activity.pauses[0];
  return {
    startedAt: toLocalInput(activity.startedAt),
    endedAt: toLocalInput(activity.endedAt),
    pauseStart: toLocalInput(pause?.startedAt ?? null),
    pauseEnd: toLocalInput(pause?.endedAt ?? null),
    correctionReason: '',
  };
}

/** Corrects an activity: the original is kept, the reason is required. */
export function CorrectionDrawer({ activity, onClose, onSaved }: Props) {
  return (
    <EntityDrawer<WorkingActivity, CorrectionValues>
      target={activity?.id ?? null}
      onClose={onClose}
      onSaved={onSaved}
      // The month sheet has the activity; there is no single GET for it.
      load={async () => activity!}
      update={(id, values) => timeTrackingApi.activities.correct(id, correctionPayload(values))}
      toValues={correctionValues}
      defaults={{ startedAt: '', endedAt: '', pauseStart: '', pauseEnd: '', correctionReason: '' }}
      noun={{ article: 'Die', singular: 'Aktivität' }}
      messages={{ update: ERRORS.activities.update, saved: 'Die Korrektur wurde gespeichert.' }}
      editTitle="Aktivität korrigieren"
      titleOf={() => 'Aktivität'}
      submitLabel="Korrektur speichern"
      width={420}
    >
      <Flex wrap style={{ columnGap: 12 }}>
        <Form.Item
          name="startedAt"
          label="Beginn"
          rules={[{ required: true, message: '„Beginn“ ist erforderlich.' }]}
          style={PAIR}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="endedAt" label="Ende" style={PAIR}>
          <Input type="datetime-local" />
        </Form.Item>
      </Flex>
      <Flex wrap style={{ columnGap: 12 }}>
        <Form.Item name="pauseStart" label="Pause von" style={PAIR}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="pauseEnd" label="Pause bis" style={PAIR}>
          <Input type="datetime-local" />
        </Form.Item>
      </Flex>
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
    </EntityDrawer>
  );
}
