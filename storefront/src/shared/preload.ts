import type { ZoneOffsets } from '@bestellwerk/domain';
import type { MenuView, ShopData } from './types';

/**
 * The data the server rendered the first page with (storefront-host puts it into the
 * HTML), so the app hydrates the same page instead of loading it again.
 */
export interface Preloaded {
  path: string;
  shop: ShopData;
  menu?: MenuView | null;
  /** Whether the visitor had accepted cookies (the server read the cookie). */
  consent?: boolean;
  /** Whether the visitor had chosen at all (accepted or refused): no banner then. */
  consentDecided?: boolean;
  /** ISO instant the server rendered the page at (its opening states are for that time). */
  renderedAt?: string;
  /** The shop's time zones around renderedAt (read instead of Intl, see main.tsx). */
  zoneOffsets?: ZoneOffsets[];
}

declare global {
  interface Window {
    __BESTELLWERK__?: Preloaded;
  }
}

/** Set by the server render (src/server.tsx) for one synchronous renderToString call. */
let serverData: Preloaded | null = null;

export function renderingOnServer<T>(data: Preloaded, render: () => T): T {
  serverData = data;
  try {
    return render();
  } finally {
    serverData = null;
  }
}

export function preloaded(): Preloaded | null {
  if (serverData) return serverData;
  return typeof window === 'undefined' ? null : (window.__BESTELLWERK__ ?? null);
}

/** The preloaded menu of a branch page, when the first page was that branch. */
export function preloadedMenu(branchIdentifier: string): MenuView | null | undefined {
  const data = preloaded();
  if (!data || data.menu === undefined) return undefined;
  const page = `/store/${encodeURIComponent(branchIdentifier)}`;
  return data.path === page || data.path === `${page}/` ? data.menu : undefined;
}

/**
 * The preloaded menu of a branch's checkout, when the first page was that checkout (the
 * server puts the shop and the menu into its HTML, so the checkout renders without waiting
 * for /api/init and the menu after its code).
 */
export function preloadedCheckoutMenu(branchIdentifier: string): MenuView | null | undefined {
  const data = preloaded();
  if (!data || data.menu === undefined) return undefined;
  const page = `/store/${encodeURIComponent(branchIdentifier)}/checkout`;
  return [page, `${page}/`, `${page}/error`, `${page}/error/`].includes(data.path)
    ? data.menu
    : undefined;
}
