import { escapeHtml } from '@bestellwerk/domain';
import { Marked, type Tokens } from 'marked';

/**
 * Only http(s), mailto and tel links, or relative ones (no scheme at all); anything else
 * (javascript:, data:, vbscript:, …) is refused. Control characters and spaces that
 * browsers ignore inside a scheme are removed before the check.
 */
export function isSafeUrl(href: string, kinds: 'link' | 'image' = 'link'): boolean {
  // eslint-disable-next-line no-control-regex
  const url = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return kinds === 'image' ? /^https?$/.test(scheme) : /^(https?|mailto|tel)$/.test(scheme);
}

const titleAttribute = (title?: string | null) => (title ? ` title="${escapeHtml(title)}"` : '');

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    /** Raw HTML in the text is shown as text, never rendered. */
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return text;
      const external = /^https?:/i.test(href.trim());
      return `<a href="${escapeHtml(href)}"${titleAttribute(title)}${
        external ? ' target="_blank" rel="noopener noreferrer"' : ''
      }>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeUrl(href, 'image')) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute(title)}>`;
    },
  },
});

/**
 * Markdown of the shop's configured texts (AGB, Datenschutz, Impressum, Allergene) as safe
 * HTML: the one renderer of the back office's preview and the storefront's pages, so the
 * preview shows what customers will see. A single line break stays a line break (an address
 * typed line by line keeps its lines).
 */
export function renderMarkdown(source: string): string {
  return marked.parse(source ?? '', { async: false });
}
