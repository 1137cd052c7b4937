// Small DOM helpers shared by the sandbox's modules. Text always goes in through
// textContent: only the engine's own HTML (names escaped in Python) is ever parsed.

/** An element with attributes and, optionally, text. */
export function el(tag, attrs = {}, text = "") {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

/** A label wrapping its control, so a click on the words reaches the control. */
export function labelled(text, control) {
  const label = el("label", {}, `${text} `);
  label.append(control);
  return label;
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
  const mark = el("span", { class: "sbx-scores", "data-scores-mark": "" });
  mark.append(el("span", { "aria-hidden": "true" }, "★"), el("span", { class: "sbx-sr" }, `, ${note}`));
  node.append(mark);
}

/** Take the mark of markScores off `node`. */
export function unmarkScores(node) {
  node.removeAttribute("data-scores");
  node.querySelector("[data-scores-mark]")?.remove();
}

/** A card of the viewer's hand, pressable (the board draws every card with data-card; only
 * the hand's are buttons). */
export const HAND_CARD = "button[data-card]";

/**
 * The base of a game's play controls (`createPlay`) whose hand is a bar at the bottom of the
 * screen (the shell's sticky `.sbx-dock`): the game adds its own rows to `dock` after
 * `handSlot`, and its `update(page)` calls `dockHand(page)` first.
 */
export class HandDock {
  constructor(sb) {
    this.sb = sb;
    this.element = null;
    this.dock = el("section", { class: "sbx-dock", "data-dock": "", "aria-label": sb.t("hand_bar") });
    this.handSlot = el("div", { class: "sbx-dock-hand", "data-hand-slot": "" });
    // The bar covers the bottom of the screen: what the page scrolls into view (a focus from
    // the keyboard, a link, scrollIntoView) keeps that much room under it, so nothing the
    // reader is brought to lies under the bar (issue 22: a legend, a player's box). A margin
    // on what is outside the bar (sandbox.css), not a padding of the whole page: a card of
    // the bar itself, focused or tapped, must not scroll the page to get above its own bar.
    new ResizeObserver(() => this.keepRoom()).observe(this.dock);
  }

  keepRoom() {
    const height = this.dock.isConnected ? this.dock.getBoundingClientRect().height : 0;
    this.sb.root.style.setProperty("--sbx-dock-room", `${Math.ceil(height)}px`);
  }

  get humanTurn() {
    const page = this.sb.page;
    return Boolean(page && !page.over && page.seat === "human");
  }

  handCards() {
    return [...this.handSlot.querySelectorAll(HAND_CARD)];
  }

  // The viewer's hand, drawn by Python inside the board, moves into the bar, which shows
  // while there is a hand to hold or a human to play.
  dockHand(page) {
    const hand = this.sb.boardHost.querySelector(".sbx-hand");
    this.handSlot.replaceChildren(...(hand ? [hand] : []));
    this.dock.hidden = page.over || (!hand && !this.humanTurn);
  }
}

/**
 * Scroll the page (at once: no motion to wait for) so that `node`, a place on the board the
 * reader just chose, lies between the site's sticky header and the game's bottom bar (`dock`),
 * which would otherwise cover it once it shows the choices for that place. With `context`
 * (the turn line, with each bot's last move), the page scrolls so that it shows under the
 * header too when both fit: the reader sees what the bots just did beside what they choose.
 */
export function scrollBetween(node, dock, context = null) {
  const header = document.querySelector(".md-header");
  const top = Math.max(0, header ? header.getBoundingClientRect().bottom : 0);
  // the bar counts where it is drawn (not hidden, not stepped aside for an open panel)
  const drawn = dock?.getClientRects().length ? dock : null;
  const bottom = Math.min(window.innerHeight,
    drawn ? drawn.getBoundingClientRect().top : window.innerHeight);
  const box = node.getBoundingClientRect();
  const margin = 8;
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
