import type { Device, DevicePayload } from '@bestellwerk/api-client';
import {
  PRINTER_STATE_LABELS,
  isPrinterAlarm,
  printerStateHoldsTickets,
  type PrinterState,
} from '@bestellwerk/domain';

export const DEVICE_TYPE_LABELS: Record<string, string> = {
  printer: 'Drucker',
  terminal: 'Bestellterminal',
};

/** A device that answered (printed, uploaded its log) this recently counts as online. */
export const ONLINE_WITHIN_MINUTES = 10;

export interface DeviceStatus {
  label: string;
  color: 'green' | 'default' | 'red' | 'orange';
}

/** What the demo printer can be switched to on the devices screen. */
export const DEMO_PRINTER_STATES = (
  ['ok', 'paper-near-end', 'paper-out', 'cover-open', 'offline'] as const
).map((value) => ({ value, label: `Demo: ${PRINTER_STATE_LABELS[value]}` }));

/**
 * The online status from the device's last sign of life: a printer's successful test print,
 * a terminal's log upload. Disabled devices are shown as such whatever they last did.
 */
export function deviceStatus(
  device: Pick<Device, 'isEnabled' | 'lastSeenAt'> &
    Partial<Pick<Device, 'checksStatus' | 'printerStatus'>>,
  now: Date,
): DeviceStatus {
  if (!device.isEnabled) return { label: 'Deaktiviert', color: 'red' };
  // A printer that reports its status: what it said last is what counts (issue 36).
  const reported = device.checksStatus ? (device.printerStatus as PrinterState | null) : null;
  if (reported && isPrinterAlarm(reported)) {
    return {
      label: PRINTER_STATE_LABELS[reported],
      color: printerStateHoldsTickets(reported) ? 'red' : 'orange',
    };
  }
  if (!device.lastSeenAt) return { label: 'Noch nie erreicht', color: 'default' };
  const minutes = Math.floor((now.getTime() - new Date(device.lastSeenAt).getTime()) / 60_000);
  if (minutes < ONLINE_WITHIN_MINUTES) return { label: 'Online', color: 'green' };
  if (minutes < 60) return { label: `Zuletzt erreicht vor ${minutes} Min.`, color: 'default' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { label: `Zuletzt erreicht vor ${hours} Std.`, color: 'default' };
  return { label: `Zuletzt erreicht vor ${Math.floor(hours / 24)} Tagen`, color: 'default' };
}

export interface DeviceValues {
  identifier?: string;
  name?: string;
  type?: 'printer' | 'terminal';
  branch?: number | null;
  host?: string | null;
  port?: number | null;
  columns?: number | null;
  isEnabled?: boolean;
  isAutoPrint?: boolean;
  checksStatus?: boolean;
  backupDeviceId?: number | null;
}

export const NEW_DEVICE: DeviceValues = {
  type: 'printer',
  port: 9100,
  columns: 48,
  isEnabled: true,
  isAutoPrint: true,
  // Most ESC/POS network printers answer DLE EOT; one that does not would read as offline.
  checksStatus: true,
  backupDeviceId: null,
};

export const toDeviceValues = (device: Device): DeviceValues => ({
  identifier: device.identifier,
  name: device.name,
  type: device.type as DeviceValues['type'],
  branch: device.branch?.id ?? null,
  host: device.host,
  port: device.port,
  columns: device.columns,
  isEnabled: device.isEnabled,
  isAutoPrint: device.isAutoPrint,
  checksStatus: device.checksStatus,
  backupDeviceId: device.backupDeviceId,
});

/**
 * Form values → POST/PUT /api/devices: texts trimmed, the branch as a reference; a terminal
 * sends no printer address (the server keeps where a printer connects to for admins).
 */
export function devicePayload(values: DeviceValues): DevicePayload {
  const isPrinter = values.type !== 'terminal';
  return {
    identifier: (values.identifier ?? '').trim(),
    name: (values.name ?? '').trim(),
    type: values.type ?? 'printer',
    branch: values.branch ? { id: values.branch } : undefined,
    host: isPrinter ? (values.host ?? '').trim() || null : null,
    ...(isPrinter && values.port ? { port: values.port } : {}),
    ...(isPrinter && values.columns ? { columns: values.columns } : {}),
    isEnabled: values.isEnabled ?? true,
    isAutoPrint: isPrinter ? (values.isAutoPrint ?? true) : false,
    checksStatus: isPrinter ? (values.checksStatus ?? false) : false,
    backupDeviceId: isPrinter ? (values.backupDeviceId ?? null) : null,
  } as DevicePayload;
}

/** The bytes as the printer got them, 16 a row in hex, for the curious and for support. */
export function hexDump(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const rows: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 16) {
    const row = Array.from(bytes.subarray(offset, offset + 16), (byte) =>
      byte.toString(16).padStart(2, '0'),
    );
    rows.push(`${offset.toString(16).padStart(6, '0')}  ${row.join(' ')}`);
  }
  return rows.join('\n');
}
