import { SHOP } from '../../../shared/fixtures';
import type { ShopData } from '../../../shared/types';
import { FORM_TEXTS, submitForm } from './form';
import { navigationHref } from './navigation';
import {
  HERO_START_DELAY_MS,
  HERO_SWIPE_PX,
  SLIDE_INTERVAL_MS,
  stepSlide,
  swipeDirection,
  textSwipeThreshold,
} from './slider';

describe('§9 sliders: auto-advance 5 s (hero after 1 s), swipe 40 px hero / 50 px above 768 px', () => {
  it('keeps the numbers of the spec', () => {
    expect([SLIDE_INTERVAL_MS, HERO_START_DELAY_MS, HERO_SWIPE_PX]).toEqual([5000, 1000, 40]);
    expect(textSwipeThreshold(1024)).toBe(50);
    expect(textSwipeThreshold(768)).toBe(40);
  });

  it.each([
    [-40, 40, 1],
    [-39, 40, 0],
    [45, 40, -1],
    [45, 50, 0],
    [-60, 50, 1],
  ] as const)('a swipe of %i px at threshold %i goes %i', (dx, threshold, direction) => {
    expect(swipeDirection(dx, threshold)).toBe(direction);
  });

  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
  ] as const)('slide %i of %i stepped by %i is %i', (index, count, step, next) => {
    expect(stepSlide(index, count, step)).toBe(next);
  });
});

describe('navigation items (home, site, branch, link; suffix; isEnabled)', () => {
  const shop = {
    ...SHOP,
    sites: [{ id: 7, path: 'ueber-uns' }],
  } as unknown as ShopData;
  const item = (extra: Record<string, unknown>) =>
    ({ label: 'X', suffix: null, isEnabled: true, children: [], target: null, ...extra }) as never;

  it.each([
    [{ type: 'home' }, '/'],
    [{ type: 'site', target: 7, suffix: '#kontakt' }, '/ueber-uns#kontakt'],
    [{ type: 'site', target: 8 }, null],
    [{ type: 'branch', target: SHOP.branches[0].id }, `/store/${SHOP.branches[0].identifier}`],
    [{ type: 'link', target: 'https://example.at' }, 'https://example.at'],
    [{ type: 'home', isEnabled: false }, null],
  ])('%j leads to %s', (extra, href) => {
    expect(navigationHref(item(extra), shop)).toBe(href);
  });
});

describe('§7/§8 public form answers', () => {
  const fetchBefore = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchBefore;
  });
  const answer = (status: number, body: string) => {
    const sent: Request[] = [];
    globalThis.fetch = jest.fn(async (request: Request) => {
      sent.push(request);
      return new Response(body, { status });
    }) as unknown as typeof fetch;
    return sent;
  };

  it('reads the thank-you message, the errors as strings, and anything else as unknown', async () => {
    const sent = answer(201, '{"data":{"id":1,"thankYouMessage":null}}');
    expect(await submitForm(1, { name: 'Anna' })).toEqual({ ok: true, thankYouMessage: null });
    expect(new URL(sent[0].url).pathname).toBe('/api/custom/form/1');
    expect(await sent[0].json()).toEqual({ name: 'Anna' });
    answer(422, '{"errors":["„Name“ ist erforderlich."]}');
    expect(await submitForm(1, {})).toEqual({ ok: false, errors: ['„Name“ ist erforderlich.'] });
    answer(502, '<html>');
    expect(await submitForm(1, {})).toEqual({
      ok: false,
      errors: ['Ein unbekannter Fehler ist aufgetreten.'],
    });
    globalThis.fetch = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await submitForm(1, {})).toEqual({ ok: false, errors: [FORM_TEXTS.unknownError] });
  });
});
