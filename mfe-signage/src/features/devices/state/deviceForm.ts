import type { SignageDevice, SignageDevicePayload } from '@bestellwerk/api-client';

export interface DeviceFormValues {
  identifier?: string;
  name?: string;
  branch?: number;
  scene?: number | null;
}

export const deviceValues = (device: SignageDevice): DeviceFormValues => ({
  identifier: device.identifier,
  name: device.name,
  branch: device.branch?.id,
  scene: device.scene?.id ?? null,
});

/** Form values → POST/PUT /api/digital-signage-devices. */
export const devicePayload = (values: DeviceFormValues): SignageDevicePayload => ({
  identifier: (values.identifier ?? '').trim(),
  name: (values.name ?? '').trim(),
  branch: { id: values.branch ?? 0 },
  scene: values.scene ? { id: values.scene } : null,
});

/** The command's state in German, with the tag colour. */
export const COMMAND_STATES: Record<string, { label: string; color: string }> = {
  pending: { label: 'gesendet', color: 'processing' },
  delivered: { label: 'läuft', color: 'blue' },
  done: { label: 'erledigt', color: 'success' },
  failed: { label: 'fehlgeschlagen', color: 'error' },
  aborted: { label: 'abgebrochen', color: 'default' },
};

export const COMMAND_LABELS: Record<string, string> = {
  reload: 'Neu laden',
  'show-scene': 'Szene zeigen',
  'play-segment': 'Filmsequenz abspielen',
  screenshot: 'Bildschirmfoto',
  'clear-cache': 'Cache leeren',
  identify: 'Identifizieren',
};

/** The player's pairing code: six letters and digits. */
export const PAIRING_CODE_LENGTH = 6;

/** What was typed as a pairing code: capitals, without spaces or dashes, at most six. */
export const normalisePairingCode = (typed: string): string =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAIRING_CODE_LENGTH);
