import type { CONTENT_PAGES } from './content-pages-code';

export type ContentPages = typeof CONTENT_PAGES;

/**
 * The legal and CMS pages' components, once their code is here. The server's render has
 * them from the start (server.tsx provides them); the browser loads them on the way to such
 * a page, and before hydrating one the server rendered (main.tsx), so the first render in
 * the browser is the server's markup, not a loading state in its place.
 */
let pages: ContentPages | null = null;

export function provideContentPages(code: ContentPages): void {
  pages = code;
}

export function contentPagesNow(): ContentPages | null {
  return pages;
}

export function loadContentPages(): Promise<ContentPages> {
  if (pages) return Promise.resolve(pages);
  return import('./content-pages-code').then((code) => (pages = code.CONTENT_PAGES));
}
