import {
  DEFAULT_SITE_TYPE,
  LEGAL_PAGES,
  legalPageAt,
  readSiteTypes,
  resolveBlockReferences,
  type CmsSiteType,
  type ContentItem,
  type LegalPage,
} from '@bestellwerk/domain';
import type { ShopData } from '../shared/types';

/** A content page (storefront.md §3 Site page) as GET /api/init lists it under `sites`. */
export type SiteView = ShopData['sites'][number];
export type DivisionView = ShopData['divisions'][number];

/** The shop data with the CMS's content pages (the start data carries them). */
export type ShopWithSites = ShopData;

export { LEGAL_PAGES, type LegalPage };

/**
 * The site types this shop renders: the configured ones with their field schemas, as GET
 * /api/init lists them; 'default' when the start data has none (an older API).
 */
export function siteTypesOf(shop: ShopData): CmsSiteType[] {
  // The API describes the blocks' schemas as JSON; libs/domain reads and types them.
  const listed = readSiteTypes(shop.siteTypes);
  return listed.length ? listed : [DEFAULT_SITE_TYPE];
}

/** What a content path (/site/… or any path no other route answers) shows. */
export type ContentMatch =
  | { kind: 'legal'; page: LegalPage }
  /** A division's page (storefront.md §2 "division page"): its branches under its title. */
  | { kind: 'division'; division: DivisionView }
  /** A content page of a configured type, its block references resolved. */
  | { kind: 'site'; site: SiteView; siteType: CmsSiteType; content: ContentItem[] }
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

/** The division at /{divisionIdentifier} (one segment, exactly its identifier). */
export function findDivision(shop: ShopData, pathname: string): DivisionView | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return null;
  const identifier = decodeURIComponent(segments[0]);
  return (shop.divisions ?? []).find((division) => division.identifier === identifier) ?? null;
}

/** The branches a division's page lists: those of the division. */
export function branchesOf(shop: ShopData, division: DivisionView): ShopData['branches'] {
  return shop.branches.filter((branch) => branch.division?.id === division.id);
}

/**
 * The one lookup of a content path, for the browser's route and the server's render and
 * status. In this order: a legal page (/agb, … — its text is the configuration's, never a
 * CMS page), a division (/{identifier}), a page of the CMS (/{path} or /site/{path}).
 */
export function resolveContent(shop: ShopWithSites, pathname: string): ContentMatch {
  const legal = legalPageAt(pathname);
  if (legal) return { kind: 'legal', page: legal };
  const division = findDivision(shop, pathname);
  if (division) return { kind: 'division', division };
  const site = findContentPage(shop, contentPath(pathname));
  if (!site) return { kind: 'missing' };
  const siteType = siteTypesOf(shop).find((type) => type.type === site.type);
  if (!siteType) return { kind: 'unknown-type', site };
  // The blocks a site refers to, as they are now (the same start data's blocks).
  const content = resolveBlockReferences(siteType, site.content, shop.blocks ?? []);
  return { kind: 'site', site, siteType, content };
}

/** The HTTP status of a content path's page. */
export function contentStatus(match: ContentMatch): 200 | 404 | 500 {
  return match.kind === 'missing' ? 404 : match.kind === 'unknown-type' ? 500 : 200;
}

/** The title part and description of a content path's page (storefront.md §2 page title). */
export function contentHead(
  match: ContentMatch,
): { title: string; description?: string | null } | null {
  switch (match.kind) {
    case 'legal':
      return { title: match.page.title };
    case 'division':
      return {
        title: match.division.title || match.division.name,
        description: match.division.description,
      };
    case 'site':
      return { title: match.site.title || match.site.name, description: match.site.description };
    default:
      return null;
  }
}
