// Playing a turn in the sandbox, made for the table:
// - the hand is a bar at the bottom of the screen (sticky, `.sbx-dock`), its cards toggle
//   buttons (aria-pressed); the selection narrows the legal actions to the ones that play
//   exactly those cards, offered as a few plain buttons ("Bribe Axe ×3", "Buy stall 2, curse
//   Axe"); without a selection, the actions that need no card (Draw, stall 0);
// - direct manipulation still works: select cards, then press a Favor token or a stall;
// - the full list of legal actions (State.legal_actions), grouped and filterable, stays
//   available, folded in a <details> below the log;
// - hot seat: when the screen passes from one human to another, the new hand stays covered
//   until its player shows it, so nobody sees a hand that is not theirs.
import { el } from "./sandbox_dom.js";

const GROUPS = ["bribe", "buy", "draw"];
// A card of the viewer's hand, pressable (livewidgets.pdbmv.board draws every card with
// data-card; only the hand's are buttons).
const CARD = "button[data-card]";

// A multiset of card ids as a comparable key.
function cardsKey(cards) {
  return [...cards].sort().join(" ");
}

export class PlayControls {
  constructor(sandbox) {
    this.sb = sandbox;
    const t = (key, slots) => sandbox.t(key, slots);
    this.shownFor = null; // the human whose hand was last shown (hot seat)

    // The dock: hand, selection, matching actions, curse choice.
    this.dock = el("section", { class: "sbx-dock", "data-dock": "", "aria-label": t("hand_bar") });
    this.handSlot = el("div", { class: "sbx-dock-hand", "data-hand-slot": "" });
    this.cover = el("div", { class: "sbx-hand-cover", "data-hand-cover": "" });
    this.cover.hidden = true;
    this.selection = el("p", { class: "sbx-selection", "data-selection": "" });
    this.clearButton = el("button", { type: "button", "data-clear": "" }, t("clear"));
    const row = el("div", { class: "sbx-selection-row" });
    row.append(this.selection, this.clearButton);
    this.suggest = el("div", { class: "sbx-suggest", role: "group", "data-suggestions": "",
      "aria-label": t("matching") });
    this.curse = el("div", { class: "sbx-curse", role: "group", "data-curse-choice": "" });
    this.curse.hidden = true;
    this.dock.append(this.cover, this.handSlot, row, this.suggest, this.curse);

    // The full list, folded.
    this.element = el("details", { class: "sbx-actions", "data-actions": "" });
    this.summary = el("summary", {}, t("actions"));
    const filterLabel = el("label", { class: "sbx-filter" }, `${t("filter")} `);
    this.filter = el("input", { type: "search", "data-filter": "", autocomplete: "off" });
    filterLabel.append(this.filter);
    this.count = el("p", { class: "sbx-filter-count", "data-filter-count": "",
      "aria-live": "polite" });
    this.groups = el("div", { class: "sbx-action-groups", "data-action-groups": "" });
    this.element.append(this.summary, filterLabel, this.count, this.groups);

    this.filter.addEventListener("input", () => this.applyFilter());
    this.clearButton.addEventListener("click", () => this.clearSelection());
    for (const box of [this.groups, this.suggest, this.curse]) {
      box.addEventListener("click", (event) => {
        const button = event.target.closest("[data-action]");
        if (button && !button.disabled) this.sb.act(button.dataset.action);
      });
    }
    this.cover.addEventListener("click", (event) => {
      if (event.target.closest("[data-show-hand]")) this.uncover(true);
    });
    // Board and hand buttons are redrawn from the engine's HTML after every action: listen
    // on the root.
    sandbox.root.addEventListener("click", (event) => {
      const inBoard = sandbox.boardHost.contains(event.target);
      if (!inBoard && !this.handSlot.contains(event.target)) return;
      const card = event.target.closest(CARD);
      if (card && !card.disabled) this.toggle(card);
      const target = inBoard && event.target.closest("[data-target]");
      if (target && !target.disabled) this.useTarget(target);
    });
  }

  get humanTurn() {
    const page = this.sb.page;
    return page && !page.over && page.seat === "human";
  }

  handCards() {
    return [...this.handSlot.querySelectorAll(CARD)];
  }

  // Where the keyboard goes after a redraw on a human turn: the hand, else the suggestions.
  firstControl() {
    if (!this.cover.hidden) return this.cover.querySelector("button");
    return this.handCards()[0] ?? this.suggest.querySelector("[data-action]")
      ?? this.summary;
  }

  selectedCards() {
    return this.handCards().filter((b) => b.getAttribute("aria-pressed") === "true")
      .map((b) => b.dataset.card);
  }

  toggle(card) {
    card.setAttribute("aria-pressed", String(card.getAttribute("aria-pressed") !== "true"));
    this.curse.hidden = true;
    this.showSelection();
  }

  clearSelection() {
    for (const card of this.handCards()) card.setAttribute("aria-pressed", "false");
    this.curse.hidden = true;
    this.showSelection();
  }

  showSelection() {
    const cards = this.handCards().filter((c) => c.getAttribute("aria-pressed") === "true");
    this.selection.textContent = cards.length
      ? this.sb.t("selected", { cards: cards.map((c) => c.getAttribute("aria-label")).join(", ") })
      : this.sb.t("nothing_selected");
    this.clearButton.hidden = !cards.length; // no room to spare in the bar
    this.renderSuggestions();
  }

  // The legal actions that play exactly the selected cards (none selected: those that need
  // no card), as buttons in plain words.
  renderSuggestions() {
    const actions = this.humanTurn ? (this.sb.page.actions ?? []) : [];
    const wanted = cardsKey(this.selectedCards());
    const matching = actions.filter((a) => cardsKey(a.cards) === wanted);
    this.suggest.replaceChildren();
    if (!this.humanTurn || !this.cover.hidden) {
      this.suggest.hidden = true;
      return;
    }
    this.suggest.hidden = false;
    this.suggest.setAttribute("aria-label", this.sb.t(wanted ? "matching" : "no_cards_actions"));
    if (!matching.length) {
      this.suggest.append(el("p", { class: "sbx-no-match", "data-no-match": "" },
        this.sb.t("no_match")));
      return;
    }
    for (const action of matching) {
      this.suggest.append(el("button", { type: "button", "data-action": action.text,
        "data-kind": action.kind, title: action.label }, action.short ?? action.label));
    }
  }

  // A board target was pressed: turn the selected cards into an action for the engine.
  useTarget(target) {
    if (!this.humanTurn) return;
    const cards = this.selectedCards();
    const kind = target.dataset.target;
    if (kind === "bribe") {
      if (!cards.length) {
        this.sb.showMessage(this.sb.t("nothing_selected"));
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
    const pay = cards.length ? ` with ${cards.join(" ")}` : "";
    const curses = [...new Set(cards.filter((c) => c !== "wild"))];
    if (curses.length > 1) {
      this.askCurse(stall, pay, curses);
      return;
    }
    this.sb.act(`buy ${stall}${pay}${curses.length ? ` curse ${curses[0]}` : ""}`);
  }

  askCurse(stall, pay, curses) {
    const names = new Map(this.handCards().map((b) => [b.dataset.card,
      b.getAttribute("aria-label")]));
    this.curse.replaceChildren(el("p", {}, this.sb.t("choose_curse")));
    for (const treasure of curses) {
      this.curse.append(el("button", { type: "button", "data-curse": treasure,
        "data-action": `buy ${stall}${pay} curse ${treasure}` }, names.get(treasure) ?? treasure));
    }
    this.curse.hidden = false;
    this.curse.querySelector("button").focus();
  }

  // The hand the engine drew inside the board moves into the dock; in hot seat, a hand that
  // changed owner stays covered until its player shows it.
  update(page) {
    const human = this.humanTurn;
    const hand = this.sb.boardHost.querySelector(".sbx-hand");
    this.handSlot.replaceChildren(...(hand ? [hand] : []));
    const owner = page.viewer;
    const handOff = human && !this.sb.reveal && page.humans > 1 && owner !== this.shownFor;
    if (handOff && this.shownFor !== null) this.coverFor(owner);
    else this.uncover(false);
    if (!handOff || this.shownFor === null) this.shownFor = owner;
    for (const control of this.sb.root.querySelectorAll(
      `[data-board] ${CARD}, [data-hand-slot] ${CARD}, [data-target]`)) {
      control.disabled = !human;
    }
    this.curse.hidden = true;
    this.dock.hidden = page.over || (!hand && !human);
    this.element.hidden = page.over;
    this.showSelection();
    this.renderActions(page.actions);
  }

  coverFor(owner) {
    this.handSlot.hidden = true;
    this.cover.replaceChildren(el("p", {}, this.sb.t("hand_hidden", { player: owner })),
      el("button", { type: "button", "data-show-hand": "" },
        this.sb.t("show_hand", { player: owner })));
    this.cover.hidden = false;
    this.pendingOwner = owner;
  }

  uncover(byReader) {
    this.cover.hidden = true;
    this.handSlot.hidden = false;
    if (byReader) {
      this.shownFor = this.pendingOwner ?? this.shownFor;
      this.showSelection();
      this.handCards()[0]?.focus();
    }
  }

  renderActions(actions) {
    this.groups.replaceChildren();
    for (const kind of GROUPS) {
      const mine = actions.filter((a) => a.kind === kind);
      if (!mine.length) continue;
      const section = el("section", { "data-group": kind });
      const heading = el("h4", {}, `${this.sb.t(`group_${kind}`)} (${mine.length})`);
      const list = el("ul");
      for (const action of mine) {
        const item = el("li");
        const button = el("button", { type: "button", "data-action": action.text },
          action.label);
        item.dataset.search = `${action.label} ${action.text}`.toLowerCase();
        item.append(button);
        list.append(item);
      }
      section.append(heading, list);
      this.groups.append(section);
    }
    this.summary.textContent = `${this.sb.t("actions")} (${actions.length})`;
    this.applyFilter();
  }

  applyFilter() {
    const words = this.filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    let total = 0;
    for (const section of this.groups.querySelectorAll("[data-group]")) {
      let inGroup = 0;
      for (const item of section.querySelectorAll("li")) {
        const match = words.every((w) => item.dataset.search.includes(w));
        item.hidden = !match;
        inGroup += match ? 1 : 0;
        total += 1;
      }
      section.hidden = !inGroup;
      shown += inGroup;
    }
    this.count.textContent = total ? this.sb.t("filter_count", { shown, total }) : "";
  }
}
