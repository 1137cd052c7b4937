// Playing a turn in the sandbox, two ways that end in the same engine call:
// - direct manipulation: press cards in your hand, then a Favor token (bribe), a stall (buy)
//   or Draw; the engine accepts the action or says which ruling forbids it;
// - the list of legal actions (from State.legal_actions), grouped by kind and filterable,
//   which is also the plain keyboard way to play.
import { el } from "./sandbox_dom.js";

const GROUPS = ["bribe", "buy", "draw"];
// A card of the viewer's hand, pressable (livewidgets.pdbmv.board draws every card with
// data-card; only the hand's are buttons).
const CARD = "button[data-card]";

export class PlayControls {
  constructor(sandbox) {
    this.sb = sandbox;
    const t = (key, slots) => sandbox.t(key, slots);
    this.element = el("section", { class: "sbx-play", "data-play": "" });
    this.selection = el("p", { class: "sbx-selection", "data-selection": "" });
    this.clearButton = el("button", { type: "button", "data-clear": "" }, t("clear"));
    this.drawButton = el("button", { type: "button", "data-draw": "" }, t("draw_target"));
    const row = el("div", { class: "sbx-selection-row" });
    row.append(this.selection, this.clearButton, this.drawButton);
    this.curse = el("div", { class: "sbx-curse", role: "group", "data-curse-choice": "" });
    this.curse.hidden = true;
    const details = el("section", { class: "sbx-actions", "data-actions": "" });
    this.summary = el("h3", {}, t("actions"));
    const filterLabel = el("label", { class: "sbx-filter" }, `${t("filter")} `);
    this.filter = el("input", { type: "search", "data-filter": "", autocomplete: "off" });
    filterLabel.append(this.filter);
    this.count = el("p", { class: "sbx-filter-count", "data-filter-count": "",
      "aria-live": "polite" });
    this.groups = el("div", { class: "sbx-action-groups", "data-action-groups": "" });
    details.append(this.summary, filterLabel, this.count, this.groups);
    this.element.append(row, this.curse, details);

    this.filter.addEventListener("input", () => this.applyFilter());
    this.clearButton.addEventListener("click", () => this.clearSelection());
    this.groups.addEventListener("click", (event) => {
      const button = event.target.closest("[data-action]");
      if (button) this.sb.act(button.dataset.action);
    });
    this.curse.addEventListener("click", (event) => {
      const button = event.target.closest("[data-curse]");
      if (button) this.sb.act(button.dataset.action);
    });
    this.drawButton.addEventListener("click", () => this.sb.act("draw"));
    // Board buttons are redrawn from the engine's HTML after every action: listen on the root.
    sandbox.root.addEventListener("click", (event) => {
      if (!sandbox.boardHost.contains(event.target)) return;
      const card = event.target.closest(CARD);
      if (card && !card.disabled) this.toggle(card);
      const target = event.target.closest("[data-target]");
      if (target && !target.disabled) this.useTarget(target);
    });
  }

  get humanTurn() {
    const page = this.sb.page;
    return page && !page.over && page.seat === "human";
  }

  // Where the keyboard goes after a redraw on a human turn: the hand, else the action list.
  firstControl() {
    return this.sb.boardHost.querySelector(`.sbx-hand ${CARD}`)
      ?? this.groups.querySelector("[data-action]") ?? this.drawButton;
  }

  selectedCards() {
    return [...this.sb.boardHost.querySelectorAll(`${CARD}[aria-pressed='true']`)]
      .map((b) => b.dataset.card);
  }

  toggle(card) {
    card.setAttribute("aria-pressed", String(card.getAttribute("aria-pressed") !== "true"));
    this.curse.hidden = true;
    this.showSelection();
  }

  clearSelection() {
    for (const card of this.sb.boardHost.querySelectorAll(CARD)) {
      card.setAttribute("aria-pressed", "false");
    }
    this.curse.hidden = true;
    this.showSelection();
  }

  showSelection() {
    const cards = [...this.sb.boardHost.querySelectorAll(`${CARD}[aria-pressed='true']`)];
    this.selection.textContent = cards.length
      ? this.sb.t("selected", { cards: cards.map((c) => c.getAttribute("aria-label")).join(", ") })
      : this.sb.t("nothing_selected");
    this.clearButton.disabled = !cards.length;
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
    const names = new Map([...this.sb.boardHost.querySelectorAll(CARD)]
      .map((b) => [b.dataset.card, b.getAttribute("aria-label")]));
    this.curse.replaceChildren(el("p", {}, this.sb.t("choose_curse")));
    for (const treasure of curses) {
      this.curse.append(el("button", { type: "button", "data-curse": treasure,
        "data-action": `buy ${stall}${pay} curse ${treasure}` }, names.get(treasure) ?? treasure));
    }
    this.curse.hidden = false;
    this.curse.querySelector("button").focus();
  }

  update(page) {
    const human = this.humanTurn;
    for (const control of this.sb.boardHost.querySelectorAll(`${CARD}, [data-target]`)) {
      control.disabled = !human;
    }
    this.drawButton.disabled = !human;
    this.curse.hidden = true;
    this.element.hidden = page.over;
    this.showSelection();
    this.renderActions(page.actions);
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
