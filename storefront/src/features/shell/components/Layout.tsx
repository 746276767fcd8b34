import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { pageViewAction, track } from '../../../shared/analytics';
import { type ConsentChoice, consentChoice } from '../../../shared/consent';
import { CART_AND_DRAFT_KEYS, forgetStored } from '../../../shared/customer-storage';
import { preloaded } from '../../../shared/preload';
import { useNow } from '../../../shared/useNow';
import { useShop } from '../../../shared/useShop';
import { saveConsent } from '../state/consent';
import { routeContext } from '../state/context';
import {
  PROMPT_DELAY_AFTER_ACCEPT_MS,
  PROMPT_DELAY_WITH_CONSENT_MS,
  dismissPrompt,
  isDismissed,
  isIos,
  isStandalone,
  mayPrompt,
  restartWithUpdate,
  setUpServiceWorker,
  type InstallPromptEvent,
} from '../state/pwa';
import { NavigationMenu } from '../../cms/components/NavigationMenu';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { InstallPrompt } from './InstallPrompt';
import { OfflineBanner } from './OfflineBanner';
import { Screensaver } from './Screensaver';
import { StaffToolbar } from './StaffToolbar';
import { Toolbar } from './Toolbar';
import { UpdateBanner } from './UpdateBanner';

const BRANCH_PATH = /^\/store\/([^/]+)/;

/**
 * A kiosk left alone: the last customer's cart and checkout draft go, and the kiosk shows
 * the page it was started on (the context itself stays for the tab).
 */
function forgetCustomer(): void {
  forgetStored(sessionStorage, CART_AND_DRAFT_KEYS);
  location.assign(sessionStorage.getItem(KIOSK_START) ?? '/');
}

/** The context stays for the tab: nothing to listen to. */
const keepsForTheTab = () => () => undefined;
const serverContext = () => 'default' as const;

/** Where a self-service kiosk was started: it returns there after each customer. */
const KIOSK_START = 'bestellwerk.kiosk-start';

/**
 * The frame around every route (storefront.md §2 toolbar, footer, shell extras, §4): the
 * toolbar and footer, the staff toolbar, the offline, update and cookie banners, the app
 * install prompt and, in the self-service context, the screensaver.
 */
/** The choice the server rendered with (it read the cookie): no banner flashes on hydration. */
function preloadedChoice(): ConsentChoice {
  const data = preloaded();
  if (data?.consent) return 'accepted';
  return data?.consentDecided ? 'refused' : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const shop = useShop();
  const [pathname] = useLocation();
  // Read after hydration: the server renders every page in the default context.
  const context = useSyncExternalStore(keepsForTheTab, routeContext, serverContext);
  const selfService = context === 'self-service';
  useEffect(() => {
    if (selfService && !sessionStorage.getItem(KIOSK_START)) {
      sessionStorage.setItem(KIOSK_START, location.pathname);
    }
  }, [selfService]);
  // The server read the consent cookie for its render; the browser reads it itself.
  const [choice, setChoice] = useState<ConsentChoice>(() =>
    typeof document === 'undefined' ? preloadedChoice() : consentChoice(document.cookie),
  );
  const consent = choice === 'accepted';
  const [waiting, setWaiting] = useState<ServiceWorkerRegistration | null>(null);
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null);
  const [prompting, setPrompting] = useState(false);
  const now = useNow();
  const acceptedAt = useRef<number | null>(null);
  const config = shop?.config;
  const pwa = !!config?.enablePluginPWA;

  // §7 page views, once consent allows analytics at all.
  useEffect(() => {
    track({ type: 'page_view', action: pageViewAction(pathname) });
    // A new page starts at its top.
    window.scrollTo?.(0, 0);
  }, [pathname, consent]);

  // Service worker: registered with the PWA plugin on, removed with it off.
  useEffect(() => {
    if (!config || selfService) return;
    let stop = () => undefined as void;
    void setUpServiceWorker(pwa, setWaiting).then(
      (cleanup) => (stop = cleanup),
      () => undefined,
    );
    return () => stop();
  }, [config, pwa, selfService]);

  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);

  // §4: the prompt 250 ms after accepting cookies, 5 s after start when consent exists.
  useEffect(() => {
    if (!consent || !config) return;
    const supported = !!installEvent || isIos();
    const allowed = mayPrompt({
      pluginOn: pwa,
      selfService,
      standalone: isStandalone(),
      dismissed: isDismissed(),
      supported,
    });
    if (!allowed) return;
    const delay =
      acceptedAt.current !== null ? PROMPT_DELAY_AFTER_ACCEPT_MS : PROMPT_DELAY_WITH_CONSENT_MS;
    const timer = setTimeout(() => setPrompting(true), delay);
    return () => clearTimeout(timer);
  }, [consent, config, installEvent, pwa, selfService]);

  const install = async () => {
    setPrompting(false);
    if (!installEvent) return;
    await installEvent.prompt();
    await installEvent.userChoice.catch(() => undefined);
    setInstallEvent(null);
  };

  const branchMatch = BRANCH_PATH.exec(pathname);
  const selected =
    (branchMatch && shop?.branches.find((branch) => branch.identifier === branchMatch[1])) || null;

  return (
    <>
      {shop?.user ? <StaffToolbar user={shop.user} version={shop.version ?? ''} /> : null}
      {config?.enablePluginToolbar && shop ? (
        <Toolbar branches={shop.branches} selected={selected} now={now} />
      ) : null}
      <OfflineBanner />
      {waiting ? <UpdateBanner onRestart={() => restartWithUpdate(waiting)} /> : null}
      {shop ? (
        // The shop's name at the top left of every page, the way home; the header
        // navigation of the CMS beside it.
        <header className="site-header">
          <a className="site-header__brand" href="/">
            {shop.config.shopName}
          </a>
          <NavigationMenu
            shop={shop}
            identifier="header"
            label="Hauptnavigation"
            className="cms-nav cms-nav-header"
          />
        </header>
      ) : null}
      {children}
      {shop ? (
        <NavigationMenu
          shop={shop}
          identifier="footer"
          label="Weitere Seiten"
          className="cms-nav cms-nav-footer"
        />
      ) : null}
      {config && shop ? (
        <Footer
          config={config}
          branches={shop.branches}
          canInstall={pwa && !!installEvent && !selfService}
          onInstall={() => void install()}
          onCookieSettings={selfService ? undefined : () => setChoice(null)}
          year={now.getFullYear()}
        />
      ) : null}
      {config && choice === null && !selfService ? (
        <CookieBanner
          config={config}
          onChoose={(accepted) => {
            saveConsent(accepted);
            if (accepted) acceptedAt.current = Date.now();
            setChoice(accepted ? 'accepted' : 'refused');
          }}
        />
      ) : null}
      {prompting && config ? (
        <InstallPrompt
          shopName={config.shopName}
          ios={!installEvent && isIos()}
          onInstall={() => void install()}
          onDismiss={() => {
            dismissPrompt();
            setPrompting(false);
          }}
        />
      ) : null}
      {selfService && config ? (
        <Screensaver shopName={config.shopName} onIdle={forgetCustomer} />
      ) : null}
    </>
  );
}
