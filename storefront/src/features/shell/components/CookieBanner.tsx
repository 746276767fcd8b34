import { LEGAL_PAGES } from '@bestellwerk/domain';
import type { ShopConfig } from '../../../shared/types';
import { consentText } from '../state/consent';

/**
 * storefront.md §2/§4 cookie banner, naming only what is switched on, with refusing as easy as accepting: „Ablehnen“ beside
 * „Akzeptieren“, the same size and weight (the spec shows one button; Austrian and German
 * law require both). The privacy link goes to /datenschutz when the text is configured,
 * else to the external page in a new tab.
 */
const PRIVACY_PATH = LEGAL_PAGES.find((page) => page.key === 'privacyPolicy')!.path;

export function CookieBanner({
  config,
  onChoose,
}: {
  config: ShopConfig;
  onChoose: (accepted: boolean) => void;
}) {
  return (
    <section className="cookie-banner" aria-label="Cookie-Hinweis">
      <p>
        {consentText(config)} Mehr dazu in unserer{' '}
        {config.privacyPolicyText ? (
          <a href={PRIVACY_PATH}>Datenschutzerklärung</a>
        ) : config.privacyPolicy ? (
          <a href={config.privacyPolicy} target="_blank" rel="noopener noreferrer">
            Datenschutzerklärung
          </a>
        ) : (
          'Datenschutzerklärung'
        )}
        .
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button" onClick={() => onChoose(false)}>
          Ablehnen
        </button>
        <button type="button" className="button" onClick={() => onChoose(true)}>
          Akzeptieren
        </button>
      </div>
    </section>
  );
}
