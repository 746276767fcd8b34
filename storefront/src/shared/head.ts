import { escapeHtml } from '@bestellwerk/domain';
import type { ShopConfig } from './types';
import { pageTitle } from './page-title';

/** What a page puts into <head> (storefront.md §2 title, description, canonical, og, twitter). */
export interface PageHead {
  title: string;
  description: string | null;
  /** The route path, e.g. '/store/graz-hauptplatz'; canonical/og/twitter URLs follow it. */
  path: string;
  /** The picture a shared link shows (the configuration's „Vorschaubild beim Teilen“). */
  image: string | null;
  /** The browser's theme colour: the configured Designfarbe. */
  themeColor: string;
  /** The shop's configured public address; null: the address the page was asked at. */
  base: string | null;
}

export const THEME_COLOR = '#058243';

/** The head of a page: its part of the title in front of the base, the description. */
export function pageHead(
  config: ShopConfig & {
    seoDescription?: string | null;
    shareImageUrl?: string | null;
    shopUrl?: string | null;
  },
  path: string,
  page?: { title?: string; prefix?: string; description?: string | null },
): PageHead {
  return {
    title: pageTitle(config, page?.prefix ? { prefix: page.prefix } : page?.title),
    description: page?.description || config.seoDescription || config.description || null,
    path,
    image: config.shareImageUrl || null,
    themeColor: /^#[0-9a-fA-F]{6}$/.test(config.themeColor ?? '')
      ? config.themeColor!
      : THEME_COLOR,
    base: config.shopUrl ? config.shopUrl.replace(/\/+$/, '') : null,
  };
}

/** name/property → content of the meta tags the head carries. */
function metaEntries(head: PageHead, origin: string): [string, string, string][] {
  const url = `${head.base ?? origin}${head.path}`;
  const entries: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', head.title],
    ['property', 'og:url', url],
    ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:url', url],
    ['name', 'theme-color', head.themeColor],
  ];
  if (head.image) {
    entries.push(['property', 'og:image', head.image], ['name', 'twitter:image', head.image]);
  }
  if (head.description) {
    entries.push(
      ['name', 'description', head.description],
      ['property', 'og:description', head.description],
      ['name', 'twitter:description', head.description],
    );
  }
  return entries;
}

/** The tags as HTML, for the server to put into the page before any script runs. */
export function headHtml(head: PageHead, origin: string): string {
  const meta = metaEntries(head, origin)
    .map(
      ([kind, key, content]) =>
        `<meta ${kind}="${escapeHtml(key)}" content="${escapeHtml(content)}" data-head />`,
    )
    .join('');
  return (
    `<title>${escapeHtml(head.title)}</title>` +
    `<link rel="canonical" href="${escapeHtml((head.base ?? origin) + head.path)}" data-head />` +
    meta
  );
}

/** The same tags kept in sync in the browser when the route changes. */
export function applyHead(head: PageHead, doc: Document = document): void {
  const origin = doc.location?.origin ?? '';
  doc.title = head.title;
  doc.head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  const canonical = doc.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = (head.base ?? origin) + head.path;
  canonical.setAttribute('data-head', '');
  doc.head.append(canonical);
  for (const [kind, key, content] of metaEntries(head, origin)) {
    doc.head.querySelectorAll(`meta[${kind}="${key}"]`).forEach((element) => element.remove());
    const meta = doc.createElement('meta');
    meta.setAttribute(kind, key);
    meta.content = content;
    meta.setAttribute('data-head', '');
    doc.head.append(meta);
  }
}
