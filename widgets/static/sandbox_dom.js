// Small DOM helpers shared by the sandbox's modules (`el` and `button`, every widget's: text.js).
// Text always goes in as text: only the engine's own HTML (names escaped in Python) is parsed.
import { button, el } from "./text.js";

export { button, el };

/** A select of `values`, each named by `words(value)`, `chosen` selected (a form shows the
 * session's value, never a default of its own). */
export function choice(attrs, values, words, chosen) {
  const select = el("select", attrs);
  for (const value of values) {
    const option = el("option", { value: String(value) }, words(value));
    option.selected = value === chosen;
    select.append(option);
  }
  return select;
}

/** A label wrapping its control, so a click on the words reaches the control. */
export function labelled(text, control, attrs = {}) {
  return el("label", attrs, `${text} `, control);
}


/**
 * Mark `node` (a cell, an end, an action's button) as a play that scores or locks at once,
 * as the game's engine said it (`scores` of an action sent by Python): a frame pattern
 * (data-scores, sandbox.css) and the sign ★, with `note` (the game's words) for a screen
 * reader. Never colour alone; the game's legend says what the sign means.
 */
export function markScores(node, note) {
  node.setAttribute("data-scores", "");
  if (node.querySelector("[data-scores-mark]")) return;
  node.append(el("span", { class: "sbx-scores", "data-scores-mark": "" },
    el("span", { "aria-hidden": "true" }, "★"), el("span", { class: "sbx-sr" }, `, ${note}`)));
}

/** Take the mark of markScores off `node`. */
export function unmarkScores(node) {
  node.removeAttribute("data-scores");
  node.querySelector("[data-scores-mark]")?.remove();
}

/** A legal action offered as a button: the engine's text as its action, and the shared mark
 * ★ when it scores or locks at once (`action.scores`). */
export function actionButton(sb, action, words, attrs = {}) {
  const button = el("button", { type: "button", "data-action": action.text, ...attrs }, words);
  if (action.scores) markScores(button, sb.t("scores_note"));
  return button;
}

/**
 * Scroll the page (at once: no motion to wait for) so that `node`, a place on the board the
 * reader just chose, lies between the site's sticky header and the game's bottom bar (`dock`),
 * which would otherwise cover it once it shows the choices for that place. With `context`
 * (the turn line, with each bot's last move), the page scrolls so that it shows under the
 * header too when both fit: the reader sees what the bots just did beside what they choose.
 * With `ring` (px), the page scrolls by the least that shows that much room around `node`
 * too (the cells a play there may reach), and not at all when it is in sight: a table that
 * stays put unless it must keeps its rows under the thumb; centred when they cannot fit.
 */
export function scrollBetween(node, dock, { context = null, ring = 0 } = {}) {
  const header = document.querySelector(".md-header");
  const top = Math.max(0, header ? header.getBoundingClientRect().bottom : 0);
  // the bar counts where it is drawn (not hidden, not stepped aside for an open panel)
  const drawn = dock?.getClientRects().length ? dock : null;
  const bottom = Math.min(window.innerHeight,
    drawn ? drawn.getBoundingClientRect().top : window.innerHeight);
  const box = node.getBoundingClientRect();
  const margin = 8;
  if (ring) {
    const high = box.top - ring - top;          // room above: < 0 when cut off
    const low = bottom - (box.bottom + ring);  // room below: < 0 when covered by the bar
    if (high >= 0 && low >= 0) return;
    if (high + low >= 0) {
      window.scrollBy({ top: low < 0 ? -low : high, behavior: "instant" });
      return;
    }
  }
  if (box.top >= top + margin && box.bottom <= bottom - margin) return;
  if (context) {
    const shift = context.getBoundingClientRect().top - (top + margin);
    if (box.top - shift >= top + margin && box.bottom - shift <= bottom - margin) {
      window.scrollBy({ top: shift, behavior: "instant" });
      return;
    }
  }
  const wanted = top + Math.max(margin, (bottom - top - box.height) / 2);
  window.scrollBy({ top: box.top - wanted, behavior: "instant" });
}
