import { THEME_COLOR, headHtml, pageHead } from './head';
import type { ShopConfig } from './types';

const config = (over: Record<string, unknown> = {}) =>
  ({
    shopName: 'Café Rosmarin',
    title: 'Café Rosmarin',
    description: 'Frühstück und Mittagstisch',
    seoTitle: '',
    seoDescription: '',
    themeColor: '#a3222a',
    shareImageUrl: '',
    shopUrl: '',
    ...over,
  }) as unknown as ShopConfig;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the head of a page (storefront.md §2)', () => {
  it('carries the configured Designfarbe as the theme colour, the default when none fits', () => {
    expect(meta(headHtml(pageHead(config(), '/'), 'https://a.example'), 'theme-color')).toBe(
      '#a3222a',
    );
    const unset = headHtml(pageHead(config({ themeColor: 'grün' }), '/'), 'https://a.example');
    expect(meta(unset, 'theme-color')).toBe(THEME_COLOR);
  });

  it('shows the configured picture when the link is shared, as a large card', () => {
    const html = headHtml(
      pageHead(config({ shareImageUrl: 'https://cdn.example/teilen.jpg' }), '/store/graz'),
      'https://a.example',
    );
    expect(meta(html, 'og:image')).toBe('https://cdn.example/teilen.jpg');
    expect(meta(html, 'twitter:image')).toBe('https://cdn.example/teilen.jpg');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const plain = headHtml(pageHead(config(), '/store/graz'), 'https://a.example');
    expect(meta(plain, 'og:image')).toBeUndefined();
    expect(meta(plain, 'twitter:card')).toBe('summary');
  });

  it('links the canonical and shared addresses to the configured shop address', () => {
    const html = headHtml(
      pageHead(config({ shopUrl: 'https://bestellen.cafe-rosmarin.example/' }), '/impressum'),
      'http://10.0.0.5:3000',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://bestellen.cafe-rosmarin.example/impressum"',
    );
    expect(meta(html, 'og:url')).toBe('https://bestellen.cafe-rosmarin.example/impressum');
    const asked = headHtml(pageHead(config(), '/impressum'), 'http://10.0.0.5:3000');
    expect(meta(asked, 'og:url')).toBe('http://10.0.0.5:3000/impressum');
  });
});
