import { formatDate } from './format';
import { ORDER_ACTIONS, type OrderAction } from './order-status';
import type { ActivityAction } from './working-activity';

/**
 * The audit log in German, in one place: what kind of record an entry is about (the API
 * path the back office changed it under), what was done, and the sentence the log shows —
 * „Produkt „Espresso“ geändert“. The backend writes the record's name into the entry when it
 * records it (for a deleted record the name it had); the back office and the API's answer
 * read the sentence from here.
 */
export interface AuditEntityName {
  /** One record: „Produkt“. */
  singular: string;
  /** The filter's name of the area: „Produkte“. */
  plural: string;
}

export const AUDIT_ENTITIES = {
  orders: { singular: 'Bestellung', plural: 'Bestellungen' },
  users: { singular: 'Benutzer:in', plural: 'Benutzer' },
  branches: { singular: 'Filiale', plural: 'Filialen' },
  divisions: { singular: 'Organisation', plural: 'Organisationen' },
  departments: { singular: 'Abteilung', plural: 'Abteilungen' },
  tables: { singular: 'Tisch', plural: 'Tische' },
  customers: { singular: 'Kund:in', plural: 'Kunden' },
  'external-users': { singular: 'Externe:r Benutzer:in', plural: 'Externe Benutzer' },
  donatees: { singular: 'Spendenempfänger', plural: 'Spendenempfänger' },
  config: { singular: 'Konfiguration', plural: 'Konfiguration' },
  'api-keys': { singular: 'API-Schlüssel', plural: 'API-Schlüssel' },
  devices: { singular: 'Gerät', plural: 'Geräte' },
  products: { singular: 'Produkt', plural: 'Produkte' },
  categories: { singular: 'Kategorie', plural: 'Kategorien' },
  tags: { singular: 'Tag', plural: 'Tags' },
  menus: { singular: 'Produktkatalog', plural: 'Produktkataloge' },
  images: { singular: 'Bild', plural: 'Bilder' },
  uploads: { singular: 'Datei', plural: 'Dateien' },
  'image-templates': { singular: 'Bildvorlage', plural: 'Bildvorlagen' },
  'working-activities': { singular: 'Arbeitszeit', plural: 'Arbeitszeiten' },
  'working-schedules': { singular: 'Dienstplan-Eintrag', plural: 'Dienstplan' },
  'employment-contracts': { singular: 'Arbeitsvertrag', plural: 'Arbeitsverträge' },
  absences: { singular: 'Abwesenheit', plural: 'Abwesenheiten' },
  projects: { singular: 'Projekt', plural: 'Projekte' },
  tasks: { singular: 'Aufgabe', plural: 'Aufgaben' },
  'terminal-tokens': { singular: 'Terminal-Zugang', plural: 'Terminal-Zugänge' },
  sites: { singular: 'Seite', plural: 'Seiten' },
  blocks: { singular: 'Inhaltsblock', plural: 'Inhaltsblöcke' },
  nodes: { singular: 'Inhaltselement', plural: 'Inhaltselemente' },
  navigations: { singular: 'Navigation', plural: 'Navigationen' },
  redirects: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  scenes: { singular: 'Szene', plural: 'Szenen' },
  'digital-signage-segments': { singular: 'Segment', plural: 'Segmente' },
  'digital-signage-streams': { singular: 'Programm', plural: 'Programme' },
  'digital-signage-devices': { singular: 'Bildschirm', plural: 'Bildschirme' },
} as const satisfies Record<string, AuditEntityName>;

/** The code of an audited area: the API path its records are changed under. */
export type AuditEntityType = keyof typeof AUDIT_ENTITIES;

export const isAuditEntityType = (code: string): code is AuditEntityType =>
  Object.prototype.hasOwnProperty.call(AUDIT_ENTITIES, code);

export interface AuditActionName {
  /** The filter's and the detail's name: „Geändert“. */
  label: string;
  /** What the sentence says was done, after the record: „Produkt „Espresso“ geändert“. */
  verb: string;
}

const ORDER_STATUS_ACTIONS: Record<OrderAction, AuditActionName> = {
  confirm: { label: 'Bestätigt', verb: 'bestätigt' },
  reject: { label: 'Abgelehnt', verb: 'abgelehnt' },
  cancel: { label: 'Storniert', verb: 'storniert' },
  'in-delivery': { label: 'In Zustellung', verb: 'in Zustellung gegeben' },
  completed: { label: 'Abgeschlossen', verb: 'abgeschlossen' },
};

const ACTIVITY_STEP_ACTIONS: Record<ActivityAction, AuditActionName> = {
  start: { label: 'Arbeitsbeginn', verb: 'begonnen' },
  pause: { label: 'Pause', verb: 'pausiert' },
  resume: { label: 'Pause beendet', verb: 'nach der Pause fortgesetzt' },
  end: { label: 'Arbeitsende', verb: 'beendet' },
};

export const AUDIT_ACTIONS: Readonly<Record<string, AuditActionName>> = {
  create: { label: 'Angelegt', verb: 'angelegt' },
  update: { label: 'Geändert', verb: 'geändert' },
  delete: { label: 'Gelöscht', verb: 'gelöscht' },
  login: { label: 'Anmeldung', verb: 'angemeldet' },
  'login-link': { label: 'Anmeldung per Link', verb: 'per Link angemeldet' },
  'set-pin': { label: 'PIN gesetzt', verb: 'hat eine neue Terminal-PIN' },
  revoke: { label: 'Widerrufen', verb: 'widerrufen' },
  approve: { label: 'Genehmigt', verb: 'genehmigt' },
  reject: { label: 'Abgelehnt', verb: 'abgelehnt' },
  correct: { label: 'Korrigiert', verb: 'korrigiert' },
  void: { label: 'Verworfen', verb: 'verworfen' },
  ...ACTIVITY_STEP_ACTIONS,
  ...Object.fromEntries(
    ORDER_ACTIONS.map((action) => [`status:${action}`, ORDER_STATUS_ACTIONS[action]]),
  ),
  'counter-appointment': {
    label: 'Terminvorschlag gesendet',
    verb: 'mit Terminvorschlag beantwortet',
  },
  'confirm-counter-appointment': {
    label: 'Terminvorschlag angenommen',
    verb: 'Terminvorschlag angenommen',
  },
  'reject-counter-appointment': {
    label: 'Terminvorschlag abgelehnt',
    verb: 'Terminvorschlag abgelehnt',
  },
  'update-item': { label: 'Position geändert', verb: 'Position geändert' },
  'update-payment-status': { label: 'Zahlungsstatus geprüft', verb: 'Zahlungsstatus geprüft' },
  'payment-state': { label: 'Zahlungsstatus geändert', verb: 'Zahlungsstatus geändert' },
  questionnaire: { label: 'Fragebogen beantwortet', verb: 'Fragebogen beantwortet' },
  print: { label: 'Gedruckt', verb: 'gedruckt' },
  'resend-new-order-email': { label: 'E-Mail erneut gesendet', verb: 'E-Mail erneut gesendet' },
  'resend-new-order-sms': { label: 'SMS erneut gesendet', verb: 'SMS erneut gesendet' },
  'request-device-logs': { label: 'Geräteprotokoll angefordert', verb: 'Protokoll angefordert' },
  'demo-printer-state': { label: 'Demodrucker umgestellt', verb: 'Demodrucker umgestellt' },
  'update-placements': { label: 'Platzierung geändert', verb: 'Platzierung in Katalogen geändert' },
  pair: { label: 'Gekoppelt', verb: 'gekoppelt' },
  command: { label: 'Befehl gesendet', verb: 'Befehl gesendet' },
  'command-abort': { label: 'Befehl abgebrochen', verb: 'Befehl abgebrochen' },
  'upload-video': { label: 'Video hochgeladen', verb: 'Video hochgeladen' },
  // Busy mode of a branch (busy-mode.ts): by hand on the orders board, or automatic.
  'busy-extra': { label: 'Viel los eingeschaltet', verb: 'Viel los eingeschaltet' },
  'busy-pause': {
    label: 'Online-Bestellungen pausiert',
    verb: 'Online-Bestellungen pausiert',
  },
  'busy-off': { label: 'Viel los beendet', verb: 'Viel los beendet' },
  'busy-auto-on': {
    label: 'Automatisch pausiert',
    verb: 'Online-Bestellungen automatisch pausiert (Wartezeit über dem Limit)',
  },
  'busy-auto-off': {
    label: 'Automatische Pause beendet',
    verb: 'Automatische Pause beendet (Wartezeit wieder im Limit)',
  },
};

/** An action no table names yet (a newer server than this back office): said plainly. */
const UNKNOWN_ACTION: AuditActionName = { label: 'Bearbeitet', verb: 'bearbeitet' };

export const auditEntityLabel = (code: string): string =>
  isAuditEntityType(code) ? AUDIT_ENTITIES[code].plural : 'Sonstiges';

export const auditActionLabel = (code: string): string =>
  (AUDIT_ACTIONS[code] ?? UNKNOWN_ACTION).label;

/**
 * Verbs that read as a phrase of their own („Position geändert“) follow the record after a
 * colon; the others close the sentence („Produkt „Espresso“ geändert“).
 */
const isPhrase = (verb: string) => /^[A-ZÄÖÜ]/.test(verb);

/**
 * The log line: „Produkt „Espresso“ geändert“; without a stored name (rows written before
 * names were kept, or a record that has none) „Produkt #12 geändert“; for settings that
 * are no record „Konfiguration geändert“.
 */
export function auditSummary(entry: {
  action: string;
  entity: string;
  entityId?: string | number | null;
  entityName?: string | null;
}): string {
  const noun = isAuditEntityType(entry.entity) ? AUDIT_ENTITIES[entry.entity].singular : 'Eintrag';
  const name = entry.entityName?.trim();
  const subject = name
    ? `${noun} „${name}“`
    : entry.entityId !== null && entry.entityId !== undefined && entry.entityId !== ''
      ? `${noun} #${entry.entityId}`
      : noun;
  const verb = (AUDIT_ACTIONS[entry.action] ?? UNKNOWN_ACTION).verb;
  return isPhrase(verb) ? `${subject}: ${verb}` : `${subject} ${verb}`;
}

/** The most a stored name keeps (the audit_log column's length). */
export const AUDIT_NAME_LENGTH = 150;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

const personOf = (record: Record<string, unknown>): string | null => {
  const full = [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ');
  return full || text(record.companyName) || text(record.username) || text(record.email);
};

const userOf = (record: Record<string, unknown>): string | null =>
  isRecord(record.user) ? personOf(record.user) : null;

const withUser = (record: Record<string, unknown>, detail: string | null): string | null => {
  const user = userOf(record);
  return [user, detail].filter(Boolean).join(', ') || null;
};

/** DD.MM.YYYY of a local day, or of an instant in the shop's zone (a working time's start). */
const day = (value: unknown): string | null => {
  const raw = text(value);
  if (!raw) return null;
  if (raw.includes('T')) {
    const at = new Date(raw);
    return Number.isNaN(at.getTime()) ? raw : formatDate(at);
  }
  const [year, month, date] = raw.slice(0, 10).split('-');
  return year && month && date ? `${date}.${month}.${year}` : raw;
};

/** The field an area names its records by, where it is not one of the common ones. */
export const AUDIT_NAME_FIELDS: Partial<Record<AuditEntityType, readonly string[]>> = {
  orders: ['ticketNumber'],
  tables: ['identifier'],
  customers: ['firstName', 'lastName', 'companyName', 'email'],
  'external-users': ['firstName', 'lastName', 'email'],
  images: ['alt'],
  uploads: ['originalName'],
  redirects: ['path'],
  navigations: ['identifier'],
  nodes: ['identifier'],
  'working-activities': ['startedAt'],
  'working-schedules': ['date', 'weekday'],
  'employment-contracts': ['validFrom'],
  absences: ['fromDay'],
  'terminal-tokens': ['label'],
};

/** The fields every other area's records are named by, first present wins. */
export const AUDIT_COMMON_NAME_FIELDS = ['name', 'title', 'label', 'username', 'identifier'];

/**
 * The name an entry shows its record by, from the record as it was written (after a
 * create or change, before a delete): the name, title, label, user name … of the record,
 * what names it best for areas that have no name (an order's ticket number, a redirect's
 * path, whose working time of which day). Null when the record carries nothing to name it.
 */
export function auditDisplayName(entity: string, record: unknown): string | null {
  if (!isRecord(record)) return null;
  const name = ((): string | null => {
    switch (entity) {
      case 'orders':
        return record.ticketNumber !== undefined && record.ticketNumber !== null
          ? `Nr. ${String(record.ticketNumber)}${personOf(record) ? `, ${personOf(record)}` : ''}`
          : null;
      case 'customers':
      case 'external-users':
        return personOf(record);
      case 'images':
        return text(record.alt);
      case 'uploads':
        return text(record.originalName);
      case 'redirects':
        return text(record.path);
      case 'working-activities':
        return withUser(record, day(record.startedAt ?? record.at));
      case 'working-schedules':
        return withUser(record, day(record.date) ?? day(record.validFrom));
      case 'employment-contracts':
        return withUser(record, day(record.validFrom) && `ab ${day(record.validFrom)}`);
      case 'absences':
        return withUser(
          record,
          record.toDay && record.toDay !== record.fromDay
            ? `${day(record.fromDay)} – ${day(record.toDay)}`
            : day(record.fromDay),
        );
      case 'terminal-tokens':
        return withUser(record, text(record.label));
      // The shop's one configuration has no name of its own (its „Titel“ is a setting).
      case 'config':
        return null;
      default:
        for (const field of AUDIT_COMMON_NAME_FIELDS) {
          const value = text(record[field]);
          if (value) return value;
        }
        return personOf(record);
    }
  })();
  return name ? Array.from(name).slice(0, AUDIT_NAME_LENGTH).join('') : null;
}
