import { CONSENT_COOKIE, CONSENT_DAYS } from '../../../shared/consent';

export const CONSENT_EVENT = 'bestellwerk:consent';

/**
 * Saves the visitor's choice for 365 days and tells the page (map, analytics) at once:
 * accepted loads what needs consent, refused keeps it all off.
 */
export function saveConsent(accepted: boolean, doc: Document = document): void {
  const value = accepted ? '1' : '0';
  doc.cookie = `${CONSENT_COOKIE}=${value}; max-age=${CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
  doc.defaultView?.dispatchEvent(new Event(CONSENT_EVENT));
}
