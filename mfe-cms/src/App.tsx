import { useHashPath } from '@bestellwerk/mf/router';
import type { ReactNode } from 'react';
import { FormsPage } from './features/forms/components/FormsPage';
import { NavigationsPage } from './features/navigations/components/NavigationsPage';
import { RedirectsPage } from './features/redirects/components/RedirectsPage';
import { SitesPage } from './features/sites/components/SitesPage';

/**
 * Remote 'cms', './App': the shell routes #/sites, #/navigations, #/blocks, #/nodes and
 * #/redirects here. One entry per first path segment; a feature adds its line.
 */
const ROUTES: Record<string, () => ReactNode> = {
  sites: () => <SitesPage />,
  navigations: () => <NavigationsPage />,
  redirects: () => <RedirectsPage />,
  nodes: () => <FormsPage />,
  forms: () => <FormsPage />,
};

export default function CmsApp() {
  const section = useHashPath().split('/')[1] ?? '';
  return (ROUTES[section] ?? ROUTES.sites)();
}
