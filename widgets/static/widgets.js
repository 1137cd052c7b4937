// Entry module of the widgets, loaded on every page.
//
// A worked example (a root with a compact player, livewidgets/layout.py) is wired at once by
// player.js: every step is already in the page, so the reader can step from the first paint,
// with no Python (data-state="ready"). Python starts only when the reader presses "Change
// this example" (prefetched when the browser is idle after the page has loaded): then the
// kind's module is imported and mounted, with the progress shown inside the player
// (data-edit="loading", then "ready" or "error").
// Any other root (the sandbox) is mounted when it comes near the viewport (or the reader
// touches it): import `./<game>/<kind>.js` (data-widget="<game>/<kind>") and call its
// `mount(root, ctx)` with
//   ctx = { lang, game, rulingLink(ruling, words), getRuntime, announce(text) }
// `ctx.rulingLink` is a link to a ruling on the game's page of rulings, in the page's language.
// `ctx.getRuntime()` starts the page's one Pyodide and shows a determinate progress bar in the
// root while it downloads. When `mount` resolves the root gets data-state="ready"; if it
// fails, data-state="error" and a visible message (the static worked example stays).
// A root marked data-static-only (the assumptions tables) never starts Python.
// Re-runs after MkDocs Material's instant navigation (document$), never mounting a root twice.

import { answerInSight } from "./calcplace.js";
import { holdHeight, keepPictureInPlace, wirePlayer } from "./player.js";
import { getRuntime, warmUp } from "./runtime.js";
import { el, fill, readJSON } from "./text.js";

const mounted = new WeakSet();
const KIND = /^[a-z][a-z0-9]*\/[a-z][a-z-]*$/;
// This module is <language root>/assets/widgets/static/widgets.js: assets/widgets/ is laid out
// as the source folder widgets/ (sitebuild/widgetpaths.py), so the relative imports below, and
// the games' imports of these files, resolve the same way in the source tree and on the site.
const LANGUAGE_ROOT = new URL("../../../", import.meta.url);

const SCRIPT = /^[a-z][a-z-]*$/;

// A widget's page side (livewidgets/contract.py): the game's own script when the fence names
// one (data-script, in the game's folder); else none for a static-only kind, or the shared
// live player.
async function kindModule(root) {
  if (!KIND.test(root.dataset.widget)) throw new Error(`unknown widget ${root.dataset.widget}`);
  const { script } = root.dataset;
  if (script) {
    if (!SCRIPT.test(script)) throw new Error(`unknown script ${script}`);
    return import(`../livewidgets/${root.dataset.widget.split("/")[0]}/static/${script}.js`);
  }
  if ("staticOnly" in root.dataset) return { mount: async () => {} };
  const { mountLive } = await import("./live.js");
  return { mount: mountLive };
}

// "3.1 MB", "3,1 Mo": the number as the page's language writes it, the unit from the catalogue.
function megabytes(bytes, lang, ui) {
  const n = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(bytes / 1e6);
  return fill(ui.megabytes || "{n} MB", { n });
}

function child(root, className, tag = "div") {
  const node = root.querySelector(`:scope > .${className}`) ?? el(tag, { class: className });
  if (!node.isConnected) root.append(node);
  return node;
}

// Where the loading progress goes: inside the player when there is one (where the reader
// looks), else at the end of the root. Looked up each time: an edit redraws the player.
function statusOf(root) {
  return root.querySelector(".lr-player .lr-status") ?? child(root, "lr-status");
}

function announcer(root) {
  const live = child(root, "lr-announce", "p");
  live.setAttribute("aria-live", "polite");
  return (text) => { live.textContent = text; };
}

function context(root) {
  const lang = root.dataset.lang || document.documentElement.lang || "en";
  const ui = readJSON(root.dataset.ui);
  const announce = announcer(root);

  function showProgress({ loaded, total }) {
    const status = statusOf(root);
    let bar = status.querySelector("progress");
    let label = status.querySelector(".lr-progress-label");
    if (!bar) {
      const id = `lr-progress-${Math.random().toString(36).slice(2)}`;
      label = el("span", { class: "lr-progress-label", id });
      bar = el("progress", { "aria-labelledby": id });
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
    rulingLink(ruling, words) {
      const href = new URL(`${game}/rulings/#${ruling}`, LANGUAGE_ROOT).href;
      return el("a", { href, "data-ruling": ruling }, words);
    },
    announce,
    async getRuntime() {
      const rt = await getRuntime(showProgress);
      statusOf(root).replaceChildren();
      return rt;
    },
  };
}

function fail(root, error, field = "state") {
  root.dataset[field] = "error";
  const ui = readJSON(root.dataset.ui);
  statusOf(root).replaceChildren(el("p", { class: "lr-error", role: "alert" },
    fill(ui.start_error || "{error}", { error: error?.message || String(error) })));
}

// "Change this example": the kind's live module, with Python. Pressed again once live, it
// shows or hides the controls (the live module owns that from then on).
async function startEditing(root, button) {
  if (mounted.has(root)) return;
  mounted.add(root);
  const kind = root.dataset.widget;
  holdHeight(root, { press: true });
  root.dataset.edit = "loading";
  button?.setAttribute("aria-busy", "true");
  // the controls' place opens at once: the example's picture stays where the reader saw it
  let release = () => {};
  keepPictureInPlace(root, () => { release = holdControlsPlace(root); });
  holdHeight(root);
  try {
    await (await kindModule(root)).mount(root, context(root));
    root.dataset.edit = "ready";
    performance.mark(`lr-live:${kind}`);
  } catch (error) {
    mounted.delete(root);
    release();   // the example back in the page, the message where the progress was
    fail(root, error, "edit");
  } finally {
    root.querySelector(".lr-change")?.removeAttribute("aria-busy");
  }
}

// While Python loads, the progress stands where the controls will: in an empty controls box
// right under "Change this example" (widgets.css lays it out as the open editor, beside the
// picture on a laptop, a sheet on a phone), so the example takes its final size at the press
// and does not grow past the window, then jump, when the controls arrive (issue 22). The
// live view's markup replaces it; if Python fails, the returned function puts the progress's
// box back in place of the empty controls.
function holdControlsPlace(root) {
  const bar = root.querySelector(".lr-static .lr-change")?.closest(".lr-bar");
  const status = statusOf(root);
  if (!bar || !status.closest(".lr-player") || bar.nextElementSibling?.matches(".lr-controls")) {
    return () => {};
  }
  const place = el("div", { class: "lr-controls" }, status);
  bar.after(place);
  return () => { if (place.isConnected) place.replaceWith(status); };
}

// A worked example: steppable now, editable on demand. False for any other root.
const wired = new WeakSet();
function wireExample(root) {
  if (wired.has(root)) return true;
  const stepped = wirePlayer(root, announcer(root));
  if (!stepped && !root.querySelector(".lr-change")) return false;
  wired.add(root);
  root.dataset.state = "ready";
  performance.mark(`lr-ready:${root.dataset.widget}`);   // read by sitebuild/bench/widgets.py
  root.addEventListener("click", (event) => {
    const button = event.target.closest?.(".lr-change");
    // pressed from the keyboard (a click without a pointer: detail 0), the live editor puts
    // the focus on its first control, where its controls open (live.js)
    if (button && !mounted.has(root)) {
      root.dataset.openedBy = event.detail === 0 ? "keys" : "pointer";
      startEditing(root, button);
    }
  });
  return true;
}

// Prefetch Python once the page has loaded and the browser is idle: a reader who changes an
// example then waits less. Nothing on the page waits for it.
let prefetching = false;
function prefetchWhenIdle() {
  if (prefetching) return;
  prefetching = true;
  const idle = () => (window.requestIdleCallback
    ? requestIdleCallback(() => warmUp(), { timeout: 5000 }) : setTimeout(warmUp, 2000));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

// Material's "Back to top" button floats over the bottom of the screen: hidden while a
// widget is in view (widgets.css reads the attribute), so it never covers one.
const inView = new Set();
const coverWatch = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) inView.add(entry.target);
    else inView.delete(entry.target);
  }
  for (const root of inView) if (!root.isConnected) inView.delete(root);
  document.documentElement.toggleAttribute("data-lr-widget-in-view", inView.size > 0);
});

async function activate(root) {
  if (mounted.has(root)) return;
  mounted.add(root);
  observer.unobserve(root);
  const kind = root.dataset.widget;
  root.dataset.state = "loading";
  // Python starts downloading now, while the widget's own module loads.
  if (!("staticOnly" in root.dataset)) warmUp();
  try {
    await (await kindModule(root)).mount(root, context(root));
    // a calculator (its answer first: calc_body) reads out its answer and keeps it in sight
    if (root.querySelector(".lr-live > .lr-answer")) answerInSight(root, announcer(root));
    if (root.dataset.state === "loading") root.dataset.state = "ready";
    performance.mark(`lr-ready:${kind}`);   // read by sitebuild/bench/widgets.py
  } catch (error) {
    fail(root, error);
  }
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) activate(entry.target);
  }
}, { rootMargin: "600px 0px" });

// A live widget on the first screens: start Python now, before the observer's first frame.
function warmUpIfNear(root) {
  if ("staticOnly" in root.dataset) return;
  const { top, bottom } = root.getBoundingClientRect();
  if (top < 2 * innerHeight && bottom > -innerHeight) warmUp();
}

function init() {
  coverWatch.disconnect();   // the roots of the page before an instant navigation
  inView.clear();
  document.documentElement.removeAttribute("data-lr-widget-in-view");
  for (const root of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll("[data-widget]"))) {
    coverWatch.observe(root);
    if (mounted.has(root) || wired.has(root)) continue;
    if (!("staticOnly" in root.dataset) && wireExample(root)) {
      prefetchWhenIdle();
      continue;
    }
    warmUpIfNear(root);
    observer.observe(root);
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
