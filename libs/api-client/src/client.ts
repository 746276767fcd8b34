import { safeReturnHash } from '@bestellwerk/domain';
import { ApiError, UNKNOWN_ERROR, failure, readEnvelope, type Envelope } from './envelope';
import type { ListQuery, Page } from './types';

export { ApiError, UNKNOWN_ERROR };

export const LOGIN_PATH = '/backend/login';
export const BACKOFFICE_PATH = '/backend';
/** The server's 403 for a missing or stale CSRF token (backend auth.guard.ts). */
export const CSRF_MESSAGE = 'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu.';

/**
 * Why a session ended, as the login page names it (?reason=…): the server's German 401
 * messages for an account disabled, locked or expired while logged in, and the plain
 * „no session“ one. Only these codes travel in the URL, so no page can put its own text
 * on the login screen.
 */
export const SESSION_END_REASONS = {
  disabled: 'Ihr Benutzerkonto ist deaktiviert.',
  locked: 'Ihr Benutzerkonto ist gesperrt.',
  expired: 'Ihr Benutzerkonto ist abgelaufen.',
  session: 'Bitte melden Sie sich an.',
} as const;
export type SessionEndReason = keyof typeof SESSION_END_REASONS;

export function sessionEndReason(message: string | null | undefined): SessionEndReason {
  const found = Object.entries(SESSION_END_REASONS).find(([, text]) => text === message);
  return (found?.[0] as SessionEndReason | undefined) ?? 'session';
}

/** /backend/login with the reason the session ended and the hash route to come back to. */
export function loginUrl({
  reason,
  next,
}: { reason?: SessionEndReason; next?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  const hash = safeReturnHash(next);
  if (hash && hash !== '#/dashboard') params.set('next', hash);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** The screen's message for any thrown value (an ApiError or anything else). */
export function errorMessage(error: unknown, fallback: string = UNKNOWN_ERROR): string {
  return error instanceof ApiError ? error.messageOr(fallback) : fallback;
}

interface ClientSettings {
  baseUrl: string;
  /** Called on a 401 from any call that did not opt out (the login form itself). */
  onUnauthorized: (error: ApiError) => void;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Set when the user logs out: calls still under way (a board's poll, a stream's
   * reconnect) then meet a 401 that is expected, not a session that ended on its own, and
   * must not send the browser to the login with „Ihre Sitzung ist abgelaufen“.
   */
  loggingOut: boolean;
}

const settings: ClientSettings = {
  baseUrl: '/api',
  // To the login, which names the server's reason and brings the user back to this screen.
  onUnauthorized: (error) => {
    if (window.location.pathname === LOGIN_PATH) return;
    window.location.assign(
      loginUrl({ reason: sessionEndReason(error.serverMessage), next: window.location.hash }),
    );
  },
  fetch: (input, init) => fetch(input, init),
  loggingOut: false,
};

/** The user logs out on purpose: from now on a 401 is expected (see `loggingOut`). */
export function startLogout(): void {
  settings.loggingOut = true;
}

/** Tests and special hosts override the base URL, the 401 handler or fetch. */
export function configureApiClient(overrides: Partial<ClientSettings>): void {
  Object.assign(settings, overrides);
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function queryString(query: ListQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** The login form handles its own 401 (wrong password) instead of being sent to the login. */
  redirectOnUnauthorized?: boolean;
  query?: ListQuery;
  /** Internal: this call is the one retry after a fresh CSRF token. */
  csrfRetried?: boolean;
  /** Cancels the call; an aborted call rejects with the signal's AbortError, not an ApiError. */
  signal?: AbortSignal;
}

async function call<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const response = await send(method, path, body, options, 'application/json');
  const payload = await readEnvelope<T>(response);
  if (!response.ok) {
    await refuse(response, payload, options);
    return call<T>(method, path, body, { ...options, csrfRetried: true });
  }
  if (response.status !== 204 && payload === null) throw new ApiError(response.status, []);
  return payload ?? ({ data: undefined } as Envelope<T>);
}

/** A call answered with bytes (a rendered picture); failures still come as the envelope. */
async function callForBlob(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Blob> {
  const response = await send(method, path, body, options, '*/*');
  if (!response.ok) {
    await refuse(response, await readEnvelope<unknown>(response), options);
    return callForBlob(method, path, body, { ...options, csrfRetried: true });
  }
  return response.blob();
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    // The axios convention the server checks: echo the XSRF-TOKEN cookie as a header.
    const token = readCookie('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = token;
  }
  try {
    return await settings.fetch(`${settings.baseUrl}${path}${queryString(options.query)}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }
}

/**
 * A refused call: throws its ApiError (after sending a 401 to the login), or returns when
 * the CSRF token went stale and a fresh one was fetched — the caller sends the call once more.
 */
async function refuse(
  response: Response,
  payload: Envelope<unknown> | null,
  options: RequestOptions,
): Promise<void> {
  const error = failure(response.status, payload);
  if (response.status === 401 && options.redirectOnUnauthorized !== false && !settings.loggingOut)
    settings.onUnauthorized(error);
  // A token that went stale (a new session elsewhere, a cleared cookie): fetch a fresh
  // one and send the call once more; a second refusal is shown as it is.
  if (response.status === 403 && error.serverMessage === CSRF_MESSAGE && !options.csrfRetried) {
    await refreshCsrfToken();
    return;
  }
  throw error;
}

/** GET /api/auth/csrf: the server sets a fresh XSRF-TOKEN cookie for this session. */
export async function refreshCsrfToken(): Promise<void> {
  await call<{ token: string }>('GET', '/auth/csrf', undefined, { redirectOnUnauthorized: false });
}

/**
 * At the shell's start: a session whose XSRF-TOKEN cookie is gone (cleared, expired,
 * started before the cookie existed) gets one before its first write.
 */
export async function ensureCsrfToken(): Promise<void> {
  if (!readCookie('XSRF-TOKEN')) await refreshCsrfToken();
}

export const http = {
  async get<T>(path: string, query?: ListQuery, options: RequestOptions = {}): Promise<T> {
    return (await call<T>('GET', path, undefined, { ...options, query })).data;
  },
  async list<T>(path: string, query?: ListQuery): Promise<Page<T>> {
    const envelope = await call<T[]>('GET', path, undefined, { query });
    const items = envelope.data ?? [];
    return {
      items,
      meta: envelope.meta ?? { page: 1, perPage: items.length, total: items.length },
    };
  },
  async post<T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
    return (await call<T>('POST', path, body, options)).data;
  },
  async put<T>(path: string, body: unknown = {}): Promise<T> {
    return (await call<T>('PUT', path, body)).data;
  },
  async delete<T>(path: string): Promise<T> {
    return (await call<T>('DELETE', path)).data;
  },
  /** A POST answered with a file (a rendered picture) instead of the JSON envelope. */
  postForBlob(path: string, body: unknown, options: RequestOptions = {}): Promise<Blob> {
    return callForBlob('POST', path, body, options);
  },
};
