// Pook's sandbox: the shared shell (../sandbox.js) and its play controls (sandbox_play.js:
// the hand in a bar stuck to the bottom of the screen, where the chosen card can go lit on
// the table) plus what is Pook's own, the way a card is played at the table:
// - tap a card of your hand, then a cell of the table (the table's cells are buttons drawn by
//   livewidgets/pook/board.py): the legal plays of that card at that cell are offered as
//   buttons in the bar, one side at a time (warrior or coin), each saying its power and
//   Piggy's swap in words; while they are offered the hand steps aside (a "back to the hand"
//   button brings it back), so the bar stays a few lines high; the chosen cell is framed and
//   scrolled into sight above it; a lit cell is marked ▼, and ★ where the card would add to
//   the reader's points at once (Python's `gain`), as is a play that would score or lock at
//   once (`scores`); what ▼ and ★ mean is said under the help line whenever they are shown;
// - the card played slides from the hand card tapped to its cell (the shell's FLIP motion,
//   with the hand bar as its origin: `origins`);
// - a cell where the card cannot go is sent to the engine anyway: its refusal names the
//   ruling broken (and links it);
// - in a tie-break, tap a coin-side card: it is the choice;
// - the arrow keys move between the table's cells (grid.js); every legal action also stays in
//   the shell's folded list, the fallback for anything the taps do not reach.
// The hand and everything secret come from Python already filtered for the human at the
// screen; the shell covers the screen between two humans (hot seat).
import { mountSandbox } from "../../../static/sandbox.js";
import { actionButton, el } from "../../../static/sandbox_dom.js";
import { HandPlay } from "../../../static/sandbox_play.js";
import { gridKeys } from "./grid.js";

const CELL = "button.pook-cell[data-arg-value]";

class PookPlay extends HandPlay {
  constructor(sb) {
    super(sb, { targets: CELL, litNote: sb.t("lit_cell") });
    this.card = null;
    this.cell = null;
    this.side = "warrior";
    this.help = el("p", { class: "sbx-selection", "data-selection": "" });
    this.back = el("button", { type: "button", class: "pook-back", "data-back": "" },
      `← ${sb.t("back_to_hand")}`);
    this.back.addEventListener("click", () => this.backToHand());
    // What the signs mean, in sight whenever they are on the table (a chosen card lights
    // cells): one short line under the help line, never folded away.
    this.key = el("ul", { class: "pook-key", "data-signs-key": "" });
    this.key.append(el("li", { "data-for": "lit" }, sb.t("lit_sign")),
      el("li", { "data-for": "scores" }, sb.t("scores_legend")));
    this.key.hidden = true;
    // At rest, what the table's own signs mean, ⊘ and ! (their full legend is under the
    // table, under the bar on a phone: review 35, A2): one short line, each sign's item
    // shown while the sign is on the table.
    this.marksKey = el("ul", { class: "pook-key", "data-marks-key": "" });
    this.marksKey.append(el("li", { "data-for": "locked" }, sb.t("rest_locked")),
      el("li", { "data-for": "new" }, sb.t("rest_new")));
    this.marksKey.hidden = true;
    this.helpRow = el("div", { class: "pook-help" });
    this.helpRow.append(this.help, this.back, this.key, this.marksKey);
    this.sides = el("div", { class: "sbx-row pook-sides", role: "group", "data-sides": "",
      "aria-label": sb.t("side_warrior") });
    for (const side of ["warrior", "coin"]) {
      const b = el("button", { type: "button", "data-side": side, "aria-pressed": "false" },
        sb.t(`side_${side}`));
      this.sides.append(b);
    }
    // The side and the plays share one row that scrolls sideways: the bar never grows over
    // the table (at most a hand, a line of help and this row).
    this.choices = el("div", { class: "pook-choices", "data-choices": "" });
    this.choices.append(this.sides, this.suggest);
    this.dock.append(this.handSlot, this.helpRow, this.choices);
    this.sides.addEventListener("click", (event) => {
      const b = event.target.closest("[data-side]");
      if (!b) return;
      this.side = b.dataset.side;
      this.showChoices();
    });
    gridKeys(sb.root);
  }

  targetKey(cell) {
    return cell.dataset.argValue;
  }

  actionKey(action) {
    return action.at.join(",");
  }

  // In a tie-break, the choice is on the table.
  firstControl() {
    if (this.sb.page?.phase === "tiebreak") return this.sb.boardHost.querySelector(CELL);
    return super.firstControl();
  }

  picked(button, picked) {
    this.card = picked ? button.dataset.card : null;
    this.cardName = button.textContent;
    this.showChoices();
  }

  useTarget(button) {
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
      this.play(`play ${this.card} ${this.side} at ${r},${c}`);
      return;
    }
    // The plays are offered in the bar: the cell they are for stays in sight above it, with
    // the ring of cells around it (where its power or Piggy's swap may reach: a neighbour
    // and the gap between rows).
    this.sb.keepInView(button, { ring: button.getBoundingClientRect().height * 1.4 });
  }

  // The reader's play (`from`: the button tapped in the bar, if any): the card will slide
  // from there (origins).
  play(actionText, from = null) {
    this.launch = { player: this.sb.page?.turn ?? null, from };
    return super.play(actionText, from);
  }

  // Called by the shell before it redraws the board (`places`: where each identity was, from
  // the board's corner): the reader's card comes from the bar where the finger was (the play
  // tapped, else the hand card chosen), which the board does not hold, rather than from the
  // player's box further down the page, often under the bar or off the screen.
  origins(places, frame) {
    const launch = this.launch;
    this.launch = null;
    if (!launch?.player) return;
    const card = [launch.from, ...this.pickedCards()]
      .find((b) => b?.isConnected && b.getClientRects().length);
    if (!card) return;
    const player = launch.player;
    const box = card.getBoundingClientRect();
    const corner = frame.getBoundingClientRect();
    places.set(`player-${player}`, { left: box.left - corner.left, top: box.top - corner.top });
  }

  // Leave the plays offered for a cell: the hand comes back, the card still chosen.
  backToHand() {
    this.cell = null;
    this.markCell();
    this.showChoices(true);
    (this.pickedCards()[0] ?? this.handCards()[0])?.focus();
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

  // The legal plays of the chosen card at the chosen cell, for the chosen side. Where the
  // card may go is lit (data-legal: a frame and the sign ▼, explained in the bar's help line,
  // and said to a screen reader); a lit cell where one of those plays adds to the reader's
  // points at once (the engine's `gain`: the card, the side, its power or Piggy's swap) also
  // carries ★. A lock alone does not mark a cell: every Piggy swap locks a card, so it would
  // mark every cell next to Piggy's reach and the mark would tell nothing; the plays offered
  // for the cell say it (`scores`).
  showChoices(announce = false) {
    const actions = this.legal();
    this.suggest.replaceChildren();
    const name = this.cardName ?? this.card;
    const fits = this.card && this.cell
      ? actions.filter((a) => a.card === this.card && a.at[0] === this.cell[0]
        && a.at[1] === this.cell[1]) : [];
    // the cell named as the pages name it ("row 0, column 1"), in words the board carries
    const cellWords = this.cell ? this.sb.boardHost.querySelector(
      `${CELL}[data-arg-value="${this.cell.join(",")}"]`)?.dataset.cellName ?? "" : "";
    this.light(actions.filter((a) => a.card === this.card), (a) => a.gain > 0);
    if (!this.card) this.help.textContent = this.sb.t("hand_help");
    else if (!this.cell) this.help.textContent = this.sb.t("choose_cell", { card: name });
    else if (!fits.length) this.help.textContent = this.sb.t("no_match", { card: name, cell: cellWords });
    else this.help.textContent = this.sb.t("matching", { card: name, cell: cellWords });
    // The signs' legend while signs are on the table (a card chosen); the hand steps aside
    // while the plays for a cell are offered (the bar stays small: the cell in view).
    // Once the cell is chosen, ▼ has done its work: only ★ stays said, if a play offered
    // has it (review 36, A4: the bar took 202 px of a phone).
    const choosing = fits.length > 0;
    const [litItem, scoresItem] = this.key.children;
    litItem.hidden = choosing;
    scoresItem.hidden = choosing && !fits.some((a) => a.scores);
    this.key.hidden = !this.card || (litItem.hidden && scoresItem.hidden);
    let signs = 0;
    for (const item of this.marksKey.children) {
      item.hidden = !this.sb.boardHost.querySelector(`td[data-mark-${item.dataset.for}]`);
      if (!item.hidden) signs += 1;
    }
    this.marksKey.hidden = Boolean(this.card) || !signs;
    this.dock.toggleAttribute("data-choosing", choosing);
    this.handSlot.hidden = choosing;
    this.back.hidden = !choosing;
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
      this.suggest.append(actionButton(this.sb, action, action.detail || this.sb.t("play_plain"),
        { title: action.label }));
    }
    this.suggest.hidden = !mine.length;
    if (announce) this.sb.announce([this.help.textContent]);
    return fits.length;
  }

  // A new board is a new decision: no card or cell is chosen on it (nor any cell lit). In a
  // tie-break the choice is a card on the table, not a play from the hand.
  redraw(page) {
    this.card = null;
    this.cell = null;
    this.showChoices();
    if (page.phase === "tiebreak" && this.humanTurn) this.help.textContent = this.sb.t("tiebreak_help");
  }
}

export function mount(root, ctx) {
  return mountSandbox(root, ctx, { createPlay: (sb) => new PookPlay(sb) });
}
