import type { BranchView, ShopConfig } from '../../../shared/types';

type LegalKey = 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens';

/** The four legal pages: their /site path, the label, the config's text and URL fields. */
export const LEGAL_PAGES: { key: LegalKey; path: string; label: string; title: string }[] = [
  {
    key: 'termsAndConditions',
    path: '/site/terms-and-conditions',
    label: 'Allgemeine Geschäftsbedingungen',
    title: 'Allgemeine Geschäftsbedingungen',
  },
  {
    key: 'privacyPolicy',
    path: '/site/privacy',
    label: 'Datenschutz',
    title: 'Datenschutzerklärung',
  },
  { key: 'imprint', path: '/site/imprint', label: 'Impressum', title: 'Impressum' },
  { key: 'allergens', path: '/site/allergens', label: 'Allergene', title: 'Allergene' },
];

/** §2: an internal page when its text is configured, otherwise the external URL, else none. */
export function legalHref(
  config: ShopConfig,
  key: LegalKey,
): { href: string; external: boolean } | null {
  const text = config[`${key}Text` as `${LegalKey}Text`];
  if (text) return { href: LEGAL_PAGES.find((page) => page.key === key)!.path, external: false };
  const url = config[key];
  return url ? { href: url, external: true } : null;
}

/** storefront.md §2 footer. */
export function Footer({
  config,
  branches,
  canInstall,
  onInstall,
  onCookieSettings,
  year,
}: {
  config: ShopConfig;
  branches: readonly BranchView[];
  canInstall: boolean;
  onInstall: () => void;
  /** Opens the cookie banner again, so a choice can be changed (not on self-service). */
  onCookieSettings?: () => void;
  year: number;
}) {
  const visible = branches.filter((branch) => branch.isPublic);
  return (
    <footer className="footer">
      <nav aria-label="Fußzeile">
        <ul>
          <li>
            <a href="/">{config.shopName}</a>
          </li>
          {visible.length === 1 ? (
            <li>
              <a href={`/store/${visible[0].identifier}`}>Online Bestellen</a>
            </li>
          ) : null}
          {LEGAL_PAGES.map((page) => {
            const link = legalHref(config, page.key);
            return link ? (
              <li key={page.key}>
                <a
                  href={link.href}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {page.label}
                </a>
              </li>
            ) : null;
          })}
          {onCookieSettings ? (
            <li>
              <button type="button" className="link-button" onClick={onCookieSettings}>
                Cookie-Einstellungen
              </button>
            </li>
          ) : null}
          {canInstall ? (
            <li>
              <button type="button" className="link-button footer__install" onClick={onInstall}>
                App installieren
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className="footer__copyright">
        © {year} {config.businessName || config.shopName}
      </p>
    </footer>
  );
}
