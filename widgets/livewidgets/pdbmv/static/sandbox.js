// The PDBMV sandbox: the shared sandbox shell (../../../static/sandbox.js) and its play
// controls (sandbox_play.js: the hand in the bar, what it can play lit on the board) plus
// what is this game's own, made for the table:
// - several cards are selected at once; the selection narrows the legal actions to the ones
//   that play exactly those cards, offered as a few plain buttons ("Bribe Axe ×3"; a buy with
//   several Treasures to curse as "Stall 2, curse: [Axe] [Feather]") and lit on the board
//   (the Favor tokens and stalls they can play, the others dimmed); without a selection, the
//   actions that need no card (Draw, stall 0);
// - a press on a Favor token or a stall (the board's buttons, drawn by
//   livewidgets/pdbmv/board.py) plays the selected cards there; a buy with several Treasures
//   to curse takes the reader to that stall's choice in the bar.
import { mountSandbox } from "../../../static/sandbox.js";
import { actionButton, el } from "../../../static/sandbox_dom.js";
import { HAND_CARD as CARD, HandPlay } from "../../../static/sandbox_play.js";

// A multiset of card ids as a comparable key.
function cardsKey(cards) {
  return [...cards].sort().join(" ");
}

class PdbmvPlay extends HandPlay {
  constructor(sb) {
    super(sb, { targets: "[data-target]", multi: true });
    this.hinted = false;
    this.selection = el("p", { class: "sbx-selection", "data-selection": "" });
    this.clearButton = el("button", { type: "button", "data-clear": "" }, sb.t("clear"));
    // Undo at hand in the bar while playing (issue 22: the toolbar's is scrolled away above
    // the table); the toolbar's stays for the keyboard and the tests of every game
    this.undoButton = el("button", { type: "button", class: "sbx-dock-undo", "data-dock-undo": "" },
      sb.t("undo"));
    this.undoButton.addEventListener("click", () => sb.undo());
    const row = el("div", { class: "sbx-selection-row" });
    row.append(this.selection, this.clearButton, this.undoButton);
    this.selectionRow = row;
    this.suggest.setAttribute("aria-label", sb.t("matching"));
    this.dock.append(this.handSlot, row, this.suggest);
    this.clearButton.addEventListener("click", () => this.clearSelection());
  }

  selectedCards() {
    return this.pickedCards().map((b) => b.dataset.card);
  }

  picked() {
    this.dropHint();
    this.showSelection();
    this.revealTarget();
  }

  // The stall the suggestions offer to buy (else the Favor token they bribe), scrolled out
  // from under the hand bar, with the turn line and the bots' last moves above it when they
  // fit: the reader sees what they are about to buy or bribe, and what the bots just did.
  // Then the line that says what ✓ means, under the market: the bar, grown by the plays it
  // offers, covered it (review 35, A8: half under the bar in Chinese).
  revealTarget() {
    if (!this.selectedCards().length) return;
    const buy = this.matching.find((a) => a.kind === "buy");
    const bribe = this.matching.find((a) => a.kind === "bribe");
    const board = this.sb.boardHost;
    const target = buy ? board.querySelector(`.pdbmv-stall[data-stall="${buy.stall}"]`)
      : bribe && board.querySelector(`[data-target=bribe][data-treasure="${bribe.treasure}"]`);
    if (target) this.sb.keepInView(target, { context: this.sb.turnLine() });
    const legend = board.querySelector(".sbx-legal-legend");
    if (target && legend) this.sb.keepInView(legend, { context: this.sb.turnLine() });
  }

  clearSelection() {
    for (const card of this.handCards()) card.setAttribute("aria-pressed", "false");
    this.picked(); // nothing picked: nothing to reveal
  }

  // The "select cards first" hint answers one tap: the next selection makes it stale, and a
  // stale line above the board would push the page down.
  dropHint() {
    if (this.hinted) this.sb.clearMessage();
    this.hinted = false;
  }

  showSelection() {
    const cards = this.pickedCards();
    this.selection.textContent = cards.length
      ? this.sb.t("selected", { cards: cards.map((c) => c.getAttribute("aria-label")).join(this.sb.t("list_sep")) })
      : this.sb.t("nothing_selected");
    this.clearButton.hidden = !cards.length; // no room to spare in the bar
    this.renderSuggestions();
  }

  // The legal actions that play exactly the selected cards (none selected: those that need
  // no card), as buttons in plain words, and lit on the board. While cards are selected, the
  // targets they cannot play are dimmed (data-selecting): a shape and a contrast, not a
  // colour only. A target where a matching play scores at once carries the bar's sign too
  // (★ and a double frame, issue 22: it was marked on the bar's button only).
  renderSuggestions() {
    const wanted = cardsKey(this.selectedCards());
    const matching = this.legal().filter((a) => cardsKey(a.cards) === wanted);
    this.matching = matching;
    const selecting = this.humanTurn && Boolean(wanted);
    this.suggest.replaceChildren();
    this.suggest.hidden = !this.humanTurn;
    this.sb.boardHost.toggleAttribute("data-selecting", selecting);
    this.light(matching);
    // Clear leads the buttons while cards are selected (it shares their row: the bar stays
    // short on a phone); otherwise it waits, hidden, in the selection's row.
    this.dock.toggleAttribute("data-selected", selecting);
    (selecting ? this.suggest : this.selectionRow).append(this.clearButton);
    this.selectionRow.append(this.undoButton);
    if (!this.humanTurn) return;
    this.suggest.setAttribute("aria-label", this.sb.t(wanted ? "matching" : "no_cards_actions"));
    if (!matching.length) {
      this.suggest.append(el("p", { class: "sbx-no-match", "data-no-match": "" },
        this.sb.t("no_match")));
      return;
    }
    // A buy whose payment holds several Treasures is one button per curse, under one label
    // ("Stall 2, curse: [Axe] [Feather]"): what differs between them comes first, and
    // they share a row on a phone.
    const curses = new Map();
    for (const a of matching) {
      if (a.kind === "buy" && a.curse) curses.set(a.stall, [...(curses.get(a.stall) ?? []), a]);
    }
    for (const action of matching) {
      const group = action.kind === "buy" ? curses.get(action.stall) : undefined;
      if (group && group.length > 1) {
        if (group[0] === action) this.suggest.append(this.curseGroup(action.stall, group));
        continue;
      }
      this.suggest.append(actionButton(this.sb, action, action.short ?? action.label,
        { "data-kind": action.kind, title: action.label }));
    }
    // The sign ★ (an action the engine found to score at once) is explained where it shows.
    if (matching.some((a) => a.scores)) {
      this.suggest.append(el("p", { class: "sbx-scores-legend", "data-scores-legend": "" },
        this.sb.t("scores_legend")));
    }
  }

  // "Stall 2, curse:" and a button per Treasure the buy may curse, each named by its
  // card (shape and name, as in the hand) and carrying the whole action as its title.
  curseGroup(stall, actions) {
    const words = this.sb.t("buy_curse_group", { stall });
    const group = el("div", { class: "sbx-curse-group", role: "group", "aria-label": words,
      "data-curse-group": String(stall) });
    group.append(el("span", { class: "sbx-curse-label", "aria-hidden": "true" }, words));
    for (const action of actions) {
      const card = this.handSlot.querySelector(`${CARD}[data-card="${action.curse}"]`);
      // the card's kind class (pdbmv-k0…) colours its shape, as in the hand
      const kind = [...(card?.classList ?? [])].find((c) => /^pdbmv-k\d$/.test(c));
      const button = actionButton(this.sb, action, "", { "data-kind": action.kind,
        "data-curse": action.curse, title: action.label, ...(kind ? { class: kind } : {}) });
      const symbol = card?.querySelector("svg")?.cloneNode(true);
      button.prepend(...(symbol ? [symbol] : []), el("span", {}, card?.querySelector("span")
        ?.textContent ?? card?.getAttribute("aria-label") ?? action.curse));
      group.append(button);
    }
    return group;
  }

  // A board target was pressed: turn the selected cards into an action for the engine.
  useTarget(target) {
    const cards = this.selectedCards();
    if (target.dataset.target === "bribe") {
      if (!cards.length) {
        this.sb.showMessage(this.sb.t("nothing_selected"));
        this.hinted = true;
        return;
      }
      this.sb.act(`bribe ${target.dataset.treasure} with ${cards.join(" ")}`);
      return;
    }
    const stall = Number(target.dataset.stall);
    if (stall === 0) {
      this.sb.act("buy 0");
      return;
    }
    // Several Treasures paid, several legal curses: the bar already offers that stall's
    // choice (curseGroup), where the keyboard goes. Else the one legal play, or the engine's
    // refusal naming its ruling.
    const group = this.suggest.querySelector(`[data-curse-group="${stall}"] button`);
    if (group) {
      group.focus();
      this.sb.announce([this.sb.t("choose_curse")]);
      return;
    }
    const legal = this.matching.filter((a) => a.kind === "buy" && a.stall === stall);
    const curse = cards.find((c) => c !== "wild");
    const pay = cards.length ? ` with ${cards.join(" ")}` : "";
    this.sb.act(legal.length === 1 ? legal[0].text
      : `buy ${stall}${pay}${curse ? ` curse ${curse}` : ""}`);
  }

  // After each redraw (the hand in the bar, the controls enabled on a human turn only).
  redraw(page) {
    this.undoButton.disabled = !page.can_undo;
    this.showSelection();
  }
}

export function mount(root, ctx) {
  return mountSandbox(root, ctx, { createPlay: (sb) => new PdbmvPlay(sb) });
}
