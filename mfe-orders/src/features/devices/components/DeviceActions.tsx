import { Button, Flex, Select } from 'antd';
import type { Device } from '@bestellwerk/api-client';
import { DEMO_PRINTER_STATES } from '../state/deviceForm';

export interface DeviceActionHandlers {
  testPrint: (device: Device) => void;
  testNotification: (device: Device) => void;
  showLogs: (device: Device) => void;
  showPrintouts: (device: Device) => void;
  /** The demo printer only: paper out, cover open, offline, back (to try the alarm). */
  switchDemoState: (device: Device, state: string) => void;
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
      {device.isDemoPrinter ? (
        <span onClick={(event) => event.stopPropagation()}>
          <Select
            size="small"
            aria-label="Demodrucker umstellen"
            data-testid={`demo-state-${device.id}`}
            style={{ minWidth: 150 }}
            value={device.demoState ?? 'ok'}
            options={DEMO_PRINTER_STATES}
            onChange={(state) => handlers.switchDemoState(device, state)}
          />
        </span>
      ) : null}
    </Flex>
  );
}
