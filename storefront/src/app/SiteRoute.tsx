import { useEffect } from 'react';
import { useParams } from 'wouter';
import { LEGAL_PAGES } from '../features/shell/components/Footer';
import { SitePage } from '../features/site/components/SitePage';
import { applyHead, pageHead } from '../shared/head';
import { useShop } from '../shared/useShop';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';

/** The site types this storefront renders (storefront.md §3 Site page: 'default'). */
export const SITE_TYPES = ['default'] as const;

/**
 * Where CMS content pages will be looked up by path (the CMS issue): none exist yet, so
 * every such path is unknown. A page of a type that is not configured renders the 500 page.
 */
export function findContentPage(
  _path: string,
): { type: string; title: string; content: string } | null {
  return null;
}

/** /site/{terms-and-conditions|privacy|imprint|allergens} and any other content path. */
export function SiteRoute() {
  const params = useParams<{ '*': string }>();
  const path = params['*'] ?? '';
  const shop = useShop();
  const legal = LEGAL_PAGES.find((page) => page.path === `/site/${path}`);

  useEffect(() => {
    if (shop && legal) applyHead(pageHead(shop.config, `/site/${path}`, { title: legal.title }));
  }, [shop, legal, path]);

  // §2: the 404 only once loading has finished.
  if (!shop) return <main className="message-page" aria-busy="true" />;
  if (legal) {
    return (
      <SitePage
        title={legal.title}
        text={shop.config[`${legal.key}Text`]}
        url={shop.config[legal.key]}
      />
    );
  }
  const page = findContentPage(path);
  if (!page) return <NotFound />;
  if (!(SITE_TYPES as readonly string[]).includes(page.type)) return <ServerError />;
  return <SitePage title={page.title} text={page.content} url={null} />;
}
