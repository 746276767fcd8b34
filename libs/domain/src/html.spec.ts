import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes what could end a text, a tag or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('writes numbers as they are and nothing for null or undefined', () => {
    expect(escapeHtml(12)).toBe('12');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });
});
