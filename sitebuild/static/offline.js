// Registers the site's service worker (sitebuild/static/sw.js, served at the site's root) and
// tells the reader, in the page's language, when this page's game is available offline.
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
    show(data.ok ? "ready" : "failed", data.version || "");
  });
  navigator.serviceWorker.startMessages();

  async function ask() {
    if (!document.querySelector(".lr-offline")) return;
    const registration = await registered;
    if (!registration || !registration.active) return;
    show("saving");
    registration.active.postMessage({ type: "cache-group", url: location.href.split("#")[0] });
  }

  // a new deploy's worker takes over (it claims open pages): it saves the page's game anew
  navigator.serviceWorker.addEventListener("controllerchange", () => { ask(); });

  // material's instant navigation swaps pages without reloading this script
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => { ask(); });
  } else {
    ask();
  }
})();
