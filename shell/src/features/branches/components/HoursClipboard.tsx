import { App as AntApp, Button, Flex, Form } from 'antd';
import type { OpeningHourRule } from '@bestellwerk/api-client';
import { useClipboard } from '@bestellwerk/admin-kit';

/**
 * backoffice-api.md §2: the same hours for another branch, via the local clipboard (one
 * item per context: 'openingHours', 'deliveryHours').
 */
export function HoursClipboard({
  name,
  noun,
}: {
  name: 'openingHours' | 'deliveryHours';
  /** 'Öffnungszeiten' or 'Lieferzeiten' */
  noun: string;
}) {
  const form = Form.useFormInstance();
  const { message } = AntApp.useApp();
  const hours = useClipboard<OpeningHourRule[]>(name);
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Button
        size="small"
        onClick={() => {
          hours.copy(form.getFieldValue(name) ?? []);
          void message.success(`${noun} kopiert.`);
        }}
      >
        {noun} kopieren
      </Button>
      {hours.item && (
        <Button size="small" onClick={() => form.setFieldValue(name, hours.item)}>
          {noun} einfügen
        </Button>
      )}
    </Flex>
  );
}
