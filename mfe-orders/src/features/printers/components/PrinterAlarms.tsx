import { Alert, Flex } from 'antd';
import type { PrinterAlarm } from '../state/printerAlarms';

/** The printers that need someone, at the top of the board, in German. */
export function PrinterAlarms({ alarms }: { alarms: PrinterAlarm[] }) {
  if (alarms.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="printer-alarms">
      {alarms.map((alarm) => (
        <Alert
          key={alarm.id}
          role="alert"
          type={alarm.severity}
          showIcon
          data-testid={`printer-alarm-${alarm.id}`}
          title={
            <strong>
              {alarm.name}: {alarm.label}
            </strong>
          }
          description={alarm.tickets}
        />
      ))}
    </Flex>
  );
}
