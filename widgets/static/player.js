// The compact player of every game's worked examples (markup: livewidgets/layout.py).
//
// Every frame (the board after a step, with its sentence as the caption) is already in the
// page, stacked in one place: stepping shows another frame, so it needs no Python and the
// player keeps its height. Start / Back / Play / Next, the folded list of steps and the arrow
// keys (Home/End too) step; focus never moves (an impossible button is aria-disabled, not
// disabled, so it keeps the focus); the caption is announced through the widget's live region.
// What moved between two frames slides from where it was (a FLIP animation of the elements
// with the same `data-flip` identity, about 250 ms; `data-flip-from` names the element it
// comes from), and what a step marked (`data-mark`) or an arrow (`.lr-arrow`) fades in; nothing moves when the reader prefers reduced
// motion. The markup may be redrawn (an edit): everything is looked up at each event.
import { keepInPlace } from "./calcplace.js";
import { fill, readJSON } from "./text.js";

const KEYS = { ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last" };
const TYPING = /^(INPUT|TEXTAREA|SELECT)$/;
const DURATION = 250;
const PLAY_EVERY = 1400;

export const reduced = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

function words(player) {
  return readJSON(player.querySelector(".lr-stepper")?.dataset.words);
}

/** Where each element with a `data-flip` identity is inside `frame` (for slideFrom): on the
 * screen, or with `relative` from the frame's own corner, so that a frame which itself moves
 * on the page (a line shown above a redrawn board) moves nothing inside it. */
export function flipRects(frame, { relative = false } = {}) {
  const found = new Map();
  const corner = relative ? frame.getBoundingClientRect() : { left: 0, top: 0 };
  for (const element of frame.querySelectorAll("[data-flip]")) {
    const box = element.getBoundingClientRect();
    found.set(element.dataset.flip, { left: box.left - corner.left, top: box.top - corner.top });
  }
  return found;
}

// Where an element was: in the worked examples, its `data-flip-from` origin comes first (a card
// dealt from the deck's top); on a redrawn board (`preferOwn`: the sandbox) an element that was already
// drawn (its own identity found) stays where it was, and only one new to the board comes from
// its `data-flip-from` origin (a card out of a hidden hand, from its player's seat).
function fromWhere(before, element, preferOwn) {
  const own = element.dataset.flip && before.get(element.dataset.flip);
  const origin = element.dataset.flipFrom && before.get(element.dataset.flipFrom);
  return preferOwn ? own || origin : origin || own;
}

/** Slide every element of `to` with a `data-flip` identity (or `data-flip-from`) from where
 * `before` (flipRects of the old drawing) had it; fade in what is marked. The same motion
 * serves a redrawn board (the sandbox: capture, redraw, slide; `redrawn` true), where cards
 * new together leave `stagger` ms apart (their `data-flip-order`); `relative` as flipRects. */
export function slideFrom(before, to, { redrawn = false, stagger = 0, relative = false } = {}) {
  if (reduced() || !to.animate) return;
  // `relative`: `before` was measured from the frame's corner (flipRects), and so is `now`
  const corner = relative ? to.getBoundingClientRect() : { left: 0, top: 0 };
  for (const element of to.querySelectorAll("[data-flip], [data-flip-from]")) {
    const origin = fromWhere(before, element, redrawn);
    if (!origin) continue;
    const now = element.getBoundingClientRect();
    const dx = origin.left - (now.left - corner.left);
    const dy = origin.top - (now.top - corner.top);
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    // Cards that arrived together (several bots' moves at once) leave one after the other,
    // in the order the drawing gives them (data-flip-order), and show at their start until
    // then (fill backwards).
    const delay = stagger * (Number(element.dataset.flipOrder) || 0);
    element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
      { duration: DURATION, easing: "ease-out", delay, fill: "backwards" });
  }
  const options = { duration: DURATION, easing: "ease-out" };
  for (const element of to.querySelectorAll("[data-mark], .lr-arrow")) {
    element.animate([{ opacity: 0.15 }, { opacity: 1 }], options);
  }
}

/** Show frame `index` of the root's player (clamped); `announce(text)` hears the caption. */
export function showFrame(root, index, { announce = null, animated = true } = {}) {
  const player = root.querySelector(".lr-player");
  if (!player) return -1;
  const frames = [...player.querySelectorAll(".lr-frame")];
  if (!frames.length) return -1;
  const last = frames.length - 1;
  const current = Math.max(0, Math.min(index, last));
  const previous = frames.find((f) => "shown" in f.dataset);
  // a control of the frame being hidden (an edit on the board) would lose the focus to the
  // page: it goes to the player's Next button instead, which the reader is stepping with
  const lost = previous && previous !== frames[current] && previous.contains(document.activeElement);
  frames.forEach((frame, i) => frame.toggleAttribute("data-shown", i === current));
  if (lost) player.querySelector('[data-step-to="next"]')?.focus({ preventScroll: true });
  player.dataset.current = String(current);
  for (const item of player.querySelectorAll(".lr-steps > li")) {
    if (Number(item.dataset.step) === current) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  }
  const w = words(player);
  const count = player.querySelector(".lr-step-count");
  if (count) {
    count.textContent = current === 0 ? fill(w.start || "", { total: last })
      : fill(w.count || "{n} / {total}", { n: current, total: last });
  }
  for (const button of player.querySelectorAll("[data-step-to]")) {
    const where = button.dataset.stepTo;
    const stuck = (current === 0 && ["first", "prev"].includes(where))
      || (current === last && ["next", "last", "play"].includes(where) && !timers.has(player));
    button.setAttribute("aria-disabled", String(stuck));
  }
  // what moved slides from its place in the frame shown before; what is new fades in
  if (animated && previous && previous !== frames[current]) {
    slideFrom(flipRects(previous), frames[current]);
  }
  if (announce && previous !== frames[current]) {
    announce(frames[current].querySelector(".lr-caption")?.textContent ?? "");
  }
  return current;
}

const timers = new WeakMap(); // the players playing, each with its interval

// "Play" pressed (it then says "Pause") or not
function pressPlay(player, pressed) {
  const button = player.querySelector('[data-step-to="play"]');
  if (!button) return;
  button.setAttribute("aria-pressed", String(pressed));
  button.textContent = words(player)[pressed ? "pause" : "play"] || button.textContent;
}

function stop(player) {
  clearInterval(timers.get(player));
  timers.delete(player);
  pressPlay(player, false);
}

function play(root, player, announce) {
  const last = player.querySelectorAll(".lr-frame").length - 1;
  if (Number(player.dataset.current) >= last) showFrame(root, 0, { announce });
  pressPlay(player, true);
  timers.set(player, setInterval(() => {
    const now = root.querySelector(".lr-player");
    if (now !== player) { stop(player); return; }
    const next = Number(player.dataset.current) + 1;
    if (next > last) { stop(player); showFrame(root, last); return; }
    showFrame(root, next, { announce });
    if (next === last) { stop(player); showFrame(root, last, { animated: false }); }
  }, PLAY_EVERY));
}

/** Step the root's player: "first", "prev", "next", "last" or "play" (toggles). */
export function step(root, where, announce) {
  const player = root.querySelector(".lr-player");
  if (!player) return;
  if (where === "play") {
    if (timers.has(player)) stop(player);
    else play(root, player, announce);
    showFrame(root, Number(player.dataset.current), { animated: false });
    return;
  }
  stop(player);
  const current = Number(player.dataset.current) || 0;
  const last = player.querySelectorAll(".lr-frame").length - 1;
  const index = { first: 0, prev: current - 1, next: current + 1, last }[where];
  if (index === undefined || index < 0 || index > last || index === current) return;
  showFrame(root, index, { announce });
}

/**
 * Wire the player(s) of a widget root once: clicks on [data-step-to] and [data-goto], the
 * arrow keys anywhere in the widget (not while typing). Returns true if the root has one.
 */
export function wirePlayer(root, announce) {
  if (!root.querySelector(".lr-player .lr-frame")) return false;
  if (root.dataset.player === "on") return true;
  root.dataset.player = "on";
  showFrame(root, Number(root.querySelector(".lr-player").dataset.current) || 0, { animated: false });
  root.addEventListener("click", (event) => {
    const control = event.target.closest?.("[data-step-to], [data-goto]");
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    if (control.dataset.stepTo) step(root, control.dataset.stepTo, announce);
    else {
      stop(root.querySelector(".lr-player"));
      showFrame(root, Number(control.dataset.goto), { announce });
    }
  });
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || TYPING.test(event.target.tagName)) return;
    if (!KEYS[event.key] || event.defaultPrevented) return;
    if (event.target.closest?.("details.lr-all-steps summary")) return;
    event.preventDefault();
    step(root, KEYS[event.key], announce);
  });
  return true;
}

const heldHeights = new WeakMap();

// From the press of "Change this example" (widgets.js) the example keeps the height it had in
// the page (review 35 B3, review 37 B5: its editor opening, an edit drawing a row more or no
// "Outcome", the editor closed again moved the text under it): its picture (the stacked
// frames; a view without steps: the whole body) takes the room the rest leaves, and scrolls
// inside itself when an edit draws it taller (then Tab reaches it, to scroll it from the keys).
// A phone's sheet lies over the page and scrolls
// itself: nothing is held in it.
export function holdHeight(root, { press = false } = {}) {
  if (press) heldHeights.set(root, /** @type {HTMLElement} */ (root).offsetHeight);
  const frames = /** @type {HTMLElement | null} */ (
    root.querySelector(".lr-frames") ?? root.querySelector(".lr-body"));
  const held = heldHeights.get(root);
  if (!frames || !held) return;
  frames.style.height = frames.style.overflowY = "";
  frames.removeAttribute("tabindex");
  const drawn = frames.offsetHeight;
  // measured again: the controls beside the picture may hold some of the example's height
  for (let i = 0; i < 3 && !isSheet(root); i++) {
    const excess = root.offsetHeight - held;
    if (Math.abs(excess) < 1) break;
    frames.style.height = `${Math.max(0, frames.offsetHeight - excess)}px`;
  }
  if (frames.offsetHeight >= drawn) return;
  frames.style.overflowY = "auto";
  frames.tabIndex = 0;
}

// The example's picture stays where the reader saw it while `change` lays the page out anew:
// its editor opening or closing takes the example out of its column beside the prose, and
// back (widgets.css), so the page scrolls by what the picture moved. A sheet over the screen
// (a phone's editor) is no place in the page: nothing to keep.
export function keepPictureInPlace(root, change) {
  const picture = root.querySelector(".lr-frames") ?? root;
  const was = isSheet(root) ? null : picture.getBoundingClientRect().top;
  change();
  if (was !== null && !isSheet(root) && picture.isConnected) keepInPlace(picture, was);
}

// Whether the open editor is a sheet over the whole screen (a phone): widgets.css's rule, its
// width and its selector, read from the page's state rather than the widget's style. Every
// widget is a container (container-type), so asking its style right after Python redrew it
// laid the page out once more: about a tenth of an edit's work in the browser (issue 19).
const NARROW = "(max-width: 44.9375em)";
const OPEN_EDITOR = ":scope > .lr-body > :is(.lr-live, .lr-static) > .lr-player "
  + ".lr-controls:not([hidden])";
export function isSheet(root) {
  return window.matchMedia(NARROW).matches && root.querySelector(OPEN_EDITOR) !== null;
}
