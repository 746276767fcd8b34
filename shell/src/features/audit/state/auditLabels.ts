import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@bestellwerk/domain';

/**
 * The filters' choices: the areas and actions of the audit log by their German names, from
 * the one table in libs/domain the API's answer (summary, entityLabel, actionLabel) is
 * worded by. Several codes with one name (a status step, a working-time step) stay apart.
 */
export const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES)
  .map(([value, name]) => ({ value, label: name.plural }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

export const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS)
  .map(([value, name]) => ({ value, label: name.label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

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
