// Why a control cannot apply, where the eye is (issue 22, review 37 B2): a control that
// cannot apply (aria-disabled, described by its reason: livewidgets.controls.unable) shows
// its reason on screen while a mouse is over it or the keyboard is on it; a tap shows it as
// a message (live.js). Greyed and silent, it told a sighted reader nothing before a press.
// The tip is for the eye only: a screen reader already reads the reason as the control's
// description, so the tip is aria-hidden.

const UNABLE = '[aria-disabled="true"][aria-describedby]';

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
    tip = document.createElement("div");
    tip.className = "lr-tip";
    tip.setAttribute("aria-hidden", "true");
    tip.textContent = text;
    body.append(tip);
    shownFor = control;
    // under the control (over it when the window has no room below), inside the window
    const at = control.getBoundingClientRect();
    const frame = (tip.offsetParent ?? document.documentElement).getBoundingClientRect();
    const left = Math.max(4, Math.min(at.left, innerWidth - tip.offsetWidth - 4));
    const below = at.bottom + 4 + tip.offsetHeight <= innerHeight;
    const top = below ? at.bottom + 4 : Math.max(4, at.top - tip.offsetHeight - 4);
    tip.style.left = `${left - frame.left}px`;
    tip.style.top = `${top - frame.top}px`;
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
