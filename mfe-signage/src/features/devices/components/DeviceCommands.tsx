import { App, Button, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage, signageApi, type SignageDevice } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { OptionErrors, useOptions } from '../../../shared/useOptions';
import { COMMAND_LABELS, COMMAND_STATES } from '../state/deviceForm';

/** A row whose select takes the room there is, down to a phone's width. */
const ROW = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

/** The command buttons of a TV and the state of its last command (pending … aborted). */
export function DeviceCommands({
  device,
  onChange,
}: {
  device: SignageDevice;
  onChange: (device: SignageDevice) => void;
}) {
  const { message } = App.useApp();
  const scenesChoices = useOptions('scenes');
  const scenes = scenesChoices.options;
  const segmentsChoices = useOptions('segments');
  const segments = segmentsChoices.options;
  const [sceneId, setSceneId] = useState<number>();
  const [segmentId, setSegmentId] = useState<number>();
  const [seconds, setSeconds] = useState<number>(30);
  const [busy, setBusy] = useState(false);
  const command = device.command;
  const running = command && ['pending', 'delivered'].includes(command.state);

  const send = async (body: Parameters<typeof signageApi.devices.command>[1]) => {
    setBusy(true);
    try {
      onChange(await signageApi.devices.command(device.id, body));
    } catch (error) {
      message.error(errorMessage(error, ERRORS.command));
    } finally {
      setBusy(false);
    }
  };
  const abort = async () => {
    setBusy(true);
    try {
      onChange(await signageApi.devices.abort(device.id));
    } catch (error) {
      message.error(errorMessage(error, ERRORS.abort));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <OptionErrors of={[scenesChoices, segmentsChoices]} />
      {command && (
        <div>
          Letzter Befehl: {COMMAND_LABELS[command.command] ?? command.command}{' '}
          <Tag color={COMMAND_STATES[command.state]?.color}>
            {COMMAND_STATES[command.state]?.label ?? command.state}
          </Tag>
          {command.message && <div style={{ color: '#666' }}>{command.message}</div>}
        </div>
      )}
      <Space wrap>
        {(['reload', 'identify', 'screenshot', 'clear-cache'] as const).map((name) => (
          <Button key={name} disabled={busy || !!running} onClick={() => send({ command: name })}>
            {COMMAND_LABELS[name]}
          </Button>
        ))}
        <Button danger disabled={busy || !running} onClick={abort}>
          Abbrechen
        </Button>
      </Space>
      <div style={ROW}>
        <Select
          placeholder="Szene wählen"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          options={scenes}
          value={sceneId}
          onChange={setSceneId}
          aria-label="Szene"
        />
        <Button
          disabled={busy || !!running || !sceneId}
          onClick={() => send({ command: 'show-scene', sceneId })}
        >
          Szene zeigen
        </Button>
      </div>
      <div style={ROW}>
        <Select
          placeholder="Filmsequenz wählen"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          options={segments}
          value={segmentId}
          onChange={setSegmentId}
          aria-label="Filmsequenz"
        />
        <InputNumber
          controls={false}
          min={1}
          max={3600}
          value={seconds}
          onChange={(value) => setSeconds(value ?? 30)}
          addonAfter="s"
          aria-label="Sekunden"
        />
        <Button
          disabled={busy || !!running || !segmentId}
          onClick={() => send({ command: 'play-segment', segmentId, seconds })}
        >
          Abspielen
        </Button>
      </div>
    </Space>
  );
}
