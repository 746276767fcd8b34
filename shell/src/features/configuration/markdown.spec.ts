// marked ships only ESM; the unit project runs CommonJS, so its UMD build stands in.
jest.mock('marked', () => jest.requireActual('../../../../node_modules/marked/lib/marked.umd.js'));

import { isSafeUrl, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists and emphasis', () => {
    const html = renderMarkdown('# AGB\n\n- **eins**\n- zwei');
    expect(html).toContain('<h1>AGB</h1>');
    expect(html).toContain('<li><strong>eins</strong></li>');
  });

  it('shows raw HTML as text', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps http(s), mailto, tel and relative links, drops others', () => {
    const html = renderMarkdown(
      '[a](https://x.at) [b](mailto:office@x.at) [c](tel:+43316) [d](/impressum) [e](javascript:alert(1)) [f](JaVa\tScRiPt:alert(1))',
    );
    expect(html).toContain(
      '<a href="https://x.at" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(html).toContain('<a href="mailto:office@x.at">b</a>');
    expect(html).toContain('<a href="tel:+43316">c</a>');
    expect(html).toContain('<a href="/impressum">d</a>');
    expect(html).not.toMatch(/javascript/i);
  });

  it('drops data: images', () => {
    expect(renderMarkdown('![x](data:image/svg+xml,<svg onload=alert(1)>)')).not.toContain('<img');
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://x.at', true],
    ['agb.html', true],
    ['#oben', true],
    ['data:text/html,x', false],
    [' javascript:x', false],
    ['vbscript:x', false],
  ])('%s → %s', (url, safe) => expect(isSafeUrl(url)).toBe(safe));
});
