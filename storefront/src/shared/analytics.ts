import { DEFAULT_CURRENCY } from '@bestellwerk/domain';
import { loadShop } from './api';
import { client, type BodyOf } from './client';
import { hasConsent } from './consent';
import type { ShopConfig } from './types';

/**
 * backoffice-api.md §7 analytics: one `init` event per visit (the device), page views on
 * route change, and the commerce events addtocart, initiatecheckout and purchase with
 * item, price and currency. Everything only after cookie consent.
 */
export type CommerceType = 'addtocart' | 'initiatecheckout' | 'purchase';
/** POST /api/analytics-log's body (the generated type), with the kinds the storefront sends. */
export type AnalyticsEvent = BodyOf<'/api/analytics-log', 'post'> & {
  type: 'init' | 'page_view' | 'form' | CommerceType;
};

export const FLUSH_INTERVAL_MS = 1000;
/** A visit is a browser tab's session: its init event is sent once. */
export const VISIT_KEY = 'bestellwerk.analytics.visit';

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setInterval> | null = null;

/** What the init event tells about the visitor's device (no address, no identifier). */
export function deviceInfo(win: Window = window): Record<string, unknown> {
  const { navigator: nav, screen, document: doc } = win;
  const media = (query: string) => !!win.matchMedia?.(query).matches;
  return {
    language: nav.language,
    languages: [...(nav.languages ?? [])],
    userAgent: nav.userAgent,
    documentReferrer: doc.referrer,
    screenWidth: screen?.width ?? null,
    screenHeight: screen?.height ?? null,
    windowWidth: win.innerWidth,
    windowHeight: win.innerHeight,
    pixelRatio: win.devicePixelRatio ?? 1,
    orientation:
      screen?.orientation?.type ?? (media('(orientation: portrait)') ? 'portrait' : 'landscape'),
    darkMode: media('(prefers-color-scheme: dark)'),
    ...campaignOf(win.location?.search ?? ''),
  };
}

/** utm_source and utm_campaign of the landing address, when a campaign brought the visit. */
export function campaignOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of ['utm_source', 'utm_campaign']) {
    const value = params.get(name)?.trim().slice(0, 80);
    if (value) found[name] = value;
  }
  return found;
}

function firstOfVisit(): boolean {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return false;
    sessionStorage.setItem(VISIT_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/** The log's limit for `action` and `category` (POST /api/analytics-log refuses longer). */
export const MAX_LABEL_LENGTH = 100;

/**
 * What a page view records of a path: the route, never its secrets. The status page's
 * uid/hash and the front desk's key open an order or a branch's feed to whoever has them,
 * so those routes are sent as their pattern; a long content path is cut to the log's limit.
 */
export function pageViewAction(pathname: string): string {
  const path = pathname
    .replace(/^\/status\/[^/]+\/[^/]+/, '/status/:uid/:hash')
    .replace(/^\/frontdesk\/([^/]+)\/[^/]+/, '/frontdesk/$1/:key');
  return path.slice(0, MAX_LABEL_LENGTH);
}

const clip = (text: string | undefined) => text?.slice(0, MAX_LABEL_LENGTH);

/**
 * Queues an event; the queue goes to POST /api/analytics-log every second. Nothing is
 * kept or sent without cookie consent: events before it are dropped, not held back. The
 * first event of a visit after consent brings the init event, and the third-party scripts
 * whose ids are configured start loading (storefront.md §4).
 */
export function track(event: AnalyticsEvent): void {
  if (!hasConsent()) return;
  if (firstOfVisit()) queue.push({ type: 'init', data: deviceInfo() });
  queue.push({ ...event, action: clip(event.action), category: clip(event.category) });
  timer ??= setInterval(() => void flush(), FLUSH_INTERVAL_MS);
  void loadShop().then(
    (shop) => loadTrackers(shop.config),
    () => undefined,
  );
}

/** addtocart, initiatecheckout, purchase: to the log and to the configured trackers. */
export function trackCommerce(
  type: CommerceType,
  input: { item: string; price: number; currency?: string | null; category?: string },
): void {
  if (!hasConsent()) return;
  const data = {
    item: input.item,
    price: input.price,
    currency: input.currency || DEFAULT_CURRENCY,
  };
  track({ type, category: input.category, data });
  forwardToTrackers(type, data);
}

/**
 * A public form sent (backoffice-api.md §3 analytics: form tracking uses type, name, label,
 * payload): type 'form', the form's name as action, the label as category, and all three in
 * data. The payload names the form and the page, never what the visitor typed. Like every
 * event only after cookie consent.
 */
export function trackFormSubmission(input: {
  name: string;
  label: string;
  payload: Record<string, unknown>;
}): void {
  track({ type: 'form', action: input.name, category: input.label, data: { ...input } });
}

/** Sends what is queued, one request per event (the endpoint's shape); failures are dropped. */
export async function flush(): Promise<void> {
  const events = queue;
  queue = [];
  if (!events.length && timer) {
    clearInterval(timer);
    timer = null;
  }
  for (const event of events) {
    // keepalive: the last events still go out while the page is being left.
    await client
      .post('/api/analytics-log', { body: event, keepalive: true })
      .catch(() => undefined);
  }
}

/** For tests: forget queued events, the timer and the visit. */
export function resetAnalytics(): void {
  queue = [];
  if (timer) clearInterval(timer);
  timer = null;
  try {
    sessionStorage.removeItem(VISIT_KEY);
  } catch {
    // no storage: nothing to forget
  }
}

// ---------------------------------------------------------------------------------------
// Third-party tracking (storefront.md §4, §7): Google Tag Manager and the Meta pixel, each
// only when its id is configured, never before consent.

export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const META_EVENTS: Record<CommerceType, string> = {
  addtocart: 'AddToCart',
  initiatecheckout: 'InitiateCheckout',
  purchase: 'Purchase',
};

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };
interface TrackerWindow {
  dataLayer?: Record<string, unknown>[];
  fbq?: Fbq;
}
const trackerWindow = () => window as unknown as Window & TrackerWindow;

function addScript(src: string, marker: string): void {
  if (document.querySelector(`script[data-tracker="${marker}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tracker = marker;
  document.head.appendChild(script);
}

/** Loads the configured trackers once; does nothing without consent or ids. */
export function loadTrackers(config: Pick<ShopConfig, 'googleTagManagerId' | 'metaPixelId'>): void {
  if (typeof document === 'undefined' || !hasConsent()) return;
  const win = trackerWindow();
  const gtm = config.googleTagManagerId?.trim();
  if (gtm && !document.querySelector('script[data-tracker="gtm"]')) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${GTM_SCRIPT}?id=${encodeURIComponent(gtm)}`, 'gtm');
  }
  const pixel = config.metaPixelId?.trim();
  if (pixel && !document.querySelector('script[data-tracker="meta"]')) {
    // The pixel's own queueing stub: calls made before the script arrives are replayed.
    const fbq: Fbq = (...args: unknown[]) => void (fbq.queue ??= []).push(args);
    win.fbq = win.fbq ?? fbq;
    addScript(META_PIXEL_SCRIPT, 'meta');
    win.fbq('init', pixel);
    win.fbq('track', 'PageView');
  }
}

function forwardToTrackers(type: CommerceType, data: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const win = trackerWindow();
  win.dataLayer?.push({ event: type, ...data });
  win.fbq?.('track', META_EVENTS[type], {
    content_name: data.item,
    value: data.price,
    currency: data.currency,
  });
}
