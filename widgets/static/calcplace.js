// Where a calculator's parts go as the reader edits it on a phone (issue 22): a refusal
// across the inputs, over what lies under the control's row, and the control pressed kept
// under the finger when what lies above it changes height (live.js calls both); its answer
// read out and kept in sight after each change (widgets.js).
import { el, readJSON } from "./text.js";

// The text of the `parts` (selectors) found inside `scope`, folded and joined.
const partsText = (scope, parts) => parts.map((selector) => /** @type {HTMLElement | null} */ (
  scope.querySelector(selector))?.innerText ?? "").join(" ").replace(/\s+/g, " ").trim();

// A calculator's message, in the flow of its inputs right under the row of the control
// pressed: never inside that row (a board's columns, a table's cells, seats around a table),
// where it stood as a column one cell wide (issue 22: a refusal 28 px wide, 1,946 px tall),
// and never over what follows it (a refusal lay over the next seat's heading). The inputs
// keep its room at their foot while it is hidden (widgets.css) and what it leaves of that room
// once shown, so the calculator keeps its height and the control stays under the reader's thumb.
export function overTheInputs(box, place, inputs) {
  let row = place;
  while (row.parentElement && row.parentElement !== inputs && inARow(row)) row = row.parentElement;
  const shown = !box.hidden;
  box.hidden = true;
  const rest = inputs.offsetHeight;   // with the message's room kept at the foot
  row.after(box);
  box.hidden = !shown;
  if (!shown) return;
  // what the message leaves of its room (its lines, its row's margins) stays at the foot
  inputs.style.setProperty("--lr-fit", "0px");   // CSSOM: the CSP allows it
  inputs.style.setProperty("--lr-fit", `${Math.max(0, rest - inputs.offsetHeight)}px`);
}

// A calculator's control (or an example's picture: player.js) where it was, under the finger: what
// grew or shrank above it (an answer, a hand of cards) is scrolled past, in the inputs' box
// when it scrolls, else in the page (issue 22: controls moved 20 to 100 px on each tap).
export function keepInPlace(control, wasAt) {
  const moved = control.getBoundingClientRect().top - wasAt;
  if (Math.abs(moved) < 1) return;
  const box = control.closest(".lr-inputs");
  const inside = box && box.scrollHeight > box.clientHeight
    && /auto|scroll/.test(getComputedStyle(box).overflowY);
  if (inside) box.scrollTop += moved;
  else window.scrollBy(0, moved);
}

// Whether an element shares a line with others (or floats over them): a cell, a word, a
// positioned seat, an item beside its siblings.
function inARow(element) {
  if (element.matches("td, th, tr, thead, tbody, tfoot, caption")) return true;
  const style = getComputedStyle(element);
  if (style.display.startsWith("inline") || /absolute|fixed/.test(style.position)) return true;
  const own = element.getBoundingClientRect();
  return [...element.parentElement.children].some((other) => {
    if (other === element || !other.checkVisibility?.()) return false;
    const box = other.getBoundingClientRect();
    return box.height > 0 && box.top < own.bottom - 1 && box.bottom > own.top + 1;
  });
}

// A calculator's answer after each change: `announce(text)` reads out its parts (data-announce)
// whenever they change (the whole widget is redrawn, so the answer's own live region is new
// each time and would not be announced), and it is kept in sight on a phone (issue 22): its
// inputs lie in the page under the answer, so a tap low on a board or a list leaves the
// answer above the screen. After the reader's first change, while the answer is out of the
// window and the calculator in it, a compact copy of the answer (its announced parts, else
// its first line) stands at the window's edge away from the control last pressed, so it never
// covers the finger; the page does not move. A tap on the copy brings the answer itself into
// view. The copy is hidden from screen readers, who hear the answer itself.
export function answerInSight(root, announce) {
  const parts = readJSON(root.dataset.announce, []);
  const said = () => partsText(root.querySelector(".lr-live") ?? root, parts);
  let saying = said() || null;   // none yet: the first answer drawn is not news
  const peek = el("p", { class: "lr-peek", hidden: "", "aria-hidden": "true" });
  // in the body: a widget is a CSS container, which would hold a fixed box inside itself
  document.body.append(peek);
  let edited = false;
  let lastY = innerHeight;
  const answerOf = () => root.querySelector(".lr-live > .lr-answer");
  const text = (answer) => partsText(answer, parts) || /** @type {HTMLElement | null} */ (
    answer.firstElementChild)?.innerText.replace(/\s+/g, " ").trim() || "";
  const top = () => document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
  function update() {
    if (!root.isConnected) {   // the page changed (instant navigation): the copy goes too
      peek.remove();
      removeEventListener("scroll", soon);
      removeEventListener("resize", soon);
      return;
    }
    const answer = answerOf();
    if (!edited || !answer) { peek.hidden = true; return; }
    // the answer's first line (its headline: a total, a verdict) is what the reader looks for
    const part = parts.length ? answer.querySelector(parts[0]) : null;
    const head = (part ?? answer).firstElementChild ?? part ?? answer;
    const seen = head.getBoundingClientRect();
    const whole = root.getBoundingClientRect();
    const out = seen.bottom <= top() + 4 || seen.top >= innerHeight - 4;
    const inView = whole.bottom > top() && whole.top < innerHeight;
    const words = out && inView ? text(answer) : "";
    // in a span: the clamped lines, inside the padding
    if (words && peek.textContent !== words) peek.replaceChildren(el("span", {}, words));
    peek.toggleAttribute("data-top", lastY > innerHeight / 2);
    peek.hidden = !words;
  }
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; update(); });
  };
  root.addEventListener("click", (event) => {
    const control = event.target.closest?.(".lr-inputs [data-act]");
    if (control) {
      edited = true;
      lastY = control.getBoundingClientRect().top + control.offsetHeight / 2;
      soon();
    }
  }, true);
  peek.addEventListener("click", () => {
    answerOf()?.scrollIntoView({ block: "nearest" });
  });
  new MutationObserver(() => {
    const now = said();
    if (now && saying !== null && now !== saying) announce(now);
    if (now) saying = now;
    soon();
  }).observe(root, { childList: true, subtree: true });
  addEventListener("scroll", soon, { passive: true });
  addEventListener("resize", soon, { passive: true });
}
