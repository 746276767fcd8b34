import { CONSENT_COOKIE, CONSENT_DAYS } from '../../../shared/consent';

export const CONSENT_EVENT = 'bestellwerk:consent';

/** Saves the consent for 365 days and tells the page (map, analytics) at once. */
export function giveConsent(doc: Document = document): void {
  doc.cookie = `${CONSENT_COOKIE}=1; max-age=${CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
  doc.defaultView?.dispatchEvent(new Event(CONSENT_EVENT));
}
