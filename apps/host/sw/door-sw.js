/*
 * The door app's service worker (/door-sw.js, scope /scanner): the app shell of /scanner, cached at install, so the
 * door opens with no network. The build fills DOOR_SHELL (the /scanner page, its scripts and styles, the camera
 * library) and DOOR_VERSION (a hash of that list); a new build installs a new cache and drops the old one.
 * API calls are never cached: the door app keeps its data in IndexedDB and decides itself when it is offline.
 */
/* global DOOR_SHELL, DOOR_VERSION */
const CACHE = `door-shell-${DOOR_VERSION}`;
const SHELL = DOOR_SHELL;
const PAGE = '/scanner';
// The server sends pre-compressed files with `Vary: Accept-Encoding`; what was cached fits any request for them.
const MATCH = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('door-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept for next time; the cached one when there is no network. */
async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey, MATCH);
    if (cached) return cached;
    throw error;
  }
}

/** Hashed assets never change: the cached copy when there is one. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request.url, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname === PAGE || url.pathname.startsWith(`${PAGE}/`)) {
      event.respondWith(networkFirst(request, PAGE));
    }
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
