import { useEffect } from 'react';
import { CmsPage, type SiteData } from '../features/cms/components/CmsPage';
import { NavigationMenu } from '../features/cms/components/NavigationMenu';
import { keepPreviewInPlace, useCmsPreviewSite } from '../features/cms/state/preview';
import { Footer } from '../features/shell/components/Footer';
import { useShop } from '../shared/useShop';
import { resolveBlockReferences } from '@bestellwerk/domain';
import { siteTypesOf } from './content';
import { ServerError } from './ServerError';

/**
 * /cms-vorschau (issue 16): the site editor's live preview. It renders the site the editor
 * sends — unsaved, drafts too — with the same components as a content page, between the
 * shop's navigations and footer. No page view is counted, no form sent, nothing stored;
 * search engines are told to stay away, and no page links here.
 */
export function PreviewRoute() {
  const shop = useShop();
  const site = useCmsPreviewSite();

  useEffect(() => {
    // The server's render put it in the head already; opened in the browser alone, add it.
    const served = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const robots = served ?? document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    if (!served) document.head.append(robots);
    document.title = 'Vorschau';
    const release = keepPreviewInPlace();
    return () => {
      if (!served) robots.remove();
      release();
    };
  }, []);

  if (!shop || !site) return <main className="message-page" aria-busy="true" />;
  const siteType = siteTypesOf(shop).find((type) => type.type === site.type);
  if (!siteType) return <ServerError />;
  return (
    <>
      <NavigationMenu
        shop={shop}
        identifier="header"
        label="Hauptnavigation"
        className="cms-nav cms-nav-header"
      />
      <CmsPage
        site={{ id: 0, path: '', ...site } as SiteData}
        siteType={siteType}
        content={resolveBlockReferences(siteType, site.content, shop.blocks ?? [])}
        shop={shop}
      />
      <NavigationMenu
        shop={shop}
        identifier="footer"
        label="Weitere Seiten"
        className="cms-nav cms-nav-footer"
      />
      <Footer
        config={shop.config}
        branches={shop.branches}
        canInstall={false}
        onInstall={() => undefined}
        year={new Date().getFullYear()}
      />
    </>
  );
}
