import { rememberZoneOffsets } from '@bestellwerk/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { stopKeepingTaps } from './app/early-taps';
import { resolveContent } from './app/content';
import { loadContentPages } from './app/content-pages';
// The stylesheet in cascade order, one file per part of the shop (each under 450 lines).
import './styles/01-base.css';
import './styles/02-cart-and-product.css';
import './styles/03-checkout.css';
import './styles/04-branch-status-home.css';
import './styles/05-shell.css';
import './styles/06-cms.css';

// The shop's zone offsets from the server: opening states and times are read without Intl,
// whose first use would cost the phone a long task of ICU setup while the page hydrates.
for (const span of window.__BESTELLWERK__?.zoneOffsets ?? []) rememberZoneOffsets(span);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered is hydrated: its markup stays, the app takes it over. As a
// transition, React works in slices and lets the phone paint and answer taps in between
// instead of one long task.
// Taps from here on are React's (it replays those on markup it has not hydrated yet); the
// ones before are clicked again once the page is the app's (ReadyMarker).
stopKeepingTaps();
const first = window.__BESTELLWERK__;
const hydrate = !!first && !!root.firstChild;
// A legal or CMS page the server rendered: its code first, so the first render in the browser
// is that page, as the server's markup shows it, not a loading state in its place.
const contentKind = hydrate ? resolveContent(first.shop, first.path).kind : null;
const ready =
  contentKind === 'legal' || contentKind === 'site'
    ? loadContentPages().catch(() => undefined)
    : Promise.resolve();
void ready.then(() =>
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
