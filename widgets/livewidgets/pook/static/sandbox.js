// Pook's sandbox: the shared shell (../sandbox.js) plus what is Pook's own, the way a card is
// played at the table:
// - tap a card of your hand (a toggle button, aria-pressed), then a cell of the table (the
//   table's cells are buttons drawn by livewidgets/pook/board.py): the legal plays of that
//   card at that cell are offered as buttons in a bar stuck to the bottom of the screen, one
//   side at a time (warrior or coin), each saying its power and Piggy's swap in words, all in
//   one row that scrolls sideways; the chosen cell is framed and scrolled into sight above it;
//   a cell or play that would score or lock at once (Python's `scores`) is marked ★;
// - a cell where the card cannot go is sent to the engine anyway: its refusal names the
//   ruling broken (and links it);
// - in a tie-break, tap a coin-side card: it is the choice;
// - the arrow keys move between the table's cells (grid.js); every legal action also stays in
//   the shell's folded list, the fallback for anything the taps do not reach.
// The hand and everything secret come from Python already filtered for the human at the
// screen; the shell covers the screen between two humans (hot seat).
import { mountSandbox } from "../../../static/sandbox.js";
import { el, labelled, markScores, unmarkScores } from "../../../static/sandbox_dom.js";
import { gridKeys } from "./grid.js";

const CARD = "button[data-card]";
const CELL = "button.pook-cell[data-arg-value]";

class PookPlay {
  constructor(sb) {
    this.sb = sb;
    this.card = null;
    this.cell = null;
    this.side = "warrior";
    this.element = null;
    this.dock = el("section", { class: "sbx-dock", "data-dock": "", "aria-label": sb.t("hand_bar") });
    this.handSlot = el("div", { class: "sbx-dock-hand", "data-hand-slot": "" });
    this.help = el("p", { class: "sbx-selection", "data-selection": "" });
    this.sides = el("div", { class: "sbx-row pook-sides", role: "group", "data-sides": "",
      "aria-label": sb.t("side_warrior") });
    for (const side of ["warrior", "coin"]) {
      const b = el("button", { type: "button", "data-side": side, "aria-pressed": "false" },
        sb.t(`side_${side}`));
      this.sides.append(b);
    }
    this.suggest = el("div", { class: "sbx-suggest", role: "group", "data-suggestions": "" });
    // The side and the plays share one row that scrolls sideways: the bar never grows over
    // the table (at most a hand, a line of help and this row).
    this.choices = el("div", { class: "pook-choices", "data-choices": "" });
    this.choices.append(this.sides, this.suggest);
    this.dock.append(this.handSlot, this.help, this.choices);
    this.sides.addEventListener("click", (event) => {
      const b = event.target.closest("[data-side]");
      if (!b) return;
      this.side = b.dataset.side;
      this.showChoices();
    });
    this.suggest.addEventListener("click", (event) => {
      const b = event.target.closest("[data-action]");
      if (b && !b.disabled) sb.act(b.dataset.action);
    });
    // The board and the hand are redrawn after every action: listen on the root.
    sb.root.addEventListener("click", (event) => {
      const card = event.target.closest(CARD);
      if (card && this.handSlot.contains(card) && !card.disabled) this.chooseCard(card);
      const cell = event.target.closest(CELL);
      if (cell && sb.boardHost.contains(cell) && !cell.disabled) this.chooseCell(cell);
    });
    gridKeys(sb.root);
  }

  get humanTurn() {
    const page = this.sb.page;
    return Boolean(page && !page.over && page.seat === "human");
  }

  handCards() {
    return [...this.handSlot.querySelectorAll(CARD)];
  }

  firstControl() {
    if (this.sb.page?.phase === "tiebreak") return this.sb.boardHost.querySelector(CELL);
    return this.handCards().find((b) => !b.disabled) ?? this.suggest.querySelector("button");
  }

  chooseCard(button) {
    const pressed = button.getAttribute("aria-pressed") === "true";
    for (const b of this.handCards()) b.setAttribute("aria-pressed", "false");
    button.setAttribute("aria-pressed", String(!pressed));
    this.card = pressed ? null : button.dataset.card;
    this.cardName = button.textContent;
    this.showChoices();
  }

  chooseCell(button) {
    if (!this.humanTurn) return;
    const [r, c] = button.dataset.argValue.split(",").map(Number);
    if (this.sb.page.phase === "tiebreak") {
      this.sb.act(`flip ${r},${c}`);
      return;
    }
    this.cell = [r, c];
    this.markCell();
    if (!this.card) {
      this.help.textContent = this.sb.t("hand_help");
      this.sb.announce([this.help.textContent]);
      return;
    }
    // No legal play of this card here: let the engine say which ruling forbids it.
    if (!this.showChoices(true)) {
      this.sb.act(`play ${this.card} ${this.side} at ${r},${c}`);
      return;
    }
    // The plays are offered in the bar: the cell they are for stays in sight above it.
    this.sb.keepInView(button);
  }

  // The chosen cell keeps a mark (a thick frame, data-chosen-cell) while its plays are shown.
  markCell() {
    for (const b of this.sb.boardHost.querySelectorAll("[data-chosen-cell]")) {
      b.removeAttribute("data-chosen-cell");
    }
    if (!this.cell) return;
    this.sb.boardHost.querySelector(`${CELL}[data-r="${this.cell[0]}"][data-c="${this.cell[1]}"]`)
      ?.setAttribute("data-chosen-cell", "");
  }

  // Where the chosen card may go: those cells are lit (data-legal: a frame and the sign ◉,
  // explained in the bar's help line) and say so to a screen reader.
  // A lit cell where some of those plays score or lock at once (the engine's `scores`) also
  // carries the shared mark ★ (markScores).
  lightCells(actions) {
    const mine = actions.filter((a) => a.card === this.card);
    const legal = new Set(mine.map((a) => a.at.join(",")));
    const scoring = new Set(mine.filter((a) => a.scores).map((a) => a.at.join(",")));
    for (const cell of this.sb.boardHost.querySelectorAll(CELL)) {
      cell.querySelector("[data-legal-note]")?.remove();
      unmarkScores(cell);
      const lit = legal.has(cell.dataset.argValue);
      cell.toggleAttribute("data-legal", lit);
      if (lit) {
        cell.append(el("span", { class: "pook-sr", "data-legal-note": "" }, `, ${this.sb.t("lit_cell")}`));
      }
      if (scoring.has(cell.dataset.argValue)) markScores(cell, this.sb.t("scores_note"));
    }
  }

  // The legal plays of the chosen card at the chosen cell, for the chosen side.
  showChoices(announce = false) {
    const actions = this.humanTurn ? (this.sb.page.actions ?? []) : [];
    this.suggest.replaceChildren();
    const name = this.cardName ?? this.card;
    const fits = this.card && this.cell
      ? actions.filter((a) => a.card === this.card && a.at[0] === this.cell[0]
        && a.at[1] === this.cell[1]) : [];
    // the cell named as the pages name it ("row 0, column 1"), in words the board carries
    const cellWords = this.cell ? this.sb.boardHost.querySelector(
      `${CELL}[data-arg-value="${this.cell.join(",")}"]`)?.dataset.cellName ?? "" : "";
    this.lightCells(actions);
    if (!this.card) this.help.textContent = this.sb.t("hand_help");
    else if (!this.cell) {
      this.help.textContent = `${this.sb.t("choose_cell", { card: name })} ${
        this.sb.t("lit_legend", { card: name })}`;
    }
    else if (!fits.length) this.help.textContent = this.sb.t("no_match", { card: name, cell: cellWords });
    else this.help.textContent = this.sb.t("matching", { card: name, cell: cellWords });
    // the sign ★ is explained wherever it shows: on the lit cells, then on the plays offered
    const marked = this.cell ? fits : actions.filter((a) => a.card === this.card);
    if (this.card && marked.some((a) => a.scores)) {
      this.help.textContent += ` ${this.sb.t("scores_legend")}`;
    }
    const sides = new Set(fits.map((a) => a.side));
    if (fits.length && !sides.has(this.side)) this.side = sides.has("warrior") ? "warrior" : "coin";
    this.sides.hidden = !fits.length;
    this.choices.hidden = !fits.length;
    for (const b of this.sides.querySelectorAll("[data-side]")) {
      b.setAttribute("aria-pressed", String(b.dataset.side === this.side));
      b.disabled = !sides.has(b.dataset.side);
    }
    const mine = fits.filter((a) => a.side === this.side);
    // Plain plays first, then the ones with a power, then with Piggy's swap.
    mine.sort((a, b) => a.detail.length - b.detail.length);
    for (const action of mine) {
      const button = el("button", { type: "button", "data-action": action.text,
        title: action.label }, action.detail || action.label);
      if (action.scores) markScores(button, this.sb.t("scores_note"));
      this.suggest.append(button);
    }
    this.suggest.hidden = !mine.length;
    if (announce) this.sb.announce([this.help.textContent]);
    return fits.length;
  }

  // The viewer's hand, drawn by Python inside the board, moves into the bottom bar.
  update(page) {
    const human = this.humanTurn;
    const hand = this.sb.boardHost.querySelector(".sbx-hand");
    this.handSlot.replaceChildren(...(hand ? [hand] : []));
    // A new board is a new decision: no card or cell is chosen on it (nor any cell lit).
    this.card = null;
    this.cell = null;
    for (const b of this.handCards()) {
      b.disabled = !human;
      b.setAttribute("aria-pressed", String(b.dataset.card === this.card));
    }
    for (const cell of this.sb.boardHost.querySelectorAll(CELL)) cell.disabled = !human;
    this.dock.hidden = page.over || (!hand && !human);
    if (page.phase === "tiebreak" && human) {
      this.help.textContent = this.sb.t("tiebreak_help");
      this.sides.hidden = true;
      this.choices.hidden = true;
      this.suggest.replaceChildren();
      return;
    }
    this.showChoices();
  }
}

// The setup field that is Pook's: the fixed 5 by 5 table (the other assumptions keep their
// defaults; a scenario import sets them all).
function setupFields(sb, setup) {
  const box = el("input", { type: "checkbox", "data-fixed-grid": "" });
  box.checked = Boolean(setup.options?.fixed_grid);
  return {
    nodes: [labelled(sb.t("fixed_grid"), box)],
    read: () => ({ fixed_grid: box.checked }),
  };
}

export function mount(root, ctx) {
  return mountSandbox(root, ctx, { createPlay: (sb) => new PookPlay(sb), setupFields });
}
