import { CONSENT_COOKIE, CONSENT_DAYS } from '../../../shared/consent';
import type { ShopConfig } from '../../../shared/types';

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

type ConsentConfig = Pick<
  ShopConfig,
  'googleTagManagerId' | 'metaPixelId' | 'enablePluginMapbox' | 'enablePluginHomePage'
>;

/**
 * What the cookie banner asks consent for, only what is switched on: the shop's own visit
 * statistics always (they run only after consent), Google Tag Manager and the Meta pixel
 * where their ids are configured, the map where the home page shows one.
 */
export function consentPurposes(config: ConsentConfig): string[] {
  return [
    'unsere eigene Besuchsstatistik',
    ...(config.googleTagManagerId?.trim() ? ['Google Tag Manager'] : []),
    ...(config.metaPixelId?.trim() ? ['das Meta-Pixel (Facebook)'] : []),
    ...(config.enablePluginMapbox && config.enablePluginHomePage ? ['die Karte (Mapbox)'] : []),
  ];
}

/** „A“, „A und B“, „A, B und C“. */
function germanList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

/** The banner's sentence: „Mit Ihrer Zustimmung verwenden wir Cookies für … .“ */
export function consentText(config: ConsentConfig): string {
  return `Mit Ihrer Zustimmung verwenden wir Cookies für ${germanList(consentPurposes(config))}.`;
}
