// Why a control cannot apply, where the eye is (issue 22, review 37 B2): a control that
// cannot apply (aria-disabled, described by its reason: livewidgets.controls.unable) shows
// its reason on screen while a mouse is over it or the keyboard is on it; a tap shows it as
// a message (live.js). Greyed and silent, it told a sighted reader nothing before a press.
// The tip is for the eye only: a screen reader already reads the reason as the control's
// description, so the tip is aria-hidden.

import { el } from "./text.js";

const UNABLE = '[aria-disabled="true"][aria-describedby]';
/** What a reader presses or looks at, whole (with the leaves that hold words). */
const SEEN = "button, input, select, summary, svg, img";

/**
 * The reason of a control that cannot apply: the text of what describes it ("" if none).
 * @param {Element} control
 */
export function reasonOf(control) {
  return (control.getAttribute("aria-describedby") || "").split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
}

/**
 * Show the reason of each unable control of `body` next to it on hover and keyboard focus.
 * The tip lives in `body`: a redraw of the widget takes it away with the control.
 * @param {HTMLElement} body
 */
export function showReasons(body) {
  /** @type {HTMLElement | null} */
  let tip = null;
  /** @type {Element | null} */
  let shownFor = null;
  const hide = () => {
    tip?.remove();
    tip = shownFor = null;
  };
  /** @param {Element} control */
  const show = (control) => {
    const text = reasonOf(control);
    if (control === shownFor && tip?.isConnected) return;
    hide();
    if (!text) return;
    tip = el("div", { class: "lr-tip", "aria-hidden": "true" }, text);
    body.append(tip);
    shownFor = control;
    // beside the control, above or under it: where it hides the least of the widget's words
    // and controls (review 38: under it, it hid the next row of an editor), inside the window
    const at = control.getBoundingClientRect();
    const [w, h] = [tip.offsetWidth, tip.offsetHeight];
    /** @param {number} x @param {number} y */
    const inside = (x, y) => new DOMRect(Math.max(4, Math.min(x, innerWidth - w - 4)),
      Math.max(4, Math.min(y, innerHeight - h - 4)), w, h);
    const seen = [...body.querySelectorAll("*")].filter((node) => node !== tip
      && !node.contains(control) && !control.contains(node)
      && (node.matches(SEEN) || (!node.childElementCount && node.textContent.trim()))
      && node.checkVisibility({ visibilityProperty: true }))
      .map((node) => node.getBoundingClientRect());
    /** @param {DOMRect} r the area of `seen` the tip would hide there */
    const hides = (r) => seen.reduce((sum, s) => sum
      + Math.max(0, Math.min(r.right, s.right) - Math.max(r.left, s.left))
      * Math.max(0, Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top)), 0);
    const best = [inside(at.right + 4, at.top), inside(at.left, at.top - h - 4),
      inside(at.left, at.bottom + 4), inside(at.left - w - 4, at.top)]
      .reduce((a, b) => (hides(b) < hides(a) ? b : a));
    const frame = (tip.offsetParent ?? document.documentElement).getBoundingClientRect();
    tip.style.left = `${best.left - frame.left}px`;
    tip.style.top = `${best.top - frame.top}px`;
  };
  /** @param {Event} event */
  const unableAt = (event) => /** @type {Element} */ (event.target).closest?.(UNABLE);
  body.addEventListener("pointerover", (event) => {
    const control = event.pointerType === "mouse" ? unableAt(event) : null;
    if (control) show(control);
  });
  body.addEventListener("pointerout", (event) => {
    const to = /** @type {Element | null} */ (event.relatedTarget);
    if (shownFor && !shownFor.matches(":focus-visible") && !shownFor.contains(to)) hide();
  });
  body.addEventListener("focusin", (event) => {
    const control = unableAt(event);
    if (control?.matches(":focus-visible")) show(control);
    else hide();
  });
  body.addEventListener("focusout", hide);
  // pressed, it says its reason as a message (live.js): not twice
  body.addEventListener("click", (event) => { if (unableAt(event)) hide(); });
}
