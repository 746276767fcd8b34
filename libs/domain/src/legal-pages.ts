/**
 * The four legal pages (storefront.md §2 footer: AGB, Datenschutz, Impressum, Allergene): one
 * table for the footer's links, the pages' titles and paths, the redirects of their former
 * addresses, the sitemap and the CMS's refusal of a site at their paths. Their text is the
 * configuration's (Konfiguration: termsAndConditionsText, …) and nothing else.
 */
export type LegalKey = 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens';

export interface LegalPage {
  /** The configuration's fields: `{key}Text` (markdown) and `{key}` (an external URL). */
  key: LegalKey;
  /** The page's address on the storefront. */
  path: string;
  /** The address it had before (storefront.md §2 /site/…): answered with 301 to `path`. */
  formerPath: string;
  /** The footer's link text. */
  label: string;
  /** The page's heading and its part of the <title>. */
  title: string;
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    key: 'termsAndConditions',
    path: '/agb',
    formerPath: '/site/terms-and-conditions',
    label: 'AGB',
    title: 'Allgemeine Geschäftsbedingungen',
  },
  {
    key: 'privacyPolicy',
    path: '/datenschutz',
    formerPath: '/site/privacy',
    label: 'Datenschutz',
    title: 'Datenschutzerklärung',
  },
  {
    key: 'imprint',
    path: '/impressum',
    formerPath: '/site/imprint',
    label: 'Impressum',
    title: 'Impressum',
  },
  {
    key: 'allergens',
    path: '/allergene',
    formerPath: '/site/allergens',
    label: 'Allergene',
    title: 'Allergene',
  },
];

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The legal page at this address (its own path, with or without a trailing slash). */
export function legalPageAt(pathname: string): LegalPage | null {
  const path = trimmed(pathname);
  return LEGAL_PAGES.find((page) => page.path === path) ?? null;
}

/** Where a former legal address (/site/privacy) now is (/datenschutz); null for any other. */
export function legalRedirect(pathname: string): string | null {
  const path = trimmed(pathname);
  return LEGAL_PAGES.find((page) => page.formerPath === path)?.path ?? null;
}

/**
 * The legal page a CMS site's path would stand in for ('datenschutz', 'site/privacy',
 * 'privacy'): such a site would be a second text of that page, so the CMS refuses it.
 */
export function legalPageOfSitePath(sitePath: string): LegalPage | null {
  const path = `/${sitePath.split('/').filter(Boolean).join('/')}`;
  const withoutSite = path.replace(/^\/site(?=\/)/, '');
  return (
    LEGAL_PAGES.find(
      (page) =>
        page.path === path ||
        page.path === withoutSite ||
        page.formerPath === path ||
        page.formerPath === `/site${path}`,
    ) ?? null
  );
}

/** The CMS's refusal of a site at a legal page's path (422 on the field 'path'). */
export function legalSitePathMessage(page: LegalPage): string {
  return `Der Pfad gehört zur Seite „${page.label}“. Deren Text wird unter Konfiguration gepflegt, nicht als Seite im CMS.`;
}

/**
 * A legal page's link (§2 footer): the internal page when its text is configured, else the
 * external URL, else none.
 */
export function legalLink(
  config: Partial<Record<LegalKey | `${LegalKey}Text`, string | null | undefined>>,
  page: LegalPage,
): { href: string; external: boolean } | null {
  if (config[`${page.key}Text`]) return { href: page.path, external: false };
  const url = config[page.key];
  return url ? { href: url, external: true } : null;
}
