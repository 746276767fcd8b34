import { devicePayload, deviceStatus, hexDump } from './deviceForm';

const now = new Date('2026-11-26T12:00:00Z');
const seen = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

describe('a device’s online status', () => {
  it.each([
    [{ isEnabled: true, lastSeenAt: seen(2) }, 'Online', 'green'],
    [{ isEnabled: true, lastSeenAt: seen(25) }, 'Zuletzt erreicht vor 25 Min.', 'default'],
    [{ isEnabled: true, lastSeenAt: seen(180) }, 'Zuletzt erreicht vor 3 Std.', 'default'],
    [{ isEnabled: true, lastSeenAt: seen(60 * 24 * 5) }, 'Zuletzt erreicht vor 5 Tagen', 'default'],
    [{ isEnabled: true, lastSeenAt: null }, 'Noch nie erreicht', 'default'],
    [{ isEnabled: false, lastSeenAt: seen(1) }, 'Deaktiviert', 'red'],
    // A printer that reports its ESC/POS status: its last report counts (issue 36).
    [
      {
        isEnabled: true,
        lastSeenAt: seen(2),
        checksStatus: true,
        printerStatus: 'paper-out' as const,
      },
      'Kein Papier',
      'red',
    ],
    [
      {
        isEnabled: true,
        lastSeenAt: null,
        checksStatus: true,
        printerStatus: 'cover-open' as const,
      },
      'Deckel offen',
      'red',
    ],
    [
      { isEnabled: true, lastSeenAt: null, checksStatus: true, printerStatus: 'offline' as const },
      'Drucker offline',
      'red',
    ],
    [
      {
        isEnabled: true,
        lastSeenAt: null,
        checksStatus: true,
        printerStatus: 'paper-near-end' as const,
      },
      'Papier fast leer',
      'orange',
    ],
    [
      { isEnabled: true, lastSeenAt: seen(2), checksStatus: true, printerStatus: 'ok' as const },
      'Online',
      'green',
    ],
    [
      { isEnabled: true, lastSeenAt: null, checksStatus: false, printerStatus: 'offline' as const },
      'Noch nie erreicht',
      'default',
    ],
  ])('%j reads „%s“', (device, label, color) => {
    expect(deviceStatus(device, now)).toEqual({ label, color });
  });
});

describe('the device form', () => {
  it('sends a printer with its address and the branch as a reference', () => {
    expect(
      devicePayload({
        identifier: ' graz-kueche ',
        name: ' Küche ',
        type: 'printer',
        branch: 3,
        host: ' 10.0.0.5 ',
        port: 9100,
        columns: 32,
        isEnabled: true,
        isAutoPrint: false,
        checksStatus: true,
        backupDeviceId: 7,
      }),
    ).toEqual({
      identifier: 'graz-kueche',
      name: 'Küche',
      type: 'printer',
      branch: { id: 3 },
      host: '10.0.0.5',
      port: 9100,
      columns: 32,
      isEnabled: true,
      isAutoPrint: false,
      checksStatus: true,
      backupDeviceId: 7,
    });
  });

  it('sends a terminal without any printer address', () => {
    expect(
      devicePayload({ identifier: 'theke', name: 'Theke', type: 'terminal', branch: 1, host: 'x' }),
    ).toEqual({
      identifier: 'theke',
      name: 'Theke',
      type: 'terminal',
      branch: { id: 1 },
      host: null,
      isEnabled: true,
      isAutoPrint: false,
      checksStatus: false,
      backupDeviceId: null,
    });
  });
});

it('shows the ESC/POS bytes as hex, 16 a row', () => {
  const bytes = btoa(String.fromCharCode(0x1b, 0x40, ...Array(16).fill(0x41)));
  expect(hexDump(bytes)).toBe(`000000  1b 40 ${'41 '.repeat(14).trim()}\n000010  41 41`);
});
