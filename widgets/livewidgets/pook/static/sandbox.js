// Pook's sandbox: the shared shell (../sandbox.js) and its hand bar (sandbox_play.js), plus
// the way a card is played at Pook's table:
// - tap a card of your hand, then a cell (board.py's buttons): the card's legal plays there
//   are offered in the bar, a side at a time, in words; the hand steps aside meanwhile, so the
//   bar stays a few lines high under the chosen cell; ▼ and ★ mark the cells (showChoices);
// - the card played slides from the bar, where it was tapped (`origins`);
// - a cell where the card cannot go is sent to the engine anyway: its refusal names the ruling;
// - in a tie-break, tap a coin-side card: it is the choice;
// - the arrow keys move between the cells (grid.js); the shell's folded list of every legal
//   action is the fallback for anything the taps do not reach.
import { mountSandbox } from "../../../static/sandbox.js";
import { actionButton, el } from "../../../static/sandbox_dom.js";
import { HandPlay } from "../../../static/sandbox_play.js";
import { gridKeys } from "./grid.js";

const CELL = "button.pook-cell[data-target-key]";

// A short key to signs (`items`: each sign's data-for and words), hidden until shown.
function signsKey(attr, items) {
  const list = el("ul", { class: "pook-key", [attr]: "", hidden: "" });
  for (const [name, words] of Object.entries(items)) list.append(el("li", { "data-for": name }, words));
  return list;
}

// Whether one of the items of `list` is shown.
const anyShown = (list) => [...list.children].some((item) => !item.hidden);

class PookPlay extends HandPlay {
  constructor(sb) {
    super(sb, { targets: CELL, litNote: sb.t("lit_cell") });
    this.card = null;
    this.cell = null; // the chosen cell's button
    this.side = "warrior";
    this.help = el("p", { class: "sbx-selection", "data-selection": "" });
    this.back = el("button", { type: "button", class: "pook-back", "data-back": "" },
      `← ${sb.t("back_to_hand")}`);
    this.back.addEventListener("click", () => this.backToHand());
    // What the signs mean, in sight whenever a chosen card lights cells: one short line.
    this.key = signsKey("data-signs-key", { lit: sb.t("lit_sign"), scores: sb.t("scores_legend") });
    // At rest, what the table's own ⊘ and ! mean (the legend under the table is under the
    // bar on a phone: review 35, A2).
    this.marksKey = signsKey("data-marks-key", { locked: sb.t("rest_locked"), new: sb.t("rest_new") });
    this.helpRow = el("div", { class: "pook-help" });
    this.helpRow.append(this.help, this.back, this.key, this.marksKey);
    this.sides = el("div", { class: "sbx-row pook-sides", role: "group", "data-sides": "",
      "aria-label": sb.t("side_warrior") });
    this.sides.append(...["warrior", "coin"].map((side) => el("button",
      { type: "button", "data-side": side, "aria-pressed": "false" }, sb.t(`side_${side}`))));
    this.sides.addEventListener("click", (event) => {
      this.side = event.target.closest("[data-side]")?.dataset.side ?? this.side;
      this.showChoices();
    });
    // The side and the plays share one block: the bar never grows over the table.
    this.choices = el("div", { class: "pook-choices", "data-choices": "" });
    this.choices.append(this.sides, this.suggest);
    this.dock.append(this.handSlot, this.helpRow, this.choices);
    gridKeys(sb.root);
  }

  // In a tie-break, the choice is on the table.
  firstControl() {
    return this.sb.page?.phase === "tiebreak" ? this.sb.boardHost.querySelector(CELL) : super.firstControl();
  }

  picked(button, picked) {
    this.card = picked ? button.dataset.card : null;
    this.cardName = button.textContent;
    this.showChoices();
  }

  useTarget(button) {
    const at = this.targetKey(button); // "r,c", as the engine writes a cell
    if (this.sb.page.phase === "tiebreak") {
      this.sb.act(`flip ${at}`);
      return;
    }
    this.cell = button;
    const fits = this.showChoices(true);
    if (!this.card) return;
    // No legal play of this card here: let the engine say which ruling forbids it.
    if (!fits) {
      this.play(`play ${this.card} ${this.side} at ${at}`);
      return;
    }
    // The plays are offered in the bar: their cell stays in sight above it, with the ring of
    // cells its power or Piggy's swap may reach.
    this.sb.keepInView(button, { ring: button.getBoundingClientRect().height * 1.4 });
  }

  // The reader's play (`from`: the button tapped in the bar, where the card slides from).
  play(actionText, from = null) {
    this.launch = { player: this.sb.page?.turn ?? null, from };
    return super.play(actionText, from);
  }

  // Called by the shell before it redraws the board (`places`: where each identity was, from
  // the board's corner): the reader's card comes from the bar where the finger was (the play
  // tapped, else the card chosen), not from the player's box, often off the screen.
  origins(places, frame) {
    const { player, from } = this.launch ?? {};
    this.launch = null;
    const card = player && [from, ...this.pickedCards()]
      .find((b) => b?.isConnected && b.getClientRects().length);
    if (!card) return;
    const box = card.getBoundingClientRect();
    const corner = frame.getBoundingClientRect();
    places.set(`player-${player}`, { left: box.left - corner.left, top: box.top - corner.top });
  }

  // Leave the plays offered for a cell: the hand comes back, the card still chosen.
  backToHand() {
    this.cell = null;
    this.showChoices(true);
    (this.pickedCards()[0] ?? this.handCards()[0])?.focus();
  }

  // The legal plays of the chosen card at the chosen cell (framed thick: data-chosen-cell),
  // for the chosen side. Where the card may go is lit (data-legal: a frame and ▼, said in the
  // help line and to a screen reader); ★ where one of those plays adds to the reader's points
  // at once (the engine's `gain`). Not for a lock alone: every Piggy swap locks, so ★ would
  // mark every cell in Piggy's reach; the plays offered for the cell say it (`scores`).
  showChoices(announce = false) {
    this.sb.boardHost.querySelector("[data-chosen-cell]")?.removeAttribute("data-chosen-cell");
    this.cell?.setAttribute("data-chosen-cell", "");
    const mine = this.legal().filter((a) => a.card === this.card);
    const fits = this.cell ? mine.filter((a) => a.target === this.targetKey(this.cell)) : [];
    this.light(mine, (a) => a.gain > 0);
    // the cell named as the pages name it ("row 0, column 1"), in words the board carries
    this.help.textContent = this.sb.t(!this.card ? "hand_help" : !this.cell ? "choose_cell"
      : fits.length ? "matching" : "no_match", { card: this.cardName, cell: this.cell?.dataset.cellName });
    // The signs' legend while a card is chosen; the hand steps aside while a cell's plays are
    // offered (the bar stays small). Once the cell is chosen, ▼ has done its work: only ★
    // stays said, if a play offered has it (review 36, A4: the bar took 202 px of a phone).
    const choosing = fits.length > 0;
    const [litItem, scoresItem] = this.key.children;
    litItem.hidden = choosing;
    scoresItem.hidden = choosing && !fits.some((a) => a.scores);
    this.key.hidden = !this.card || !anyShown(this.key);
    for (const item of this.marksKey.children) {
      item.hidden = !this.sb.boardHost.querySelector(`td[data-mark-${item.dataset.for}]`);
    }
    this.marksKey.hidden = Boolean(this.card) || !anyShown(this.marksKey);
    this.dock.toggleAttribute("data-choosing", choosing);
    this.handSlot.hidden = choosing;
    this.back.hidden = !choosing;
    this.choices.hidden = !choosing;
    const sides = new Set(fits.map((a) => a.side));
    if (choosing && !sides.has(this.side)) this.side = sides.has("warrior") ? "warrior" : "coin";
    for (const b of this.sides.querySelectorAll("[data-side]")) {
      b.setAttribute("aria-pressed", String(b.dataset.side === this.side));
      b.disabled = !sides.has(b.dataset.side);
    }
    // Plain plays first, then the ones with a power, then with Piggy's swap.
    this.suggest.replaceChildren(...fits.filter((a) => a.side === this.side)
      .sort((a, b) => a.detail.length - b.detail.length)
      .map((a) => actionButton(this.sb, a, a.detail || this.sb.t("play_plain"), { title: a.label })));
    this.suggest.hidden = !this.suggest.children.length;
    if (announce) this.sb.announce([this.help.textContent]);
    return fits.length;
  }

  // A new board is a new decision: no card or cell chosen, none lit (a tie-break: on the table).
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
