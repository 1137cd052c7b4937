// The site's service worker: the site offline after one visit (sitebuild/offline.py writes
// this file at the site root with BUILD filled in; never edit a built copy).
//
// - Its scope is the folder it is served from, the site's root, whatever the sub-path (a
//   GitHub Pages project site serves it at /REPO/sw.js): every URL below is its scope + a
//   path of the build, so nothing names a host or a prefix.
// - Two caches, both versioned: "lr-site-<hash of the build's files>" for the pages and their
//   assets, "lr-runtime-<hash of _runtime/>" for Pyodide and the engine wheel, shared by every
//   game and language (a deploy that leaves the runtime alone keeps it). A new deploy writes a
//   new sw.js; the browser installs it on the next visit, it takes over at once and deletes
//   every older cache of ours.
// - A page asks (offline.js) for its group: the pages of its game in its language, the
//   language's home, their assets and the widgets; the worker fetches what is missing and
//   answers when all of it is cached.
// - Pages are fetched from the network first, assets from the cache first. A cache key is the
//   URL without its query string and fragment (cacheKey): a page of one language is never
//   answered with another language's page, and a page not cached is a network error offline,
//   never another page; a page neither online nor cached is answered, for a navigation, by
//   the site's own offline page (offlinePage: status 503, the reader's language, the games
//   saved on this device). A static site serves the same file whatever the query (a share link's
//   "?seed=..." is read by the page's script), so a link with a thousand distinct queries is
//   one cached page, not a thousand kept until the next deploy, and it opens offline too.
const BUILD = /*__LIVING_RULES_BUILD__*/ { version: "dev", runtime: { version: "dev", files: [] }, groups: {}, offline: {} };

// The worker's own global, typed for the JavaScript check (tsconfig.sw.json).
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const SCOPE = sw.registration.scope;
const SITE_CACHE = `lr-site-${BUILD.version}`;
const RUNTIME_CACHE = `lr-runtime-${BUILD.runtime.version}`;
const OURS = /^lr-(site|runtime)-/;

sw.addEventListener("install", (event) => {
  event.waitUntil(sw.skipWaiting());
});

// Every cache of ours but this deploy's two goes.
async function removeOldCaches() {
  for (const key of await caches.keys()) {
    if (OURS.test(key) && key !== SITE_CACHE && key !== RUNTIME_CACHE) await caches.delete(key);
  }
}

sw.addEventListener("activate", (event) => {
  event.waitUntil(removeOldCaches().then(() => sw.clients.claim()));
});

// A worker a newer deploy has replaced writes nothing: the newer one has deleted its caches,
// and a late write would bring one back.
function replaced() {
  const me = sw.serviceWorker;   // not in every browser: then nothing tells, and it writes
  return Boolean(me) && (me.state === "redundant"
    || (sw.registration.active !== null && sw.registration.active !== me));
}

// The key a URL is cached under: the URL without its fragment and query string.
function cacheKey(url) {
  return String(url).split("#")[0].split("?")[0];
}

// The path of a URL inside the site ("en/<game>/<page>/", no query), or null for anything
// else.
function inSite(url) {
  const clean = cacheKey(url);
  if (!clean.startsWith(SCOPE)) return null;
  return clean.slice(SCOPE.length);
}

function isPage(path, request) {
  return request.mode === "navigate" || path === "" || path.endsWith("/")
    || path.endsWith(".html");
}

async function fromNetworkFirst(request) {
  const cache = await caches.open(SITE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && !replaced()) {
      await cache.put(cacheKey(request.url), response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey(request.url));
    if (cached) return cached;
    const offline = request.mode === "navigate" ? await offlinePage(request.url) : null;
    if (offline) return offline;
    throw error;
  }
}

// The game groups ("en/<game>/") every file of which is in the site cache.
async function savedGroups() {
  const cache = await caches.open(SITE_CACHE);
  const keys = new Set((await cache.keys()).map((request) => request.url));
  return Object.keys(BUILD.groups).filter((key) => key.split("/").length === 3
    && BUILD.groups[key].files.every((path) => keys.has(SCOPE + path)));
}

// The site's offline page for a URL of a language (sitebuild/offline.py writes one per
// language): only the lines of the games saved here are kept, and of the cases that hold
// (data-when: games saved in this language, only in others, none; its home saved); its links
// resolve from the language's home (its <base>). Null for a URL of no language.
async function offlinePage(url) {
  const path = inSite(url);
  const lang = path === null ? "" : `${path.split("/")[0]}/`;
  /** @type {Record<string, string>} */
  const pages = BUILD.offline || {};
  const template = pages[lang];
  if (!template) return null;
  const saved = new Set(await savedGroups());
  const here = [...saved].some((group) => group.startsWith(lang));
  const cases = new Set([here ? "here" : saved.size ? "elsewhere" : "none"]);
  if (await (await caches.open(SITE_CACHE)).match(SCOPE + lang)) cases.add("home");
  const body = template.split("\n").filter((line) => {
    const group = /data-group="([^"]+)"/.exec(line);
    const when = /data-when="([^"]+)"/.exec(line);
    return (group === null || saved.has(group[1])) && (when === null || cases.has(when[1]));
  }).join("\n").replace("__LIVING_RULES_BASE__", SCOPE + lang);
  return new Response(body, {
    status: 503, statusText: "Offline",
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

async function fromCacheFirst(request, name) {
  const cache = await caches.open(name);
  const cached = await cache.match(cacheKey(request.url));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic" && response.status === 200 && !replaced()) {
    await cache.put(cacheKey(request.url), response.clone());
  }
  return response;
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const path = inSite(request.url);
  if (path === null || path === "sw.js") return;
  if (path.startsWith("_runtime/")) {
    event.respondWith(fromCacheFirst(request, RUNTIME_CACHE));
  } else if (isPage(path, request)) {
    event.respondWith(fromNetworkFirst(request));
  } else {
    event.respondWith(fromCacheFirst(request, SITE_CACHE));
  }
});

// The group of a page: the longest group key its path starts with ("en/<game>/", "en/").
function groupOf(path) {
  let best = null;
  for (const key of Object.keys(BUILD.groups)) {
    if (path.startsWith(key) && (best === null || key.length > best.length)) best = key;
  }
  return best;
}

// Fetch into `name` every path not cached yet; the bytes of the group, cached or not.
async function fill(name, paths) {
  const cache = await caches.open(name);
  const missing = [];
  for (const path of paths) {
    if (!(await cache.match(SCOPE + path))) missing.push(path);
  }
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const url = SCOPE + missing[next++];
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      if (replaced()) throw new Error("replaced by a newer deploy");
      await cache.put(url, response);
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return missing.length;
}

async function cacheGroup(url) {
  const path = inSite(url);
  const group = path === null ? null : groupOf(path);
  if (group === null || replaced()) return { ok: false, group };
  // again: a request the replaced worker was still answering may have written after the
  // activation's clean-up
  await removeOldCaches();
  const fetched = await fill(SITE_CACHE, BUILD.groups[group].files)
    + await fill(RUNTIME_CACHE, BUILD.runtime.files);
  return { ok: true, group, fetched, bytes: BUILD.groups[group].bytes + BUILD.runtime.bytes,
           version: BUILD.version };
}

sw.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "saved-groups") {
    // offline.js dims, while offline, the links to the games not saved
    event.waitUntil(savedGroups().then((saved) => event.source && event.source.postMessage({
      type: "saved-groups", scope: SCOPE, saved,
      games: Object.keys(BUILD.groups).filter((key) => key.split("/").length === 3) })));
    return;
  }
  if (data.type !== "cache-group") return;
  const answer = cacheGroup(data.url)
    .catch((error) => ({ ok: false, error: String(error) }))
    .then((result) => event.source && event.source.postMessage(
      { type: "group-cached", url: data.url, ...result }));
  event.waitUntil(answer);
});
