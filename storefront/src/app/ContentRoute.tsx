import { lazy, useEffect } from 'react';
import { useLocation } from 'wouter';
import { BranchOverview } from '../features/overview/components/BranchOverview';
import { applyHead, pageHead } from '../shared/head';
import { useNow } from '../shared/useNow';
import { useShop } from '../shared/useShop';
import { branchesOf, contentHead, resolveContent } from './content';
import { contentPagesNow, loadContentPages } from './content-pages';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';

// The pages' markdown renderer and block views load only when a content page is opened (or
// before the browser takes over one the server rendered); the 404 and 500 pages and the
// division page come with the app.
const LazySitePage = lazy(() => loadContentPages().then((m) => ({ default: m.SitePage })));
const LazyCmsPage = lazy(() => loadContentPages().then((m) => ({ default: m.CmsPage })));

/**
 * /agb, /datenschutz, /impressum, /allergene and any other path (storefront.md §2): a legal
 * page, a division's page, a content page of the CMS, the 500 page for a site type that is
 * not configured, or the 404 page — the last two only once loading has finished.
 */
export function ContentRoute() {
  const [pathname] = useLocation();
  const shop = useShop();
  const now = useNow();
  const match = shop ? resolveContent(shop, pathname) : null;

  useEffect(() => {
    if (!shop) return;
    const head = contentHead(resolveContent(shop, pathname));
    if (head) applyHead(pageHead(shop.config, pathname, head));
  }, [shop, pathname]);

  if (!shop || !match) return <main className="message-page" aria-busy="true" />;
  const pages = contentPagesNow();
  const SitePage = pages?.SitePage ?? LazySitePage;
  const CmsPage = pages?.CmsPage ?? LazyCmsPage;
  switch (match.kind) {
    case 'legal':
      return (
        <SitePage
          title={match.page.title}
          text={shop.config[`${match.page.key}Text`]}
          url={shop.config[match.page.key]}
        />
      );
    case 'division':
      return (
        <BranchOverview
          shop={{ ...shop, branches: branchesOf(shop, match.division) }}
          now={now}
          heading={{
            title: match.division.title || match.division.name,
            description: match.division.description,
          }}
        />
      );
    case 'site':
      return (
        <CmsPage site={match.site} siteType={match.siteType} content={match.content} shop={shop} />
      );
    case 'unknown-type':
      return <ServerError />;
    case 'missing':
      return <NotFound />;
  }
}
