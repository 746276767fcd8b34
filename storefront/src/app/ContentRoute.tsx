import { lazy, useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyHead, pageHead } from '../shared/head';
import { useShop } from '../shared/useShop';
import type { SiteData } from '../features/cms/components/CmsPage';
import { resolveContent } from './content';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';

// The page's markdown renderer loads only when a content page is opened; the 404 and 500
// pages come with the app, so the server can render them.
const SitePage = lazy(() =>
  import('../features/site/components/SitePage').then((m) => ({ default: m.SitePage })),
);
const CmsPage = lazy(() =>
  import('../features/cms/components/CmsPage').then((m) => ({ default: m.CmsPage })),
);

/**
 * /site/{terms-and-conditions|privacy|imprint|allergens} and any other path (storefront.md
 * §2): a legal page, a content page of the CMS, the 500 page for a site type that is not
 * configured, or the 404 page — the last two only once loading has finished.
 */
export function ContentRoute() {
  const [pathname] = useLocation();
  const shop = useShop();
  const match = shop ? resolveContent(shop, pathname) : null;

  useEffect(() => {
    if (!shop) return;
    const match = resolveContent(shop, pathname);
    if (match.kind === 'legal') {
      applyHead(pageHead(shop.config, pathname, { title: match.page.title }));
    } else if (match.kind === 'site') {
      applyHead(
        pageHead(shop.config, pathname, {
          title: match.site.title || match.site.name,
          description: match.site.description,
        }),
      );
    }
  }, [shop, pathname]);

  if (!shop || !match) return <main className="message-page" aria-busy="true" />;
  switch (match.kind) {
    case 'legal':
      return (
        <SitePage
          title={match.page.title}
          text={shop.config[`${match.page.key}Text`]}
          url={shop.config[match.page.key]}
        />
      );
    case 'site':
      return <CmsPage site={match.site as SiteData} shop={shop} />;
    case 'unknown-type':
      return <ServerError />;
    case 'missing':
      return <NotFound />;
  }
}
