import type { ExternalUser } from '@bestellwerk/api-client';

/** The form's values: the division as its id (Select), none as undefined. */
export interface ExternalUserValues extends Omit<ExternalUser, 'id' | 'division'> {
  division?: number | null;
}

export function toExternalUserValues(user: ExternalUser): ExternalUserValues {
  const { id: _id, division, ...rest } = user;
  return { ...rest, division: division?.id ?? null };
}

/**
 * The payload for POST/PUT /external-users: the division as a reference ({ id }) or null
 * to remove it; an emptied phone goes as '' (the server accepts empty), other emptied
 * text fields are left out rather than sent as null (they may not be null).
 */
export function toExternalUserPayload(values: ExternalUserValues): Partial<ExternalUser> {
  const payload: Partial<ExternalUser> = {};
  for (const key of ['firstName', 'lastName', 'email', 'company'] as const) {
    const value = values[key];
    if (typeof value === 'string') payload[key] = value.trim();
  }
  if (values.phone !== undefined) payload.phone = values.phone ?? '';
  if (values.isEnabled !== undefined) payload.isEnabled = values.isEnabled;
  if (values.division !== undefined) {
    payload.division = values.division ? { id: values.division } : null;
  }
  return payload;
}
