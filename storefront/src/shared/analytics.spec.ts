import {
  GTM_SCRIPT,
  campaignOf,
  META_PIXEL_SCRIPT,
  flush,
  loadTrackers,
  pageViewAction,
  resetAnalytics,
  track,
  trackCommerce,
} from './analytics';
import { CONSENT_COOKIE } from './consent';
import { answer, recordingFetch } from '@bestellwerk/api-client/testing';

const clearCookies = () => {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};
const consent = () => (document.cookie = `${CONSENT_COOKIE}=1; path=/`);
/** A log that takes every event (the shop's data is not there), recording what was sent. */
const logServer = () => {
  const log = recordingFetch((call) =>
    call.url === '/api/analytics-log' ? answer(201, { data: { id: 1 } }) : answer(404),
  );
  (globalThis as { fetch?: unknown }).fetch = log.fetch;
  return log;
};
const bodies = ({ calls }: ReturnType<typeof logServer>) =>
  calls.filter((call) => call.url === '/api/analytics-log').map((call) => JSON.parse(call.body));
type TrackerWindow = Window & { dataLayer?: unknown[]; fbq?: unknown };

describe('analytics behind cookie consent (storefront.md §4, backoffice-api.md §7)', () => {
  beforeEach(() => {
    clearCookies();
    resetAnalytics();
    (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new Error('offline'));
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as TrackerWindow).dataLayer;
    delete (window as TrackerWindow).fbq;
  });
  afterAll(() => resetAnalytics());

  it('sends nothing before consent; after it one init event per visit, then the events', async () => {
    const send = logServer();
    track({ type: 'page_view', action: '/' });
    trackCommerce('addtocart', { item: 'Espresso', price: 2.8 });
    await flush();
    expect(send.calls).toEqual([]);

    consent();
    track({ type: 'page_view', action: '/store/graz-hauptplatz' });
    trackCommerce('addtocart', { item: 'Espresso', price: 5.6, category: 'graz-hauptplatz' });
    await flush();
    track({ type: 'page_view', action: '/store/graz-hauptplatz/checkout' });
    await flush();
    const sent = bodies(send);
    expect(sent.map((event) => event.type)).toEqual([
      'init',
      'page_view',
      'addtocart',
      'page_view',
    ]);
    expect(Object.keys(sent[0].data).sort()).toEqual(
      [
        'darkMode',
        'documentReferrer',
        'language',
        'languages',
        'orientation',
        'pixelRatio',
        'screenHeight',
        'screenWidth',
        'userAgent',
        'windowHeight',
        'windowWidth',
      ].sort(),
    );
    expect(sent[2]).toEqual({
      type: 'addtocart',
      category: 'graz-hauptplatz',
      data: { item: 'Espresso', price: 5.6, currency: 'EUR' },
    });
  });

  it('names the campaign of the landing address in the init event, nothing else of it', () => {
    expect(campaignOf('?utm_source=newsletter&utm_campaign=herbst&uid=geheim')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'herbst',
    });
    expect(campaignOf('')).toEqual({});
    expect(campaignOf('?utm_source=')).toEqual({});
  });

  it('carries the configured currency in the commerce events', async () => {
    consent();
    const send = logServer();
    trackCommerce('initiatecheckout', { item: 'Espresso', price: 2.8, currency: 'CHF' });
    trackCommerce('purchase', { item: 'Espresso', price: 2.8, currency: 'CHF' });
    await flush();
    expect(bodies(send).slice(1)).toEqual([
      { type: 'initiatecheckout', data: { item: 'Espresso', price: 2.8, currency: 'CHF' } },
      { type: 'purchase', data: { item: 'Espresso', price: 2.8, currency: 'CHF' } },
    ]);
  });

  it('flushes the queue by itself every second', async () => {
    jest.useFakeTimers();
    const send = logServer();
    consent();
    track({ type: 'page_view', action: '/' });
    expect(bodies(send)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(bodies(send).length).toBeGreaterThan(0);
    jest.useRealTimers();
  });

  it('loads the tag manager and the pixel only with consent and only when configured', () => {
    const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
    loadTrackers({ googleTagManagerId: 'GTM-ABC123', metaPixelId: '1234567890' });
    expect(scripts()).toEqual([]);
    consent();
    loadTrackers({ googleTagManagerId: '', metaPixelId: '' });
    expect(scripts()).toEqual([]);
    loadTrackers({ googleTagManagerId: 'GTM-ABC123', metaPixelId: '1234567890' });
    loadTrackers({ googleTagManagerId: 'GTM-ABC123', metaPixelId: '1234567890' });
    expect(scripts()).toEqual([`${GTM_SCRIPT}?id=GTM-ABC123`, META_PIXEL_SCRIPT]);

    // Commerce events reach both trackers.
    trackCommerce('purchase', { item: 'Espresso', price: 2.8 });
    const win = window as unknown as TrackerWindow & { fbq: { queue: unknown[][] } };
    expect(win.dataLayer).toContainEqual({
      event: 'purchase',
      item: 'Espresso',
      price: 2.8,
      currency: 'EUR',
    });
    expect(win.fbq.queue).toContainEqual([
      'track',
      'Purchase',
      { content_name: 'Espresso', value: 2.8, currency: 'EUR' },
    ]);
  });
});

describe('what a page view records of its path', () => {
  it.each([
    ['/status/3f1c2a/9b8e7d6c', '/status/:uid/:hash'],
    ['/status/3f1c2a/9b8e7d6c/', '/status/:uid/:hash/'],
    ['/frontdesk/graz-hauptplatz/k3y-s3cr3t', '/frontdesk/graz-hauptplatz/:key'],
    ['/store/graz-hauptplatz', '/store/graz-hauptplatz'],
    ['/', '/'],
  ])('%s → %s', (path, action) => {
    expect(pageViewAction(path)).toBe(action);
  });

  it('cuts a long path and a long category to the log limit, so the log never answers 422', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    resetAnalytics();
    const send = logServer();
    const long = `/${'seite/'.repeat(40)}`;
    expect(pageViewAction(long)).toHaveLength(100);
    track({ type: 'page_view', action: long, category: 'K'.repeat(150) });
    await flush();
    const [, view] = bodies(send);
    expect(view.action).toHaveLength(100);
    expect(view.category).toHaveLength(100);
  });
});
