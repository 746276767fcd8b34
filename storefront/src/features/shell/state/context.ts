/**
 * storefront.md §2: routes carry a context. A kiosk opens the shop once with
 * `?context=self-service`; the tab keeps that context (screensaver on, consent and install
 * prompts off) until it is closed.
 */
const KEY = 'bestellwerk.context';

export type RouteContext = 'default' | 'self-service';

export function routeContext(
  search: string = typeof location === 'undefined' ? '' : location.search,
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
): RouteContext {
  const asked = new URLSearchParams(search).get('context');
  if (asked === 'self-service' || asked === 'default') {
    storage?.setItem(KEY, asked);
    return asked;
  }
  return storage?.getItem(KEY) === 'self-service' ? 'self-service' : 'default';
}
