import { Button, Flex } from 'antd';
import type { Device } from '@bestellwerk/api-client';

export interface DeviceActionHandlers {
  testPrint: (device: Device) => void;
  testNotification: (device: Device) => void;
  showLogs: (device: Device) => void;
  showPrintouts: (device: Device) => void;
}

/** The buttons of a device's row; a click here does not open the device's form. */
export function DeviceActions({
  device,
  handlers,
}: {
  device: Device;
  handlers: DeviceActionHandlers;
}) {
  const button = (label: string, action: (device: Device) => void) => (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        action(device);
      }}
    >
      {label}
    </Button>
  );
  return (
    <Flex gap={6} wrap>
      {button('Testdruck', handlers.testPrint)}
      {device.type === 'terminal'
        ? button('Testbenachrichtigung', handlers.testNotification)
        : null}
      {device.type === 'terminal' ? button('Log', handlers.showLogs) : null}
      {device.isDemoPrinter ? button('Ausdrucke', handlers.showPrintouts) : null}
    </Flex>
  );
}
