import { SESSION_END_REASONS, type SessionEndReason } from '@bestellwerk/api-client';
import { safeReturnHash } from '@bestellwerk/domain';

/** The redirect of an unusable e-mailed login link ends here with ?error=login-link. */
export const LINK_ERROR = 'Der Anmeldelink ist ungültig oder abgelaufen.';

export interface LoginNotice {
  type: 'error' | 'warning' | 'info';
  message: string;
}

/**
 * What the login page says on arrival, from its query: the unusable login link, or why
 * the session ended (?reason=disabled|locked|expired|session). Unknown values say nothing:
 * only our own texts are ever shown.
 */
export function loginNotice(search: string): LoginNotice | null {
  const params = new URLSearchParams(search);
  if (params.get('error') === 'login-link') return { type: 'error', message: LINK_ERROR };
  const reason = params.get('reason');
  if (reason && Object.hasOwn(SESSION_END_REASONS, reason)) {
    const message = SESSION_END_REASONS[reason as SessionEndReason];
    return { type: reason === 'session' ? 'info' : 'warning', message };
  }
  return null;
}

/** The deep link the login page was reached from (?next=#/sites), if it is one of ours. */
export function returnHash(search: string): string | null {
  return safeReturnHash(new URLSearchParams(search).get('next'));
}

/** Where the login leads: the deep link it was reached from, else the Übersicht. */
export function afterLogin(search: string): string {
  return `/backend${returnHash(search) ?? '#/dashboard'}`;
}
