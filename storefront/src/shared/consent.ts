/** storefront.md §4/§9: the cookie-consent choice, kept 365 days. */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_DAYS = 365;

/**
 * The visitor's choice: accepted (`cookie-consent=1`), refused (`=0`) or not made yet.
 * Refusing is as easy as accepting and just as lasting (Austrian and German law).
 */
export type ConsentChoice = 'accepted' | 'refused' | null;

export function consentChoice(cookie: string | undefined): ConsentChoice {
  const value = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([01])(?:;|$)`).exec(cookie ?? '')?.[1];
  return value === '1' ? 'accepted' : value === '0' ? 'refused' : null;
}

export function hasConsent(doc: Document | undefined = globalThis.document): boolean {
  return !!doc && consentChoice(doc.cookie) === 'accepted';
}
