import { renderMarkdown } from '@bestellwerk/markdown';
import { useMemo } from 'react';

/**
 * A markdown text (the configured legal texts, a CMS text block), rendered by
 * @bestellwerk/markdown — the renderer of the back office's preview, so customers see what
 * the shop owner previewed. Rendered at once, so the server's HTML carries it and the
 * browser hydrates the same markup; it and `marked` come with the pages that show markdown
 * (the content pages' and the checkout's chunks), not with the first page's code.
 */
export function Markdown({ text, className = 'markdown' }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
