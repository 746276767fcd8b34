import { FORM_TEXTS, type FormFieldDefinition } from '@bestellwerk/domain';

export { FORM_TEXTS };
export type { FormFieldDefinition };

export type FormAnswer =
  { ok: true; thankYouMessage: string | null } | { ok: false; errors: string[] };

/**
 * Sends a public form (backoffice-api.md §7): the body maps fieldId to the value. A refusal
 * carries `errors`, a list of German strings; a non-JSON answer or a network failure gives
 * 'Ein unbekannter Fehler ist aufgetreten.' (§8).
 */
export async function submitForm(
  formId: number,
  values: Record<string, string | boolean>,
  send: typeof fetch = fetch,
): Promise<FormAnswer> {
  try {
    // Logged-in staff trying their form send the session's CSRF token like every write.
    const xsrf =
      typeof document === 'undefined'
        ? null
        : /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
    const response = await send(`/api/custom/form/${formId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      },
      credentials: 'same-origin',
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { thankYouMessage?: string | null };
      errors?: unknown[];
    } | null;
    if (response.ok && body)
      return { ok: true, thankYouMessage: body.data?.thankYouMessage ?? null };
    const errors = (body?.errors ?? [])
      .map((entry) =>
        typeof entry === 'string' ? entry : ((entry as { message?: string })?.message ?? ''),
      )
      .filter(Boolean);
    return { ok: false, errors: errors.length ? errors : [FORM_TEXTS.unknownError] };
  } catch {
    return { ok: false, errors: [FORM_TEXTS.unknownError] };
  }
}
