/// <reference lib="webworker" />
/**
 * The storefront's service worker (/build/service-worker.js, scope /): hashed /build
 * assets from the cache first (they never change under their name), pages from the network
 * first with the cached shell as the offline fallback, and never the API (orders, prices,
 * status must be live).
 */
declare const self: ServiceWorkerGlobalScope;
/** Set by the build (rspack DefinePlugin): a new build is a new worker and a new cache. */
declare const __BUILD_ID__: string;
export {};

const CACHE = `bestellwerk-${__BUILD_ID__}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/build/service-worker.js') return;

  if (url.pathname.startsWith('/build/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
  }
});
