import { lazy, Suspense, useEffect, useState } from 'react';
import { hasConsent } from '../../../shared/consent';
import { CONSENT_EVENT } from '../../shell/state/consent';
import type { BranchView, ShopData } from '../../../shared/types';
import { BranchOverview } from '../../overview/components/BranchOverview';
import { TimeTable } from './TimeTable';

// MapLibre is large: loaded only when the map may be shown at all.
const BranchMap = lazy(() => import('./BranchMap'));

export const directionsUrl = (branch: Pick<BranchView, 'latitude' | 'longitude'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${branch.latitude},${branch.longitude}`;

/**
 * storefront.md §2 home page (home-page plugin): heading and description, for a single
 * branch the three teasers, the branches with their time tables and contact, the branch
 * list, and the map when the map plugin is on and cookies were accepted.
 */
export function HomePage({ shop, now }: { shop: ShopData; now: Date }) {
  const { config } = shop;
  const branches = shop.branches.filter((branch) => branch.isPublic);
  const single = branches.length === 1 ? branches[0] : null;
  // Consent lives in a cookie the banner sets; read after mounting (not on the server).
  const [consent, setConsent] = useState(false);
  useEffect(() => {
    setConsent(hasConsent());
    const onConsent = () => setConsent(hasConsent());
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_EVENT, onConsent);
  }, []);
  const located = branches.filter((b) => b.latitude != null && b.longitude != null);

  return (
    <div className="home">
      {single ? (
        <>
          <header className="overview__intro home__intro">
            <h1>{config.title || config.shopName}</h1>
            {config.description ? <p>{config.description}</p> : null}
          </header>
          <ul className="teasers">
            <li>
              <a className="teaser" href={`/store/${single.identifier}`}>
                Jetzt Bestellen
              </a>
            </li>
            {single.phone ? (
              <li>
                <a className="teaser" href={`tel:${single.phone.replace(/\s/g, '')}`}>
                  Jetzt Anrufen
                </a>
              </li>
            ) : null}
            {single.latitude != null && single.longitude != null ? (
              <li>
                <a className="teaser" href={directionsUrl(single)} target="_blank" rel="noopener">
                  Anfahrt berechnen
                </a>
              </li>
            ) : null}
          </ul>
        </>
      ) : (
        <BranchOverview shop={shop} now={now} />
      )}
      <section className="home__branches" aria-label="Standorte">
        {branches.map((branch) => (
          <article key={branch.id} className="home__branch">
            <h2>{branch.name}</h2>
            <TimeTable branch={branch} now={now} />
            <address className="contact">
              <strong>{branch.name}</strong>
              {branch.street ? <span>{branch.street}</span> : null}
              <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span>
              {branch.phone ? (
                <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
              ) : null}
              {branch.email ? <a href={`mailto:${branch.email}`}>{branch.email}</a> : null}
              {config.website ? (
                <a href={config.website}>{config.website.replace(/^https?:\/\//, '')}</a>
              ) : null}
            </address>
          </article>
        ))}
      </section>
      {config.enablePluginMapbox && consent && located.length ? (
        <Suspense fallback={<div className="branch-map" aria-busy="true" />}>
          <BranchMap branches={located} config={config} />
        </Suspense>
      ) : null}
    </div>
  );
}
