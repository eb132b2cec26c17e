/* global self, caches */
// The storefront's service worker, built into dist-web/sw.js by vite.config.ts, which puts the
// build's asset list in place of __SW_MANIFEST__. It keeps the app shell (index.html and the hashed
// scripts) so a page opened once, like the code to show at the till, opens again without a network.
// It never answers /api/*: account data is not cached here (the page keeps what it needs itself).

const MANIFEST = self.__SW_MANIFEST__;
const CACHE_PREFIX = 'storefront-shell-';
const CACHE = `${CACHE_PREFIX}${MANIFEST.version}`;
const SHELL = '/index.html';
// The API and the business portal's pages and files are none of this worker's business.
const PASS_THROUGH = /^\/(?:api|business|admin|portal)(?:\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...MANIFEST.assets]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS_THROUGH.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirstAsset(request));
});

/** Pages: the network's answer (kept as the shell when it is the app's HTML), else the kept shell. */
async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed assets never change: the kept copy, else the network's (kept for next time). */
async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
