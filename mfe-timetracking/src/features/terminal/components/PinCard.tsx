import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { ServerForm } from '@bestellwerk/admin-kit';
import { timeTrackingApi } from '@bestellwerk/api-client';
import { cryptoRandom, randomPin } from '../state/terminal';

interface PinValues {
  pin: string;
}

/**
 * Sets or resets an employee's PIN for the branch terminal. The server keeps only a hash,
 * so the PIN is shown once, right after saving, for handing it over.
 */
export function PinCard({ userId, name }: { userId: number; name: string }) {
  const [form] = Form.useForm<PinValues>();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Card size="small" title="PIN für das Filial-Terminal">
      <Typography.Paragraph type="secondary">
        Mit der PIN stempelt {name} am Tablet der Filiale. Eine neue PIN ersetzt die bisherige.
      </Typography.Paragraph>
      {saved && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSaved(null)}
          style={{ marginBottom: 16 }}
          title={
            <span>
              Neue PIN für {name}: <Typography.Text strong>{saved}</Typography.Text>
            </span>
          }
          description="Die PIN wird nur jetzt angezeigt."
        />
      )}
      <ServerForm<PinValues>
        form={form}
        initialValues={{ pin: '' }}
        failureMessage="Die PIN konnte nicht gespeichert werden."
        submitLabel="PIN speichern"
        submit={({ pin }) => timeTrackingApi.terminalTokens.setPin(userId, pin)}
        onSaved={() => {
          setSaved(form.getFieldValue('pin') as string);
          form.resetFields();
        }}
      >
        <Form.Item name="pin" label="PIN" extra="4 bis 8 Ziffern.">
          <Input inputMode="numeric" autoComplete="off" maxLength={8} style={{ maxWidth: 200 }} />
        </Form.Item>
        <div style={{ marginTop: -8, marginBottom: 16 }}>
          <Button
            type="link"
            style={{ paddingInline: 0 }}
            onClick={() => form.setFieldValue('pin', randomPin(cryptoRandom))}
          >
            Zufällige PIN vorschlagen
          </Button>
        </div>
      </ServerForm>
    </Card>
  );
}
