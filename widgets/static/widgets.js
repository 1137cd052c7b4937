// Entry module of the widgets, loaded on every page.
//
// Finds every `[data-widget]` root and, when it comes near the viewport (or the reader
// touches it), imports `./<game>/<kind>.js` (data-widget="<game>/<kind>") and calls its
// `mount(root, ctx)` with
//   ctx = { lang, game, gamePage(name), getRuntime, announce(text) }
// `ctx.gamePage("rulings")` is the URL of a page of the game in the page's language.
// `ctx.getRuntime()` starts the page's one Pyodide and shows a determinate progress bar in the
// root while it downloads. When `mount` resolves the root gets data-state="ready"; if it
// fails, data-state="error" and a visible message (the static worked example stays).
// A root marked data-static-only (the assumptions tables) never starts Python.
// Re-runs after MkDocs Material's instant navigation (document$), never mounting a root twice.

import { getRuntime, warmUp } from "./runtime.js";
import { fill } from "./text.js";

const mounted = new WeakSet();
const KIND = /^[a-z][a-z0-9]*\/[a-z][a-z-]*$/;
// This module is <language root>/assets/widgets/widgets.js.
const LANGUAGE_ROOT = new URL("../../", import.meta.url);

function uiStrings(root) {
  try {
    return JSON.parse(root.dataset.ui || "{}");
  } catch {
    return {};
  }
}


// "3.1 MB", "3,1 Mo": the number as the page's language writes it, the unit from the catalogue.
function megabytes(bytes, lang, ui) {
  const n = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(bytes / 1e6);
  return fill(ui.megabytes || "{n} MB", { n });
}

function child(root, className, tag = "div") {
  let node = root.querySelector(`:scope > .${className}`);
  if (!node) {
    node = document.createElement(tag);
    node.className = className;
    root.append(node);
  }
  return node;
}

function context(root) {
  const lang = root.dataset.lang || document.documentElement.lang || "en";
  const ui = uiStrings(root);
  const status = child(root, "lr-status");
  const live = child(root, "lr-announce", "p");
  live.setAttribute("aria-live", "polite");

  function showProgress({ loaded, total }) {
    let bar = status.querySelector("progress");
    let label = status.querySelector(".lr-progress-label");
    if (!bar) {
      label = document.createElement("span");
      label.className = "lr-progress-label";
      label.id = `lr-progress-${Math.random().toString(36).slice(2)}`;
      bar = document.createElement("progress");
      bar.setAttribute("aria-labelledby", label.id);
      status.replaceChildren(label, bar);
    }
    bar.max = total;
    bar.value = loaded;
    label.textContent = fill(ui.loading || "{loaded} / {total}", {
      loaded: megabytes(loaded, lang, ui),
      total: megabytes(total, lang, ui),
    });
  }

  const game = (root.dataset.widget || "").split("/")[0];
  return {
    lang,
    game,
    gamePage(name) {
      return new URL(`${game}/${name}/`, LANGUAGE_ROOT);
    },
    announce(text) {
      live.textContent = text;
    },
    async getRuntime() {
      const rt = await getRuntime(showProgress);
      status.replaceChildren();
      return rt;
    },
  };
}

function fail(root, error) {
  root.dataset.state = "error";
  const ui = uiStrings(root);
  const message = document.createElement("p");
  message.className = "lr-error";
  message.setAttribute("role", "alert");
  message.textContent = fill(ui.start_error || "{error}", { error: error?.message || String(error) });
  child(root, "lr-status").replaceChildren(message);
}

async function activate(root) {
  if (mounted.has(root)) return;
  mounted.add(root);
  observer?.unobserve(root);
  const kind = root.dataset.widget;
  root.dataset.state = "loading";
  // Python starts downloading now, while the widget's own module loads.
  if (!("staticOnly" in root.dataset)) warmUp();
  try {
    if (!KIND.test(kind)) throw new Error(`unknown widget ${kind}`);
    const module = await import(`./${kind}.js`);
    await module.mount(root, context(root));
    if (root.dataset.state === "loading") root.dataset.state = "ready";
    performance.mark(`lr-ready:${kind}`);   // read by `python -m livewidgets.bench`
  } catch (error) {
    fail(root, error);
  }
}

const observer = "IntersectionObserver" in window
  ? new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) activate(entry.target);
    }
  }, { rootMargin: "600px 0px" })
  : null;

// A live widget on the first screens: start Python now, before the observer's first frame.
function warmUpIfNear(root) {
  if ("staticOnly" in root.dataset) return;
  const { top, bottom } = root.getBoundingClientRect();
  if (top < 2 * innerHeight && bottom > -innerHeight) warmUp();
}

function init() {
  for (const root of document.querySelectorAll("[data-widget]")) {
    if (mounted.has(root)) continue;
    warmUpIfNear(root);
    if (observer) observer.observe(root);
    else activate(root);
    // The reader reached for it before it scrolled into view (keyboard, touch).
    root.addEventListener("focusin", () => activate(root), { once: true });
    root.addEventListener("pointerdown", () => activate(root), { once: true });
  }
}

if (window.document$?.subscribe) {
  window.document$.subscribe(init);
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", init);
} else {
  init();
}

export { getRuntime, warmUp };
