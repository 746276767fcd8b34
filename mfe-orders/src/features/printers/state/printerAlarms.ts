import type { Device } from '@bestellwerk/api-client';
import {
  PRINTER_STATE_LABELS,
  isPrinterAlarm,
  printerStateHoldsTickets,
  type PrinterState,
} from '@bestellwerk/domain';

/** One printer that needs someone: its name, what is wrong, where its tickets go. */
export interface PrinterAlarm {
  id: number;
  name: string;
  branch: string | null;
  status: PrinterState;
  label: string;
  /** 'error': tickets are held or go to the backup; 'warning': it still prints. */
  severity: 'error' | 'warning';
  /** What happens to the tickets meanwhile (German). */
  tickets: string;
}

/** The printers' live state as the board keeps it: by device id. */
export type PrinterStates = Map<number, Device>;

/** A printer's status as a live event 'device.printer-status' told it. */
export function applyPrinterStatus(
  printers: PrinterStates,
  deviceId: number,
  status: PrinterState,
  at: string,
): PrinterStates {
  const known = printers.get(deviceId);
  if (!known) return printers;
  const next = new Map(printers);
  next.set(deviceId, { ...known, printerStatus: status, printerStatusAt: at });
  return next;
}

/** The alarms to show, worst first: printers that hold tickets before those running low. */
export function printerAlarms(printers: PrinterStates): PrinterAlarm[] {
  const alarms: PrinterAlarm[] = [];
  for (const device of printers.values()) {
    const status = device.printerStatus as PrinterState | null;
    if (!device.isEnabled || !device.checksStatus || !isPrinterAlarm(status)) continue;
    const holds = printerStateHoldsTickets(status!);
    const backup = device.backupDeviceId ? printers.get(device.backupDeviceId) : undefined;
    alarms.push({
      id: device.id,
      name: device.name,
      branch: device.branch?.name ?? null,
      status: status!,
      label: PRINTER_STATE_LABELS[status!],
      severity: holds ? 'error' : 'warning',
      tickets: !holds
        ? 'Es druckt noch – bitte bald eine neue Rolle einlegen.'
        : backup
          ? `Neue Bons druckt der Ersatzdrucker „${backup.name}“.`
          : 'Bons werden zurückgehalten und gedruckt, sobald der Drucker wieder bereit ist.',
    });
  }
  return alarms.sort(
    (a, b) => Number(b.severity === 'error') - Number(a.severity === 'error') || a.id - b.id,
  );
}
