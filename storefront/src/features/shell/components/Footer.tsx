import { LEGAL_PAGES, legalLink, type LegalKey } from '@bestellwerk/domain';
import type { BranchView, ShopConfig } from '../../../shared/types';

/** The four legal pages: one table (libs/domain) for paths, titles, links and redirects. */
export { LEGAL_PAGES };

/** §2: an internal page when its text is configured, otherwise the external URL, else none. */
export function legalHref(
  config: ShopConfig,
  key: LegalKey,
): { href: string; external: boolean } | null {
  return legalLink(
    config,
    LEGAL_PAGES.find((page) => page.key === key)!,
  );
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
