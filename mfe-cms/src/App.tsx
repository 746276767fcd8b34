import { Tabs } from 'antd';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { useEffect, type ReactNode } from 'react';
import { BlocksPage } from './features/blocks/components/BlocksPage';
import { FormsPage } from './features/forms/components/FormsPage';
import { MediaLibraryPage } from './features/media/components/MediaLibraryPage';
import { NavigationsPage } from './features/navigations/components/NavigationsPage';
import { RedirectsPage } from './features/redirects/components/RedirectsPage';
import { SitesPage } from './features/sites/components/SitesPage';
import { TemplatesPage } from './features/templates/components/TemplatesPage';

/** The areas of the remote, each under its own address; a feature adds its line. */
const SECTIONS: { key: string; label: string; path: string; page: () => ReactNode }[] = [
  { key: 'sites', label: 'Seiten', path: '/sites', page: () => <SitesPage /> },
  { key: 'blocks', label: 'Bausteine', path: '/blocks', page: () => <BlocksPage /> },
  {
    key: 'navigations',
    label: 'Navigationen',
    path: '/navigations',
    page: () => <NavigationsPage />,
  },
  { key: 'redirects', label: 'Weiterleitungen', path: '/redirects', page: () => <RedirectsPage /> },
  // The shell routes #/nodes (the form nodes) here, not #/forms.
  { key: 'forms', label: 'Formulare', path: '/nodes', page: () => <FormsPage /> },
  { key: 'media', label: 'Mediathek', path: '/cms/media', page: () => <MediaLibraryPage /> },
  { key: 'templates', label: 'Vorlagen', path: '/cms/templates', page: () => <TemplatesPage /> },
];

/** Addresses the shell routes here besides the sections' own (#/nodes: the form nodes). */
const ALIASES: Record<string, string> = { nodes: 'forms' };

/**
 * Addresses that moved: the customers' files were a tab of their own (#/cms/files) before
 * they joined the pictures in the media library's one grid.
 */
const MOVED: Record<string, string> = { files: '/cms/media?type=file' };

/**
 * Remote 'cms', './App': the shell routes #/cms (menu „Inhalte“), #/sites, #/navigations,
 * #/blocks, #/nodes and #/redirects here; #/cms/media is the media library (pictures and
 * customers' files; #/cms/files leads there), #/cms/templates the image templates.
 */
export default function CmsApp() {
  const [, first = '', second = ''] = useHashPath().split('/');
  const moved = first === 'cms' ? MOVED[second] : undefined;
  useEffect(() => {
    // replace(): the old address stays out of the history, so „Zurück“ does not bounce.
    if (moved) window.location.replace(`#${moved}`);
  }, [moved]);
  const wanted = first === 'cms' ? (moved ? 'media' : second) : (ALIASES[first] ?? first);
  const active = SECTIONS.find((section) => section.key === wanted) ?? SECTIONS[0];
  return (
    <Tabs
      activeKey={active.key}
      destroyOnHidden
      onChange={(key) => navigate(SECTIONS.find((section) => section.key === key)!.path)}
      items={SECTIONS.map((section) => ({
        key: section.key,
        label: section.label,
        children: section.key === active.key ? section.page() : null,
      }))}
    />
  );
}
