// The play controls of every game whose hand is a bar at the bottom of the screen (the shell's
// sticky `.sbx-dock`), one interaction for all of them, the way a card is played at the table:
// pick a card of the hand (a toggle button, aria-pressed; one at a time, or several with
// `multi`), see where it can go (the board's targets it may play lit: data-legal, and ★ where
// a play scores at once), tap a target, or one of the plays offered in the bar (`suggest`:
// buttons carrying the engine's action text in data-action), and it is played. Controls are
// real buttons (keyboard, screen readers) and work on a human's turn only.
//
// A game's class extends HandPlay with what is truly its own: what a tap on a target does
// (`useTarget`), what the bar offers and its own rows in the bar after `handSlot`, and
// `redraw(page)`, called after each redraw. Which target an action goes to is said by Python:
// the same key on the action (`target`) and on the board's button (`data-target-key`); a game
// whose board says it otherwise overrides `actionKey` and `targetKey`.
import { el, markScores, unmarkScores } from "./sandbox_dom.js";

/** A card of the viewer's hand, pressable (the board draws every card with data-card; only
 * the hand's are buttons). */
export const HAND_CARD = "button[data-card]";

export class HandPlay {
  /**
   * @param {any} sb the sandbox shell (sandbox.js's Sandbox)
   * @param {{targets: string, multi?: boolean, litNote?: string}} options `targets`: what a
   *   card may be played on (selector of the board's buttons); `litNote`: the words a lit
   *   target says to a screen reader, if any
   */
  constructor(sb, { targets, multi = false, litNote = "" }) {
    this.sb = sb;
    this.targets = targets;
    this.multi = multi;
    this.litNote = litNote;
    this.dock = el("section", { class: "sbx-dock", "data-dock": "", "aria-label": sb.t("hand_bar") });
    this.handSlot = el("div", { class: "sbx-dock-hand", "data-hand-slot": "" });
    this.suggest = el("div", { class: "sbx-suggest", role: "group", "data-suggestions": "" });
    this.offers(this.suggest);
    // The bar covers the bottom of the screen: what the page scrolls into view (a focus from
    // the keyboard, a link, scrollIntoView) keeps that much room under it, so nothing the
    // reader is brought to lies under the bar (issue 22: a legend, a player's box). A margin
    // on what is outside the bar (sandbox.css), not a padding of the whole page: a card of
    // the bar itself, focused or tapped, must not scroll the page to get above its own bar.
    new ResizeObserver(() => this.keepRoom()).observe(this.dock);
    // The board and the hand are redrawn from the engine's HTML after every action: listen on
    // the root.
    sb.root.addEventListener("click", (event) => {
      const card = event.target.closest(HAND_CARD);
      if (card && this.handSlot.contains(card) && !card.disabled) this.pick(card);
      const target = event.target.closest(targets);
      if (target && sb.boardHost.contains(target) && !target.disabled && this.humanTurn) {
        this.useTarget(target);
      }
    });
  }

  // The game's own (see the head of this file): what a card picked or unpicked, a target
  // pressed and a redraw do; the key of the target an action goes to, and of a target.
  picked(card, picked) {}
  useTarget(target) {}
  redraw(page) {}
  actionKey(action) {
    return action.target ?? "";
  }

  targetKey(target) {
    return target.dataset.targetKey ?? "";
  }

  // A box of the bar whose buttons (data-action) play their action when pressed.
  offers(box) {
    box.addEventListener("click", (event) => {
      const button = event.target.closest("[data-action]");
      if (button && !button.disabled) this.play(button.dataset.action, button);
    });
  }

  // The reader's play (`from`: the button pressed in the bar, if any).
  play(actionText, from = null) {
    return this.sb.act(actionText);
  }

  // Where the keyboard goes after a redraw on a human turn: the hand, else the plays offered,
  // else the folded list of every legal action.
  firstControl() {
    return this.handCards().find((b) => !b.disabled) ?? this.suggest.querySelector("[data-action]")
      ?? this.sb.root.querySelector("details[data-actions] > summary");
  }

  keepRoom() {
    const height = this.dock.isConnected ? this.dock.getBoundingClientRect().height : 0;
    this.sb.root.style.setProperty("--sbx-dock-room", `${Math.ceil(height)}px`);
  }

  get humanTurn() {
    const page = this.sb.page;
    return Boolean(page && !page.over && page.seat === "human");
  }

  // The legal actions, on a human's turn only.
  legal() {
    return this.humanTurn ? (this.sb.page.actions ?? []) : [];
  }

  handCards() {
    return [...this.handSlot.querySelectorAll(HAND_CARD)];
  }

  pickedCards() {
    return this.handCards().filter((b) => b.getAttribute("aria-pressed") === "true");
  }

  // A tap on a card of the hand toggles it (and, unless `multi`, unpicks the others).
  pick(card) {
    const picked = card.getAttribute("aria-pressed") !== "true";
    if (!this.multi) for (const b of this.handCards()) b.setAttribute("aria-pressed", "false");
    card.setAttribute("aria-pressed", String(picked));
    this.picked(card, picked);
  }

  // The targets `actions` go to are lit (data-legal), the others not; one where a play for it
  // scores at once (`scored`) carries the shared mark ★ (markScores): a shape and words, never
  // a colour only.
  light(actions, scored = (action) => action.scores) {
    const lit = new Set(actions.map((a) => this.actionKey(a)));
    const scoring = new Set(actions.filter(scored).map((a) => this.actionKey(a)));
    for (const target of this.sb.boardHost.querySelectorAll(this.targets)) {
      const key = this.targetKey(target);
      target.querySelector("[data-legal-note]")?.remove();
      unmarkScores(target);
      target.toggleAttribute("data-legal", lit.has(key));
      if (lit.has(key) && this.litNote) {
        target.append(el("span", { class: "lr-sr", "data-legal-note": "" }, `, ${this.litNote}`));
      }
      if (scoring.has(key)) markScores(target, this.sb.t("scores_note"));
    }
  }

  // After each redraw: the viewer's hand, drawn by Python inside the board, moves into the
  // bar, which shows while there is a hand to hold or a human to play; the hand and the
  // targets work on a human's turn only; then the game's own `redraw(page)`.
  update(page) {
    const hand = this.sb.boardHost.querySelector(".sbx-hand");
    this.handSlot.replaceChildren(...(hand ? [hand] : []));
    this.dock.hidden = page.over || (!hand && !this.humanTurn);
    const targets = this.sb.boardHost.querySelectorAll(this.targets);
    for (const control of [...this.handCards(), ...targets]) control.disabled = !this.humanTurn;
    this.redraw(page);
  }
}
