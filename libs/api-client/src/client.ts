import { safeReturnHash } from '@bestellwerk/domain';
import { ApiError, UNKNOWN_ERROR } from './envelope';
import {
  CSRF_MESSAGE,
  createTypedClient,
  queryString,
  readCookie,
  type TypedClientSettings,
} from './typed';

export { ApiError, UNKNOWN_ERROR, CSRF_MESSAGE, queryString, readCookie };

export const LOGIN_PATH = '/backend/login';
export const BACKOFFICE_PATH = '/backend';

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

interface ClientSettings extends TypedClientSettings {
  /** Called on a 401 from any call that did not opt out (the login form itself). */
  onUnauthorized: (error: ApiError) => void;
  /**
   * Set when the user logs out: calls still under way (a board's poll, a stream's
   * reconnect) then meet a 401 that is expected, not a session that ended on its own, and
   * must not send the browser to the login with „Ihre Sitzung ist abgelaufen“.
   */
  loggingOut: boolean;
}

const settings: ClientSettings = {
  // The page's own origin; the generated paths carry the /api prefix.
  baseUrl: '',
  // To the login, which names the server's reason and brings the user back to this screen.
  onUnauthorized: (error) => {
    if (window.location.pathname === LOGIN_PATH) return;
    window.location.assign(
      loginUrl({ reason: sessionEndReason(error.serverMessage), next: window.location.hash }),
    );
  },
  fetch: (request) => fetch(request),
  loggingOut: false,
};

/** The user logs out on purpose: from now on a 401 is expected (see `loggingOut`). */
export function startLogout(): void {
  settings.loggingOut = true;
}

/** Tests and special hosts override the API's origin, the 401 handler or fetch. */
export function configureApiClient(overrides: Partial<ClientSettings>): void {
  Object.assign(settings, overrides);
}

/**
 * The back office's calls: the typed core (typed.ts) with the session's login redirect on
 * a 401, except while logging out.
 */
export const http = createTypedClient({
  get baseUrl() {
    return settings.baseUrl;
  },
  fetch: (request) => settings.fetch(request),
  onUnauthorized: (error) => {
    if (!settings.loggingOut) settings.onUnauthorized(error);
  },
});

/** GET /api/auth/csrf: the server sets a fresh XSRF-TOKEN cookie for this session. */
export const refreshCsrfToken = (): Promise<void> => http.refreshCsrfToken();

/**
 * At the shell's start: a session whose XSRF-TOKEN cookie is gone (cleared, expired,
 * started before the cookie existed) gets one before its first write.
 */
export async function ensureCsrfToken(): Promise<void> {
  if (!readCookie('XSRF-TOKEN')) await refreshCsrfToken();
}
