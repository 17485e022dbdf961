// The offline cache (a template: scripts/service-worker.sh fills in the version and the build's
// files). The app's files are fetched once, on the first visit, and served from the cache
// from then on, so the site works offline from whatever folder it is hosted in. A new build
// installs beside the old one and takes over only once every tab of the old one is closed: a
// lesson in progress is never reloaded under the teacher's feet.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `nqueens-lab-${VERSION}`;

// Each file from the network, past the browser's HTTP cache: a new cache must never keep an old
// file whose name did not change (the worker's loader, the page) beside the new build's.
self.addEventListener('install', (event) => {
  const fresh = FILES.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(fresh)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => name.startsWith('nqueens-lab-') && name !== CACHE).map((name) => caches.delete(name))),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page address carries the view in its query string: every one is the same index.html.
  const options = request.mode === 'navigate' ? { ignoreSearch: true } : {};
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, options).then((cached) => cached ?? fetch(request)),
    ),
  );
});
