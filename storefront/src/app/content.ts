import { LEGAL_PAGES } from '../features/shell/components/Footer';
import type { ShopData } from '../shared/types';

/**
 * A content page (storefront.md §3 Site page) as GET /api/init will list it under `sites`
 * once the CMS exists (its issue); until then the shop data has none.
 */
export interface SiteView {
  id: number;
  /** Segments joined by a slash, without leading or trailing slash: 'ueber-uns/team'. */
  path: string;
  type: string;
  name: string;
  title: string | null;
  description?: string | null;
  isPublic?: boolean;
  content?: { type: string; value: unknown }[];
}

/** The shop data with the CMS's content pages. */
export type ShopWithSites = ShopData & { sites?: SiteView[] };

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

/**
 * The CMS's page at this path, from the shop data of GET /api/init (the seam the CMS issue
 * fills: until then the data lists no sites and every such path is unknown).
 */
export function findContentPage(shop: ShopWithSites, path: string): SiteView | null {
  return (
    (shop.sites ?? []).find((site) => site.path.split('/').filter(Boolean).join('/') === path) ??
    null
  );
}

/** The one lookup of a content path, for the browser's route and the server's status. */
export function resolveContent(shop: ShopWithSites, pathname: string): ContentMatch {
  const legal = LEGAL_PAGES.find((page) => page.path === pathname.replace(/\/$/, ''));
  if (legal) return { kind: 'legal', page: legal };
  const site = findContentPage(shop, contentPath(pathname));
  if (!site) return { kind: 'missing' };
  return SITE_TYPES.includes(site.type) ? { kind: 'site', site } : { kind: 'unknown-type', site };
}

/** The HTTP status of a content path's page. */
export function contentStatus(match: ContentMatch): 200 | 404 | 500 {
  return match.kind === 'missing' ? 404 : match.kind === 'unknown-type' ? 500 : 200;
}
