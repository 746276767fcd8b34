import { FORM_TEXTS, type FormFieldDefinition } from '@bestellwerk/domain';
import { ApiError, client } from '../../../shared/client';

export { FORM_TEXTS };
export type { FormFieldDefinition };

export type FormAnswer =
  { ok: true; thankYouMessage: string | null } | { ok: false; errors: string[] };

/**
 * Sends a public form (backoffice-api.md §7): the body maps fieldId to the value. A refusal
 * carries `errors`, a list of German strings; a non-JSON answer or a network failure gives
 * 'Ein unbekannter Fehler ist aufgetreten.' (§8). Logged-in staff trying their form send the
 * session's CSRF token like every write (the client adds it).
 */
export async function submitForm(
  formId: number,
  values: Record<string, string | boolean>,
): Promise<FormAnswer> {
  try {
    const answer = await client.post('/api/custom/form/{formId}', {
      params: { path: { formId } },
      body: values,
    });
    return { ok: true, thankYouMessage: answer.thankYouMessage ?? null };
  } catch (error) {
    const errors = error instanceof ApiError ? error.errors.map((entry) => entry.message) : [];
    return { ok: false, errors: errors.length ? errors : [FORM_TEXTS.unknownError] };
  }
}
