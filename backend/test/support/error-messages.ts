/**
 * The messages of an error answer: `{ errors: [{ message }] }`, or the public form's plain
 * strings (`{ errors: ['…'] }`, backoffice-api.md §7).
 */
export function errorMessages(body: { errors?: readonly unknown[] } | undefined): string[] {
  return (body?.errors ?? []).map((error) =>
    typeof error === 'string' ? error : String((error as { message?: unknown }).message ?? ''),
  );
}
