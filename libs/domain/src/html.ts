const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A value as HTML (or SVG/XML) text or attribute content: the five characters that could end
 * a text, a tag or a quoted attribute are escaped; null and undefined become ''. The one
 * escaper of e-mails, receipts, the page head, markdown and generated SVGs.
 */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
