// The Goblin Hood sandbox: the shared sandbox shell (../sandbox.js) plus what is this game's
// own: laying a card by tapping the drawn trail, and the match's setup option.
//
// Python (livewidgets.goblinhood.sandbox) draws the board for the human to play: each card of
// that hand is a toggle button (data-pick, aria-pressed) and, under each end of the trail,
// every legal way to lay each card is a button (data-action: the engine's text form,
// data-for-card: the card), hidden until its card is picked. So a tap on a card shows where
// it fits, a tap on an end lays it; every button is a real <button> (keyboard, screen
// readers), its words say the colours (never colour alone). The shell's folded list of every
// legal action stays below as the fallback.
import { mountSandbox } from "../../../static/sandbox.js";
import { el, labelled } from "../../../static/sandbox_dom.js";

function createPlay(sb) {
  let picked = null;

  const board = () => sb.boardHost;
  // The prompt is the board's own line (data-pick-help), drawn by Python between the trail and
  // the players with its room kept, so that it is in sight next to the hand and the trail and
  // the table under it never moves; empty while no human lays a card.
  const help = () => board().querySelector("[data-pick-help]");

  function show(card) {
    picked = card;
    let words = "";
    const picks = board().querySelectorAll("[data-pick]");
    for (const b of picks) {
      b.setAttribute("aria-pressed", String(b.dataset.pick === card));
      if (b.dataset.pick === card) words = b.dataset.words ?? "";
    }
    let lit = 0;
    for (const b of board().querySelectorAll("[data-for-card]")) {
      b.hidden = b.dataset.forCard !== card;
      lit += b.hidden ? 0 : 1;
    }
    // The prompt names the card as the player sees it (data-words: its squares and gold).
    const line = help();
    if (line && picks.length) {
      line.textContent = !card ? sb.t("pick_help")
        : sb.t(lit ? "picked" : "picked_none", { card: words });
    }
    return line?.textContent ?? "";
  }

  sb.boardHost.addEventListener("click", (event) => {
    const pick = event.target.closest("[data-pick]");
    if (pick) {
      const card = pick.dataset.pick === picked ? null : pick.dataset.pick;
      const said = show(card);
      if (card) sb.announce([said]);
      // From the keyboard (a click with no pointer: detail 0), go on to the first way to lay
      // it: the ends come before the hand in the page's order.
      if (card && event.detail === 0) {
        board().querySelector(`[data-for-card="${CSS.escape(card)}"]:not([hidden])`)?.focus();
      }
      return;
    }
    const lay = event.target.closest("[data-action]");
    if (lay && !lay.hidden) sb.act(lay.dataset.action);
  });

  return {
    // A new board is a new decision: nothing is picked on it.
    update() {
      show(null);
    },
    firstControl() {
      return board().querySelector("[data-pick]")
        ?? sb.root.querySelector("[data-action-groups] button");
    },
  };
}

// The match's options a sandbox game may change here: its length (1 or 2 round wins) and
// where a round's marker card comes from (ruling marker-chooser). Each shows the session's
// value; Python fills in the engine's defaults (setup.options), so none is repeated here.
export function setupFields(sb, setup) {
  const choice = (name, values, words) => {
    const select = el("select", { "data-option": name });
    for (const value of values) {
      const option = el("option", { value: String(value) }, words(value));
      option.selected = value === setup.options?.[name];
      select.append(option);
    }
    return select;
  };
  const wins = choice("wins", [1, 2], String);
  const marker = choice("marker", ["trail", "hand"], (value) => sb.t(`marker_${value}`));
  return {
    nodes: [labelled(sb.t("wins_option"), wins), labelled(sb.t("marker_option"), marker)],
    read: () => ({ wins: Number(wins.value), marker: marker.value }),
  };
}

export function mount(root, ctx) {
  // boardStatus: the board says whose turn it is (its [data-status] line), once.
  return mountSandbox(root, ctx, { createPlay, setupFields, boardStatus: true });
}
