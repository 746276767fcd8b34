/// <reference lib="webworker" />
/**
 * The player's service worker (scope /signage/): the page and its script, the schedule,
 * the menus and every picture and video stay available when the server is not. Media are
 * served from the cache first (their URLs carry a version); the page, the script and the
 * data from the network first, the cache when the network fails.
 */
export {};
declare const self: ServiceWorkerGlobalScope;

const SHELL = 'bw-signage-shell';
const DATA = 'bw-signage-data';
const MEDIA = 'bw-signage-media';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/signage/player.js', '/signage/player.css']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function networkFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(MEDIA);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  // Event streams stay live; nothing to keep.
  if (path.endsWith('/events')) return;
  if (path.startsWith('/image/') || path.startsWith('/api/signage/videos/')) {
    event.respondWith(cacheFirst(request));
  } else if (path.startsWith('/signage/')) {
    event.respondWith(networkFirst(request, SHELL));
  } else if (/^\/api\/(signage\/.*schedule|branches\/\d+\/menus)$/.test(path)) {
    event.respondWith(networkFirst(request, DATA));
  }
});
