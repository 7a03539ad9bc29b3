// The service worker (served as /sw.js, scope /): keeps one version of the app on the
// device so that it starts and plays without its server (docs/offline.md). The server
// writes SETTINGS in when it serves the script: the version of everything kept, the URLs
// kept (the lobby and the offline table page, scripts, styles, icons, both catalogues,
// Pyodide and the bundle), and the pages that stand for every path under them.
//
// Updates: a changed file changes the version, so the browser installs the new worker
// beside the running one. The new worker fills its own cache and waits; the page offers
// "New version – reload" (register.js), and only then does it take over and delete the
// old version's cache. Until then every page keeps running the version it started with,
// whole: page, scripts, catalogues, Pyodide and the bundle always come from one version.
// Offline matches live in IndexedDB, outside the cache, and carry over.

/** @type {{version: string, precache: string[], shells: string[]}} */
const SETTINGS = /*SETTINGS*/ { version: "dev", precache: [], shells: [] } /*END*/;
const PREFIX = "maumau-";
const CACHE = PREFIX + SETTINGS.version;
const KEPT = new Set(SETTINGS.precache);

/** The worker's global scope (the DOM's types have no ServiceWorkerGlobalScope).
 * @type {any} */
const worker = self;

worker.addEventListener("install", (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // past the browser's HTTP cache: the files of this version, not an older copy
    await cache.addAll(SETTINGS.precache.map((url) => new Request(url, { cache: "reload" })));
    // everything is kept: the open pages may say that offline play is ready (register.js)
    const pages = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const page of pages) page.postMessage({ type: "kept", version: SETTINGS.version });
  })());
});

worker.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await worker.clients.claim();
  })());
});

worker.addEventListener("message", (/** @type {MessageEvent} */ event) => {
  if (event.data?.type === "skip-waiting") worker.skipWaiting();
});

/** The kept URL that answers `url`: itself, or the page that stands for its path.
 * @param {URL} url @returns {string | null} */
function keptFor(url) {
  if (KEPT.has(url.pathname + url.search)) return url.pathname + url.search;
  for (const shell of SETTINGS.shells) {
    if (shell === "/" ? url.pathname === "/" : url.pathname.startsWith(shell)) return shell;
  }
  return null;
}

worker.addEventListener("fetch", (/** @type {any} */ event) => {
  /** @type {Request} */
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const kept = keptFor(url);
  if (kept === null) return; // the API and everything else: the network, as without a worker
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const found = await cache.match(kept);
    if (found) return found;
    return fetch(request);
  })());
});
