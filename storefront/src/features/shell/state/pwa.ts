/**
 * storefront.md §4 installable app: the service worker at /build/service-worker.js (scope
 * /), its update check (2.5 s after start, then every 30 minutes), and the install prompt
 * with its rules and timings.
 */
export const SERVICE_WORKER_URL = '/build/service-worker.js';
export const UPDATE_FIRST_CHECK_MS = 2500;
export const UPDATE_CHECK_EVERY_MS = 30 * 60 * 1000;
export const PROMPT_DELAY_AFTER_ACCEPT_MS = 250;
export const PROMPT_DELAY_WITH_CONSENT_MS = 5000;
export const DISMISS_COOKIE = 'pwa-dismiss';
const DISMISS_DAYS = 30;

/** The browser's install event (Chromium); not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isStandalone(win: Window = window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on iPhone/iPad has no install event: it gets instructions instead. */
export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent);
}

export function isDismissed(doc: Document = document): boolean {
  return doc.cookie.split('; ').some((entry) => entry.startsWith(`${DISMISS_COOKIE}=`));
}

export function dismissPrompt(doc: Document = document): void {
  doc.cookie = `${DISMISS_COOKIE}=1; max-age=${DISMISS_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}

/** §4: whether the prompt may show at all. */
export function mayPrompt(input: {
  pluginOn: boolean;
  selfService: boolean;
  standalone: boolean;
  dismissed: boolean;
  supported: boolean;
}): boolean {
  return (
    input.pluginOn && !input.selfService && !input.standalone && !input.dismissed && input.supported
  );
}

/**
 * Registers the worker (plugin on) or removes every worker (plugin off), and calls
 * `onWaiting` when a new version waits to take over.
 */
export async function setUpServiceWorker(
  pluginOn: boolean,
  onWaiting: (registration: ServiceWorkerRegistration) => void,
): Promise<() => void> {
  if (!('serviceWorker' in navigator)) return () => undefined;
  if (!pluginOn) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return () => undefined;
  }
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const notify = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration);
  };
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', notify);
  });
  notify();
  const check = () => void registration.update().catch(() => undefined);
  const first = setTimeout(check, UPDATE_FIRST_CHECK_MS);
  const every = setInterval(check, UPDATE_CHECK_EVERY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** 'App neustarten': the waiting worker takes over, then the page reloads once. */
export function restartWithUpdate(registration: ServiceWorkerRegistration): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
    once: true,
  });
  registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * The browser's install event, kept from the moment this module loads (at start, with the
 * layout) so that screens opened later — the status page's hint — know the app is
 * installable. The layout keeps its own copy for the prompt and the footer.
 */
let installEvent: InstallPromptEvent | null = null;
const installListeners = new Set<() => void>();
const notifyInstall = () => installListeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    notifyInstall();
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    notifyInstall();
  });
}

export function subscribeInstallable(listener: () => void): () => void {
  installListeners.add(listener);
  return () => installListeners.delete(listener);
}

export function currentInstallEvent(): InstallPromptEvent | null {
  return installEvent;
}

/** Shows the browser's install dialog once; the event cannot be used twice. */
export async function promptInstall(): Promise<void> {
  const event = installEvent;
  if (!event) return;
  installEvent = null;
  notifyInstall();
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
