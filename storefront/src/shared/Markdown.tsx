import { useEffect, useState } from 'react';

/**
 * A configured markdown text (terms, privacy, imprint, allergens), rendered by
 * @bestellwerk/markdown — the renderer of the back office's preview, so customers see what
 * the shop owner previewed. It and `marked` load only when such a text is first shown.
 */
export function Markdown({ text, className = 'markdown' }: { text: string; className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('@bestellwerk/markdown').then(({ renderMarkdown }) => {
      if (live) setHtml(renderMarkdown(text));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (html === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
