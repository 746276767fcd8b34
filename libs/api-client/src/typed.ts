import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { ApiError, UNKNOWN_ERROR, failure, type Envelope, type FieldError } from './envelope';
import type { paths } from './generated/schema';
import type { Page, PageMeta } from './types';

/**
 * The one typed core of every call to the API, the back office's and the storefront's:
 * openapi-fetch over the generated `paths`, so a call names an operation of the OpenAPI
 * document ('/api/orders/{id}') and its parameters, body and answer follow from it. Around
 * it, what every caller needs: `{ data }` unwrapped (lists with their `meta`), failures as
 * an ApiError with the server's German messages (the generic one without a usable answer),
 * the CSRF header on writes with one retry after a stale token, and an AbortSignal's abort
 * passed through as it is. The back office adds its login redirect (client.ts).
 */

/** The /api paths that answer `method`. */
export type PathOf<M extends HttpMethod> = PathsWithMethod<paths, M>;

/** The envelope an operation answers with, as the OpenAPI document declares it. */
type AnswerOf<P extends keyof paths, M extends HttpMethod> = NonNullable<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, object, 'application/json'>['data']
>;

/** What the call resolves to: the envelope's `data`. */
export type DataOf<P extends keyof paths, M extends HttpMethod> =
  AnswerOf<P, M> extends { data: infer D } ? D : never;

/** One entry of a list answer (`{ data: T[], meta }`). */
export type ItemOf<P extends keyof paths, M extends HttpMethod = 'get'> =
  DataOf<P, M> extends (infer T)[] ? T : never;

/** The query parameters an operation takes. */
export type QueryOf<P extends keyof paths, M extends HttpMethod = 'get'> =
  NonNullable<MaybeOptionalInit<paths[P], M>> extends { params?: { query?: infer Q } }
    ? NonNullable<Q>
    : never;

/** The JSON body an operation takes. */
export type BodyOf<P extends keyof paths, M extends HttpMethod> = NonNullable<
  NonNullable<MaybeOptionalInit<paths[P], M>> extends { body?: infer B } ? B : never
>;

/** What a call may add to openapi-fetch's options. */
export interface CallOptions {
  /** The login form handles its own 401 (wrong password) instead of being sent to the login. */
  redirectOnUnauthorized?: boolean;
}

/** The second argument: optional when the operation needs no parameters and no body. */
type InitArgs<I> =
  RequiredKeysOf<I> extends never ? [init?: I & CallOptions] : [init: I & CallOptions];

export interface TypedClientSettings {
  /** The API's origin; '' is the page's own (the paths start with /api). */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /** Called on a 401 from a call that did not opt out; the back office sends the user to the login. */
  onUnauthorized?: (error: ApiError) => void;
}

/** The server's 403 for a missing or stale CSRF token (backend auth.guard.ts). */
export const CSRF_MESSAGE = 'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu.';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

type QueryValue = string | number | boolean | null | undefined;

/** ?a=1&b=x, leaving out empty values (undefined, null, ''); '' without any. */
export function queryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Method = 'get' | 'post' | 'put' | 'delete';
type LooseInit = Record<string, unknown> & CallOptions & { signal?: AbortSignal | null };

/**
 * The client over `settings` (read at every call, so a test or host may change them).
 * Each method takes a path of the document and openapi-fetch's options (`params.path`,
 * `params.query`, `body`, `signal`, `headers`) plus `redirectOnUnauthorized`.
 */
export function createTypedClient(settings: TypedClientSettings) {
  const client = createClient<paths>({
    fetch: (request) => settings.fetch(request),
    querySerializer: (query) => queryString(query),
  });
  // The page's origin when none is set: openapi-fetch builds a Request, which needs a full URL.
  const origin = () => settings.baseUrl || globalThis.location?.origin || '';

  /** The answer of one call: its envelope (null for 204), or a Blob for `parseAs: 'blob'`. */
  async function send(
    method: Method,
    path: string,
    init: LooseInit = {},
    csrfRetried = false,
  ): Promise<unknown> {
    const { redirectOnUnauthorized, headers, ...rest } = init;
    const blob = rest.parseAs === 'blob';
    const token = method === 'get' ? null : readCookie('XSRF-TOKEN');
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      result = await client.request(
        method,
        path as never,
        {
          ...rest,
          // A write without a body still sends the empty JSON object the server reads.
          body: method === 'get' || method === 'delete' ? rest.body : (rest.body ?? {}),
          baseUrl: origin(),
          credentials: 'same-origin',
          parseAs: blob ? 'blob' : 'text',
          headers: {
            accept: blob ? '*/*' : 'application/json',
            // The axios convention the server checks: echo the XSRF-TOKEN cookie as a header.
            ...(token ? { 'x-xsrf-token': token } : {}),
            ...(headers as Record<string, string> | undefined),
          },
        } as never,
      );
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, []);
    }
    const { response } = result;
    if (!response.ok) {
      const error = failure(
        response.status,
        typeof result.error === 'object' ? (result.error as Envelope<unknown>) : null,
      );
      if (response.status === 401 && redirectOnUnauthorized !== false)
        settings.onUnauthorized?.(error);
      // A token that went stale (a new session elsewhere, a cleared cookie): fetch a fresh
      // one and send the call once more; a second refusal is shown as it is.
      if (response.status === 403 && error.serverMessage === CSRF_MESSAGE && !csrfRetried) {
        await refreshCsrfToken();
        return send(method, path, init, true);
      }
      throw error;
    }
    if (blob) return result.data;
    if (response.status === 204) return null;
    const envelope = parse(result.data as string | undefined);
    if (envelope?.data === undefined) throw new ApiError(response.status, []);
    return envelope;
  }

  const call =
    <M extends Method>(method: M) =>
    async <P extends PathOf<M>, I extends MaybeOptionalInit<paths[P], M>>(
      path: P,
      ...[init]: InitArgs<I>
    ): Promise<DataOf<P, M>> =>
      ((await send(method, path, init as LooseInit)) as Envelope<DataOf<P, M>> | null)
        ?.data as DataOf<P, M>;

  /** GET /api/auth/csrf: the server sets a fresh XSRF-TOKEN cookie for this session. */
  async function refreshCsrfToken(): Promise<void> {
    await send('get', '/api/auth/csrf', { redirectOnUnauthorized: false });
  }

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    delete: call('delete'),
    /** A list answer (`{ data, meta }`) as a page: its entries and the paging meta. */
    async list<P extends PathOf<'get'>, I extends MaybeOptionalInit<paths[P], 'get'>>(
      path: P,
      ...[init]: InitArgs<I>
    ): Promise<Page<ItemOf<P>>> {
      const envelope = (await send('get', path, init as LooseInit)) as Envelope<ItemOf<P>[]> | null;
      const items = envelope?.data ?? [];
      return {
        items,
        meta:
          envelope?.meta ?? ({ page: 1, perPage: items.length, total: items.length } as PageMeta),
      };
    },
    /** A POST answered with a file (a rendered picture) instead of the JSON envelope. */
    postForBlob: <P extends PathOf<'post'>, I extends MaybeOptionalInit<paths[P], 'post'>>(
      path: P,
      ...[init]: InitArgs<I>
    ): Promise<Blob> => send('post', path, { ...init, parseAs: 'blob' }) as Promise<Blob>,
    refreshCsrfToken,
  };
}

export type TypedClient = ReturnType<typeof createTypedClient>;

function parse(text: string | undefined): Envelope<unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Envelope<unknown>;
  } catch {
    return null;
  }
}

export { ApiError, UNKNOWN_ERROR };
export type { FieldError };
