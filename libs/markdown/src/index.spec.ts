import { isSafeUrl, renderMarkdown } from './index';

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

  it('keeps the lines of an address as lines, as the shop owner typed them', () => {
    expect(renderMarkdown('Rosmarin Gastronomie GmbH\nHauptplatz 1\n8010 Graz')).toBe(
      '<p>Rosmarin Gastronomie GmbH<br>Hauptplatz 1<br>8010 Graz</p>\n',
    );
  });

  it('renders quotes and autolinks, which escaping the whole text first would break', () => {
    const html = renderMarkdown('> Zitat\n\n<https://x.at> & Co');
    expect(html).toContain('<blockquote>\n<p>Zitat</p>\n</blockquote>');
    expect(html).toContain('<a href="https://x.at" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('&amp; Co');
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
