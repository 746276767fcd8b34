/**
 * The audit log's codes in German, in one place: the entity (the API path of what was
 * changed) and the action. Unknown codes are shown as they are.
 */
export const ENTITY_LABELS: Record<string, string> = {
  orders: 'Bestellungen',
  users: 'Benutzer',
  branches: 'Filialen',
  divisions: 'Organisationen',
  departments: 'Abteilungen',
  tables: 'Tische',
  customers: 'Kunden',
  'external-users': 'Externe Benutzer',
  donatees: 'Spendenempfänger',
  config: 'Konfiguration',
  'api-keys': 'API-Schlüssel',
  devices: 'Geräte',
  products: 'Produkte',
  categories: 'Kategorien',
  tags: 'Tags',
  menus: 'Produktkataloge',
  images: 'Bilder',
  uploads: 'Uploads',
};

export const ACTION_LABELS: Record<string, string> = {
  create: 'Angelegt',
  update: 'Geändert',
  delete: 'Gelöscht',
  login: 'Anmeldung',
  'login-link': 'Anmeldung per Link',
  revoke: 'Widerrufen',
  confirm: 'Bestätigt',
  reject: 'Abgelehnt',
  cancel: 'Storniert',
  'in-delivery': 'In Zustellung',
  completed: 'Abgeschlossen',
  'counter-appointment': 'Terminvorschlag gesendet',
  'confirm-counter-appointment': 'Terminvorschlag angenommen',
  'reject-counter-appointment': 'Terminvorschlag abgelehnt',
  'update-item': 'Position geändert',
  'update-payment-status': 'Zahlungsstatus geprüft',
  'payment-state': 'Zahlungsstatus geändert',
  questionnaire: 'Fragebogen beantwortet',
  print: 'Gedruckt',
  'resend-new-order-email': 'E-Mail erneut gesendet',
  'resend-new-order-sms': 'SMS erneut gesendet',
  'request-device-logs': 'Geräteprotokoll angefordert',
};

export const entityLabel = (code: string) => ENTITY_LABELS[code] ?? code;
export const actionLabel = (code: string) => ACTION_LABELS[code] ?? code;

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an entry changed, field by field: every field whose value differs between before
 * and after (a create has only after, a delete only before). Timestamps that change with
 * every write are left out.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) => field !== 'updatedAt',
  );
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: old[field], after: now[field] }));
}

/** A value of the log as one line of text: '–' for none, ja/nein, JSON for structures. */
export function formatLogValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
