// Registers the site's service worker (sitebuild/static/sw.js, served at the site's root) and
// tells the reader, in the page's language, when this page's game is available offline.
// While offline, the links (left bar, home page cards) to games not saved on this device are
// dimmed and say so to screen readers (the words in the left bar's data-lr-unsaved).
// Loaded by every page (extra_javascript): a file, not an inline script, under the pages'
// Content-Security-Policy. The worker's URL is derived from this script's own URL
// (<root>/<lang>/assets/offline/offline.js), so the site works at / and under /REPO/ alike.
(() => {
  if (!("serviceWorker" in navigator) || !document.currentScript) return;
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const workerUrl = new URL("../../../sw.js", script.src);
  const registered = navigator.serviceWorker.register(workerUrl.href)
    .then(() => navigator.serviceWorker.ready)
    .catch(() => null);

  // The notice (overrides/main.html) holds its two sentences in data attributes.
  function show(state, version = "") {
    const notice = /** @type {HTMLElement | null} */ (document.querySelector(".lr-offline"));
    if (!notice) return;
    notice.dataset.state = state;
    notice.dataset.version = version;   // the deploy whose caches hold the page's game
    notice.textContent = notice.dataset[state] || "";
    notice.hidden = !notice.textContent;
  }

  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type !== "group-cached" || data.url !== location.href.split("#")[0]) return;
    // A new deploy's worker took over while the old one was still answering: the old one's
    // late answer (its version) must not overwrite the new one's.
    const controller = navigator.serviceWorker.controller;
    if (controller && event.source && event.source !== controller) return;
    show(data.ok ? "ready" : "failed", data.version || "");
  });
  navigator.serviceWorker.startMessages();

  // The worker to ask: the one that controls the page, the only one whose answers are kept
  // (above); before any does (a first visit, until the worker claims the page), the
  // registration's active one. Not the registration's active one always: when a new deploy's
  // worker takes over, the browser updates the page's controller and the registration's
  // attributes by separate messages, and the page may hear "controllerchange" while
  // `registration.active` still names the replaced worker. Asked, that one answers nothing
  // the page keeps, and the notice stayed on "saving" (a 90 s timeout of the deploy test).
  function worker(registration) {
    return navigator.serviceWorker.controller || registration.active;
  }

  async function ask() {
    if (!document.querySelector(".lr-offline")) return;
    const registration = await registered;
    const target = registration && worker(registration);
    if (!target) return;
    show("saving");
    target.postMessage({ type: "cache-group", url: location.href.split("#")[0] });
  }

  // Offline: mark each link into a game the worker has not saved; online again: unmark.
  const LINKS = ".md-nav a[href], .lr-games a[href]";
  function unmark() {
    for (const link of document.querySelectorAll(".lr-unsaved")) link.classList.remove("lr-unsaved");
    for (const note of document.querySelectorAll(".lr-unsaved-note")) note.remove();
  }
  function mark(scope, saved, games) {
    unmark();
    const words = /** @type {HTMLElement | null} */ (document.querySelector("[data-lr-unsaved]"));
    for (const node of document.querySelectorAll(LINKS)) {
      const link = /** @type {HTMLAnchorElement} */ (node);
      const url = link.href.split("#")[0].split("?")[0];
      if (!url.startsWith(scope)) continue;
      const path = url.slice(scope.length);
      const game = games.find((key) => path.startsWith(key));
      if (!game || saved.includes(game)) continue;
      link.classList.add("lr-unsaved");
      if (words && words.dataset.lrUnsaved) {
        const note = document.createElement("span");
        note.className = "lr-unsaved-note md-visually-hidden";
        note.textContent = ` ${words.dataset.lrUnsaved}`;
        link.append(note);
      }
    }
  }
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type !== "saved-groups" || navigator.onLine) return;
    mark(String(data.scope), data.saved || [], data.games || []);
  });
  async function dim() {
    if (navigator.onLine) { unmark(); return; }
    const registration = await registered;
    const target = registration && worker(registration);
    if (target) target.postMessage({ type: "saved-groups" });
  }
  window.addEventListener("offline", () => { dim(); });
  window.addEventListener("online", () => { dim(); });

  // a new deploy's worker takes over (it claims open pages): it saves the page's game anew
  navigator.serviceWorker.addEventListener("controllerchange", () => { ask(); });

  // material's instant navigation swaps pages without reloading this script
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => { ask(); dim(); });
  } else {
    ask();
    dim();
  }
})();
