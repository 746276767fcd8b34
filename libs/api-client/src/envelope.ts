import type { FieldError, PageMeta } from './types';

export type { FieldError };

/**
 * The API's envelope, read in one place (typed.ts) for the back office and the storefront:
 * `{ data, meta? }` on success, `{ errors: [{ field?, message }] }` on failure.
 */

export const UNKNOWN_ERROR = 'Ein unbekannter Fehler ist aufgetreten.';

/**
 * A failed call. `serverMessage` is the first message the server sent (errors[0].message),
 * null when it sent none (network failure, non-JSON body); `message` is what to show.
 * `status` is 0 when no answer came at all.
 */
/** Marks an ApiError of any copy of this library (see ApiError's Symbol.hasInstance). */
const API_ERROR = Symbol.for('bestellwerk.api-client.ApiError');

export class ApiError extends Error {
  /**
   * `instanceof ApiError` holds for an ApiError of any copy of this library: a remote built
   * against a newer api-client loads its own copy (libs/mf SHARED_LIBRARIES), and admin-kit's
   * error handling, from the shell's copy, must still read the server's message.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR in value;
  }

  readonly [API_ERROR] = true;
  readonly serverMessage: string | null;
  constructor(
    readonly status: number,
    readonly errors: FieldError[],
    fallback: string = UNKNOWN_ERROR,
  ) {
    const serverMessage = errors[0]?.message ?? null;
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
  }

  /** The message for a screen: the server's first message, else the screen's own default. */
  messageOr(fallback: string): string {
    return this.serverMessage ?? fallback;
  }
}

export interface Envelope<T> {
  data: T;
  meta?: PageMeta;
  errors?: FieldError[];
}

/**
 * The error of a failed answer: the server's entries that carry a message (a public form's
 * refusal sends plain German strings, `{ errors: ["…"] }`; they count as messages too).
 */
export function failure(status: number, payload: Envelope<unknown> | null): ApiError {
  const errors = Array.isArray(payload?.errors)
    ? (payload.errors as (FieldError | string)[]).flatMap((entry) =>
        typeof entry === 'string'
          ? entry
            ? [{ message: entry }]
            : []
          : typeof entry?.message === 'string' && entry.message
            ? [
                {
                  ...(typeof entry.field === 'string' ? { field: entry.field } : {}),
                  message: entry.message,
                },
              ]
            : [],
      )
    : [];
  return new ApiError(status, errors);
}
