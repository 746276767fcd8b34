import type { CmsNode, NodePayload } from '@bestellwerk/api-client';
import type { FormFieldDefinition } from '@bestellwerk/domain';

/**
 * A form node as the editor holds it. The names mirror the request body
 * (content.fields.0.value.label …), so the server's errors land under their fields.
 */
export interface FormNodeValues {
  identifier?: string;
  isPublic?: boolean;
  content?: {
    name?: string;
    description?: string | null;
    recipient?: string | null;
    thankYouMessage?: string | null;
    fields?: EditedField[];
  };
}

export interface EditedField {
  type?: FormFieldDefinition['type'];
  value?: Partial<FormFieldDefinition['value']>;
}

/** The kinds of field the editor offers (cms-forms: text with its input kinds, boolean, select). */
export const FIELD_KINDS = [
  { value: 'text', label: 'Eingabe' },
  { value: 'boolean', label: 'Checkbox' },
  { value: 'select', label: 'Auswahl' },
] as const;

export const INPUT_KINDS = [
  { value: 'text', label: 'Text' },
  { value: 'email', label: 'E-Mail' },
  { value: 'phone', label: 'Telefon' },
  { value: 'textarea', label: 'Textbereich' },
] as const;

/** A new field: a required-free one-line text input. */
export const newField = (): EditedField => ({
  type: 'text',
  value: { type: 'text', fieldId: '', label: '', isRequired: false },
});

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** The field's key in a submission, from its label: „Ihre E-Mail“ → ihre-e-mail. */
export function fieldIdFrom(label: string, taken: readonly string[] = []): string {
  const base =
    label
      .toLowerCase()
      .replace(/[äöüß]/g, (letter) => UMLAUTS[letter])
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'feld';
  let candidate = base;
  for (let n = 2; taken.includes(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

export const toFormNodeValues = (node: CmsNode): FormNodeValues => {
  const content = (node.content ?? {}) as NonNullable<FormNodeValues['content']>;
  return {
    identifier: node.identifier,
    isPublic: node.isPublic,
    content: {
      name: content.name ?? '',
      description: content.description ?? null,
      recipient: content.recipient ?? null,
      thankYouMessage: content.thankYouMessage ?? null,
      fields: (content.fields ?? []).map((field) => ({
        type: field.type,
        value: { ...field.value },
      })),
    },
  };
};

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** One field as the node stores it: only what its kind uses (no input kind on a checkbox). */
export function fieldPayload(field: EditedField, taken: string[]): FormFieldDefinition {
  const value = field.value ?? {};
  const label = (value.label ?? '').trim();
  const fieldId = (value.fieldId ?? '').trim() || fieldIdFrom(label, taken);
  taken.push(fieldId);
  const type = field.type ?? 'text';
  return {
    type,
    value: {
      ...(type === 'text' ? { type: value.type ?? 'text' } : {}),
      fieldId,
      label,
      description: orNull(value.description),
      isRequired: !!value.isRequired,
      ...(value.hasMaxWidth !== undefined ? { hasMaxWidth: !!value.hasMaxWidth } : {}),
      ...(type === 'select'
        ? {
            options: (value.options ?? []).map((option) => ({
              label: (option?.label ?? '').trim(),
            })),
          }
        : {}),
    },
  };
}

/** Form values → POST/PUT /api/nodes for a form node. */
export function formNodePayload(values: FormNodeValues): NodePayload {
  const content = values.content ?? {};
  const edited = content.fields ?? [];
  // Ids typed by hand are reserved first, so a derived one never takes them.
  const taken = edited.map((field) => (field.value?.fieldId ?? '').trim()).filter(Boolean);
  const fields = edited.map((field) =>
    fieldPayload(field, field.value?.fieldId?.trim() ? [] : taken),
  );
  return {
    // Without a key typed by hand, the form's name gives one: „Kontakt Herbst“ → kontakt-herbst.
    identifier: (values.identifier ?? '').trim() || fieldIdFrom(content.name ?? ''),
    type: 'form',
    isPublic: !!values.isPublic,
    content: {
      name: (content.name ?? '').trim(),
      description: orNull(content.description),
      fields,
      thankYouMessage: orNull(content.thankYouMessage),
      recipient: orNull(content.recipient),
    },
  };
}
