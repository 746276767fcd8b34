import { LEGAL_PAGES } from '../features/shell/components/Footer';
import type { ShopData } from '../shared/types';

/** A content page (storefront.md §3 Site page) as GET /api/init lists it under `sites`. */
export type SiteView = ShopData['sites'][number];

/** The shop data with the CMS's content pages (the start data carries them). */
export type ShopWithSites = ShopData;

/** The site types this storefront renders (storefront.md §3 Site page: 'default'). */
export const SITE_TYPES: readonly string[] = ['default'];

export type LegalPage = (typeof LEGAL_PAGES)[number];

/** What a content path (/site/… or any path no other route answers) shows. */
export type ContentMatch =
  | { kind: 'legal'; page: LegalPage }
  | { kind: 'site'; site: SiteView }
  /** A site of a type this storefront does not know: the 500 page (storefront.md §2). */
  | { kind: 'unknown-type'; site: SiteView }
  | { kind: 'missing' };

/**
 * storefront.md §2 "any other path: Content page; the path is the remaining segments joined
 * by a slash": /site/{path} and /{path} both look up {path}.
 */
export function contentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return (segments[0] === 'site' ? segments.slice(1) : segments).join('/');
}

/** The CMS's page at this path, from the shop data of GET /api/init. */
export function findContentPage(shop: ShopWithSites, path: string): SiteView | null {
  return (
    (shop.sites ?? []).find((site) => site.path.split('/').filter(Boolean).join('/') === path) ??
    null
  );
}

/** The one lookup of a content path, for the browser's route and the server's status. */
export function resolveContent(shop: ShopWithSites, pathname: string): ContentMatch {
  // A page of the CMS at a legal page's path (/site/privacy) takes its place: the demo shop's
  // terms, privacy and imprint are CMS pages, editable in the back office.
  const site = findContentPage(shop, contentPath(pathname));
  if (site)
    return SITE_TYPES.includes(site.type) ? { kind: 'site', site } : { kind: 'unknown-type', site };
  const legal = LEGAL_PAGES.find((page) => page.path === pathname.replace(/\/$/, ''));
  if (legal) return { kind: 'legal', page: legal };
  return { kind: 'missing' };
}

/** The HTTP status of a content path's page. */
export function contentStatus(match: ContentMatch): 200 | 404 | 500 {
  return match.kind === 'missing' ? 404 : match.kind === 'unknown-type' ? 500 : 200;
}
