/**
 * The booking pages' service worker (ADR 0077, 0081). Registered by the booking detail page and
 * the booking history page only, each with its own scope (/booking-detail/, /bookinghistory and
 * their /my/ twins), so no other page is ever controlled. It keeps the page's shell (its HTML and the code, fonts and images it loaded) so
 * the page opens with no connection; the booking itself and its e-ticket are kept by the app,
 * per user, and signing out deletes them. Calls to the API are never touched here: they go to
 * the network as if there were no worker.
 */

/** This version's cache of the page's shell; older ones are deleted on activation. */
const SHELL = "booking-shell-v1";
const SHELL_PREFIX = "booking-shell-";
/** A booking detail page, in English or Myanmar. */
const DETAIL = /^(\/my)?\/booking-detail\/[^/]+\/?$/;
/** The booking history page, in English or Myanmar: offline it lists the bookings kept (ADR 0081). */
const HISTORY = /^(\/my)?\/bookinghistory\/?$/;
/** The pages whose shell is kept. */
const isKeptPage = (pathname) => DETAIL.test(pathname) || HISTORY.test(pathname);
/** Files whose name carries their content's hash: never change, so served from the cache first. */
const HASHED = /^\/_assets\//;

/** The one cache key of a page's HTML per language: the detail page is the same for every booking. */
function pageKey(pathname) {
  const page = HISTORY.test(pathname) ? "/bookinghistory" : "/booking-detail/";
  return `${self.location.origin}${pathname.startsWith("/my/") ? "/my" : ""}${page}`;
}

/** Same-origin GETs that are not API calls: the only requests this worker answers. */
function isShellRequest(request, url) {
  return (
    request.method === "GET" && url.origin === self.location.origin && !url.pathname.startsWith("/apis/")
  );
}

async function store(key, response) {
  if (!response.ok || response.type !== "basic") return;
  const cache = await caches.open(SHELL);
  await cache.put(key, response);
}

/** The network's answer (kept for next time), or, with no connection, the kept one. */
async function networkFirst(request, key) {
  try {
    const response = await fetch(request);
    await store(key, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: SHELL });
    if (kept) return kept;
    throw error;
  }
}

/** The kept copy of a hashed file, else the network's (kept for next time). */
async function cacheFirst(request) {
  const kept = await caches.match(request, { cacheName: SHELL });
  if (kept) return kept;
  const response = await fetch(request);
  await store(request, response.clone());
  return response;
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_PREFIX) && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (!isShellRequest(request, url)) return;
  if (request.mode === "navigate") {
    if (isKeptPage(url.pathname)) event.respondWith(networkFirst(request, pageKey(url.pathname)));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request, request));
});

/** The list of files each page loaded, per language, kept beside them: what the shell still needs. */
function listKey(pathname) {
  return `${pageKey(pathname)}?files`;
}

/**
 * The page's first visit happens before this worker controls it: the page then sends what it
 * loaded ({ page, files }), and the worker keeps them, dropping hashed files neither language's
 * page uses any more (an older build's).
 */
async function keepShell(page, sent) {
  const pageUrl = new URL(page, self.location.origin);
  if (!isKeptPage(pageUrl.pathname)) return;
  const files = sent
    .filter((file) => typeof file === "string")
    .map((file) => new URL(file, self.location.origin))
    .filter((url) => isShellRequest({ method: "GET" }, url))
    .map((url) => url.href);
  const cache = await caches.open(SHELL);
  await cache.put(listKey(pageUrl.pathname), new Response(JSON.stringify(files)));
  const wanted = new Set(files);
  for (const other of [
    "/booking-detail/x",
    "/my/booking-detail/x",
    "/bookinghistory",
    "/my/bookinghistory",
  ]) {
    const list = await cache.match(listKey(other));
    for (const file of list ? await list.json() : []) wanted.add(file);
  }
  // A list without the page's hashed code (the browser's record of loaded files was full or
  // cleared) says nothing about what is stale: nothing is dropped on its word.
  const complete = files.some((file) => HASHED.test(new URL(file).pathname));
  for (const request of complete ? await cache.keys() : []) {
    if (HASHED.test(new URL(request.url).pathname) && !wanted.has(request.url)) await cache.delete(request);
  }
  try {
    await store(pageKey(pageUrl.pathname), await fetch(pageUrl.href));
    for (const file of files) {
      if (!(await cache.match(file))) await store(file, await fetch(file));
    }
  } catch {
    // No connection now: kept on the next visit.
  }
}

self.addEventListener("message", (event) => {
  const { data } = event;
  if (data?.type === "keep-shell" && typeof data.page === "string" && Array.isArray(data.files)) {
    event.waitUntil(keepShell(data.page, data.files));
  }
});
