import type { CmsSiteType, ContentItem } from '@bestellwerk/domain';
import type { ShopData } from '../../../shared/types';
import { SiteBody } from './SiteBody';

export type SiteData = ShopData['sites'][number];

/**
 * A content page of the CMS (storefront.md §2, §3 Site page): its blocks in order. A draft
 * (not public) reaches only staff, marked with the draft style.
 */
export function CmsPage({
  site,
  siteType,
  content,
  shop,
}: {
  site: SiteData;
  siteType: CmsSiteType;
  /** The site's body, its block references resolved. */
  content: ContentItem[];
  shop: ShopData;
}) {
  const startsWithHero = content[0]?.type === 'hero';
  return (
    <main className={`site-page cms-page${site.isPublic ? '' : ' is-draft'}`}>
      {site.isPublic ? null : (
        <p className="cms-draft-badge" role="note">
          Entwurf – nur für angemeldete Mitarbeiter sichtbar
        </p>
      )}
      {startsWithHero ? null : <h1>{site.title || site.name}</h1>}
      <SiteBody siteType={siteType} content={content} shop={shop} />
    </main>
  );
}
