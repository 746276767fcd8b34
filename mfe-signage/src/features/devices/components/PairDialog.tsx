import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage, signageApi, type SignageDevice } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { normalisePairingCode, PAIRING_CODE_LENGTH } from '../state/deviceForm';

/**
 * „TV koppeln“: the code the player shows on the TV's screen (/signage/device), entered
 * for this TV. A wrong or expired code keeps the dialog open with the server's reason.
 */
export function PairDialog({
  device,
  onClose,
  onPaired,
}: {
  device: SignageDevice | null;
  onClose: () => void;
  onPaired: (device: SignageDevice) => void;
}) {
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = code.length === PAIRING_CODE_LENGTH;

  const pair = async () => {
    if (!device || !complete) return;
    setBusy(true);
    setError(null);
    try {
      const paired = await signageApi.devices.pair(device.id, code);
      message.success('Der TV ist gekoppelt.');
      setCode('');
      onPaired(paired);
    } catch (failure) {
      setError(errorMessage(failure, ERRORS.pair));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setCode('');
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={device !== null}
      title={device ? `TV „${device.name}“ koppeln` : ''}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Abbrechen
        </Button>,
        <Button key="pair" type="primary" loading={busy} disabled={!complete} onClick={pair}>
          Koppeln
        </Button>,
      ]}
    >
      <p>
        Am TV die Adresse <code>/signage/device</code> öffnen. Der Bildschirm zeigt einen
        sechsstelligen Code – diesen hier eingeben.
      </p>
      <Form layout="vertical" onFinish={pair}>
        <Form.Item
          label="Code vom Bildschirm"
          htmlFor="signage-pairing-code"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            id="signage-pairing-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(normalisePairingCode(event.target.value))}
            maxLength={PAIRING_CODE_LENGTH}
            style={{ width: 200, fontFamily: 'monospace', fontSize: 20, letterSpacing: 4 }}
            autoComplete="off"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
