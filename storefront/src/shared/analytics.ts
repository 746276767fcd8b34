import { hasConsent } from './consent';

/** storefront.md §7 analytics events: page views, add to cart, begin checkout, purchase. */
export interface AnalyticsEvent {
  type: 'page_view' | 'add_to_cart' | 'begin_checkout' | 'purchase';
  action?: string;
  category?: string;
  data?: Record<string, unknown>;
}

export const FLUSH_INTERVAL_MS = 1000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setInterval> | null = null;

/**
 * Queues an event; the queue goes to POST /api/analytics-log every second. Nothing is
 * kept or sent without cookie consent: events before it are dropped, not held back.
 */
export function track(event: AnalyticsEvent): void {
  if (!hasConsent()) return;
  queue.push(event);
  timer ??= setInterval(() => void flush(), FLUSH_INTERVAL_MS);
}

/** Sends what is queued, one request per event (the endpoint's shape); failures are dropped. */
export async function flush(send: typeof fetch = fetch): Promise<void> {
  const events = queue;
  queue = [];
  if (!events.length && timer) {
    clearInterval(timer);
    timer = null;
  }
  for (const event of events) {
    await send('/api/analytics-log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
    }).catch(() => undefined);
  }
}

/** For tests: forget queued events and the timer. */
export function resetAnalytics(): void {
  queue = [];
  if (timer) clearInterval(timer);
  timer = null;
}
