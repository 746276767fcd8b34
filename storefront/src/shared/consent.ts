/** storefront.md §4/§9: the cookie-consent flag, kept 365 days. */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_DAYS = 365;

export function hasConsent(doc: Document | undefined = globalThis.document): boolean {
  return !!doc && doc.cookie.split('; ').includes(`${CONSENT_COOKIE}=1`);
}
