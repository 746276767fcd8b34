import { createTypedClient } from '@bestellwerk/api-client/typed';

/**
 * The storefront's calls: api-client's typed core (openapi-fetch over the generated paths)
 * without the back office's session handling — no login redirect, a visitor has no login.
 * `{ data }` in, `{ errors }` out as an ApiError with the server's German messages (the
 * generic one without a usable answer, storefront.md §8). fetch is read at every call.
 */
export const client = createTypedClient({
  baseUrl: '',
  fetch: (request) => fetch(request),
});

export { ApiError, UNKNOWN_ERROR } from '@bestellwerk/api-client/typed';
export type { BodyOf, DataOf, FieldError } from '@bestellwerk/api-client/typed';
