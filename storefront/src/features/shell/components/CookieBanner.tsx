import type { ShopConfig } from '../../../shared/types';

/**
 * storefront.md §2/§4 cookie banner: one button 'Akzeptieren'; the privacy link goes to
 * /site/privacy when the text is configured, else to the external page in a new tab.
 */
export function CookieBanner({ config, onAccept }: { config: ShopConfig; onAccept: () => void }) {
  return (
    <section className="cookie-banner" aria-label="Cookie-Hinweis">
      <p>
        Wir verwenden Cookies, um die Nutzung unseres Shops auszuwerten und Karten anzuzeigen. Mehr
        dazu in unserer{' '}
        {config.privacyPolicyText ? (
          <a href="/site/privacy">Datenschutzerklärung</a>
        ) : config.privacyPolicy ? (
          <a href={config.privacyPolicy} target="_blank" rel="noopener noreferrer">
            Datenschutzerklärung
          </a>
        ) : (
          'Datenschutzerklärung'
        )}
        .
      </p>
      <button type="button" className="button" onClick={onAccept}>
        Akzeptieren
      </button>
    </section>
  );
}
