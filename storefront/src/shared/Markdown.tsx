import { useEffect, useState } from 'react';

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Raw HTML in configured texts is shown as text, never run: the texts are markdown only. */
const escapeHtml = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A configured markdown text (terms, privacy, imprint, allergens), rendered with `marked`,
 * which is loaded only when such a text is first shown.
 */
export function Markdown({ text, className = 'markdown' }: { text: string; className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('marked').then(({ Marked }) => {
      // Links and images only to web, mail and phone addresses or pages of this site.
      const safe = new Marked({
        gfm: true,
        walkTokens(token) {
          if ((token.type === 'link' || token.type === 'image') && !SAFE_URL.test(token.href)) {
            token.href = '#';
          }
        },
      });
      const rendered = safe.parse(escapeHtml(text), { async: false });
      if (live) setHtml(rendered);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (html === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
