import type { FormInstance } from 'antd';
import { ApiError, errorMessage } from '@bestellwerk/api-client';

/** 'items.0.amount' or 'items[0].amount' → ['items', 0, 'amount'] (antd's name path). */
export function fieldPath(field: string): (string | number)[] {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's `{errors:[{field,message}]}` onto the form: each error whose field the
 * form has goes under that field; the rest come back as the form-level message (the first
 * server message, else `fallback` — backoffice-api.md §5). Returns null when every error
 * found its field.
 */
export function bindServerErrors(
  form: FormInstance,
  error: unknown,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error, fallback);
  const known = new Set(
    form.getFieldsError().map((entry) => JSON.stringify(entry.name.map((part) => part))),
  );
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const unplaced: string[] = [];
  for (const entry of error.errors) {
    const name = entry.field ? fieldPath(entry.field) : null;
    const key = name ? JSON.stringify(name) : null;
    if (name && key && known.has(key)) {
      const slot = byField.get(key) ?? { name, errors: [] };
      slot.errors.push(entry.message);
      byField.set(key, slot);
    } else {
      unplaced.push(entry.message);
    }
  }
  form.setFields([...byField.values()]);
  if (byField.size > 0 && unplaced.length === 0) return null;
  return unplaced[0] ?? fallback;
}
