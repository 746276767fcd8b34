import type { Job } from '@bestellwerk/api-client';

/** The jobs screen's address: the nav badge of the shell links here. */
export const JOBS_PATH = '/orders/jobs';

export const JOB_QUEUE_LABELS: Record<string, string> = {
  print: 'Druck',
  sms: 'SMS',
  email: 'E-Mail',
};

export const JOB_STATUS_VIEW: Record<Job['status'], { label: string; color: string }> = {
  failed: { label: 'Fehlgeschlagen', color: 'red' },
  waiting: { label: 'Wartet', color: 'orange' },
  delayed: { label: 'Wartet auf neuen Versuch', color: 'orange' },
  active: { label: 'Läuft', color: 'blue' },
  completed: { label: 'Erledigt', color: 'green' },
};

/** What to check when a printer does not take a receipt (off, no paper, unplugged). */
export const PRINTER_CHECK =
  'Bitte Drucker prüfen: eingeschaltet, Papier eingelegt, Deckel zu, mit dem Netzwerk verbunden.';

interface Payload {
  deviceId?: number;
  to?: string;
  subject?: string;
  receipt?: { ticketNumber?: number };
  orderId?: number;
}

/** Where a job goes, in words: the printer's name, the phone number, the address. */
export function jobTarget(job: Job, deviceNames: ReadonlyMap<number, string>): string {
  const payload = (job.payload ?? {}) as Payload;
  if (job.queue === 'print') {
    const name = payload.deviceId ? deviceNames.get(payload.deviceId) : undefined;
    return name ? `Drucker „${name}“` : `Gerät ${payload.deviceId ?? '–'}`;
  }
  if (job.queue === 'email') {
    return [payload.to, payload.subject].filter(Boolean).join(' – ') || '–';
  }
  return payload.to ?? '–';
}

export interface PrinterTrouble {
  deviceId: number;
  name: string;
  failed: number;
  lastError: string;
}

/**
 * The printers whose receipts failed, most failures first: a printer out of paper, off or
 * unplugged fails every job, and the screen names it above the list.
 */
export function printerTroubles(
  jobs: readonly Job[],
  deviceNames: ReadonlyMap<number, string>,
): PrinterTrouble[] {
  const byDevice = new Map<number, PrinterTrouble>();
  for (const job of jobs) {
    const deviceId = (job.payload as Payload | null)?.deviceId;
    if (job.queue !== 'print' || job.status !== 'failed' || !deviceId) continue;
    const entry = byDevice.get(deviceId) ?? {
      deviceId,
      name: deviceNames.get(deviceId) ?? `Gerät ${deviceId}`,
      failed: 0,
      lastError: job.lastError ?? '',
    };
    entry.failed += 1;
    byDevice.set(deviceId, entry);
  }
  return [...byDevice.values()].sort((a, b) => b.failed - a.failed);
}
