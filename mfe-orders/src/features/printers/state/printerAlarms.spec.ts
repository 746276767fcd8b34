import type { Device } from '@bestellwerk/api-client';
import { applyPrinterStatus, printerAlarms } from './printerAlarms';

const printer = (id: number, extra: Partial<Device> = {}): Device =>
  ({
    id,
    name: `Drucker ${id}`,
    type: 'printer',
    isEnabled: true,
    checksStatus: true,
    printerStatus: 'ok',
    backupDeviceId: null,
    branch: { id: 1, name: 'Graz' },
    ...extra,
  }) as Device;

describe('the printer alarms on the board', () => {
  it('shows a printer without paper, where its tickets go, and nothing for a ready one', () => {
    const printers = new Map([
      [1, printer(1, { printerStatus: 'paper-out', backupDeviceId: 2 })],
      [2, printer(2, { name: 'Theke' })],
      [3, printer(3, { printerStatus: 'cover-open' })],
      [4, printer(4, { printerStatus: 'paper-near-end' })],
    ]);
    expect(printerAlarms(printers).map((alarm) => [alarm.id, alarm.label, alarm.tickets])).toEqual([
      [1, 'Kein Papier', 'Neue Bons druckt der Ersatzdrucker „Theke“.'],
      [
        3,
        'Deckel offen',
        'Bons werden zurückgehalten und gedruckt, sobald der Drucker wieder bereit ist.',
      ],
      [4, 'Papier fast leer', 'Es druckt noch – bitte bald eine neue Rolle einlegen.'],
    ]);
  });

  it('follows the live event, and ignores printers it does not know', () => {
    const printers = new Map([[1, printer(1)]]);
    const offline = applyPrinterStatus(printers, 1, 'offline', '2026-11-25T11:00:00.000Z');
    expect(printerAlarms(offline).map((alarm) => alarm.label)).toEqual(['Drucker offline']);
    expect(applyPrinterStatus(printers, 9, 'offline', '')).toBe(printers);
  });

  it('stays silent for printers that are off or not asked for their status', () => {
    const printers = new Map([
      [1, printer(1, { printerStatus: 'offline', isEnabled: false })],
      [2, printer(2, { printerStatus: 'offline', checksStatus: false })],
    ]);
    expect(printerAlarms(printers)).toEqual([]);
  });
});
