// The Goblin Hood sandbox: the shared sandbox shell (../sandbox.js) plus what is this game's
// own: laying a card by tapping the drawn trail. Python draws the
// buttons (livewidgets/goblinhood/sandbox_render.py: a hand card toggles data-pick, each
// way to lay it is a data-for-card button hidden until it is picked): a tap on a card shows
// where it fits, a tap on an end lays it. The shell's folded list of every legal action stays
// below as the fallback.
import { mountSandbox } from "../../../static/sandbox.js";

function createPlay(sb) {
  let picked = null;

  const board = sb.boardHost;

  function show(card) {
    picked = card;
    const picks = [...board.querySelectorAll("[data-pick]")];
    for (const b of picks) b.setAttribute("aria-pressed", String(b.dataset.pick === card));
    const words = picks.find((b) => b.dataset.pick === card)?.dataset.words ?? "";
    const ends = new Set();   // the ends where the card is lit
    for (const b of board.querySelectorAll("[data-for-card]")) {
      b.hidden = b.dataset.forCard !== card;
      if (!b.hidden) ends.add(b.closest("[data-side]")?.dataset.side);
    }
    // The end squares a lit choice covers are marked on the trail itself (review 33, B3): which
    // square a choice covers is seen at the end, not worked out from the bar under it.
    for (const sq of board.querySelectorAll(".gh-strip-cards .gh-sq[data-end]")) {
      sq.toggleAttribute("data-covered", ends.has(sq.dataset.end));
    }
    // the key to the signs yields its room to the lit choices (the room never changes)
    board.querySelector(".gh-ends")?.toggleAttribute("data-picked", Boolean(card));
    // The prompt is the board's own line (data-pick-help), drawn by Python between the trail
    // and the players with its room kept, so that it is in sight next to the hand and the
    // trail and the table under it never moves; empty while no human lays a card. It names
    // the card as the player sees it (data-words: its squares and gold).
    const line = board.querySelector("[data-pick-help]");
    if (line && picks.length) {
      line.textContent = !card ? sb.t("pick_help")
        : sb.t(ends.size ? "picked" : "picked_none", { card: words });
    }
    return line?.textContent ?? "";
  }

  // The round's end (review 33, B1): a panel over the table's top, drawn by Python while the
  // count is among the moves since the reader's turn; it stays until "Next round", and once
  // gone it stays gone for that round (the board is drawn again after each bot's move).
  let dismissed = null;
  let announced = null;

  // A long trail scrolls sideways: how many cards are out of sight on each side (review 33,
  // B7), shown only while some card is (a row a few pixels wider than its box hides none:
  // the cue said "swipe" with no count, and no scroll changed it). Counted where the cards
  // come to rest: while they slide in (the shared motion, player.js) their boxes are moved.
  function moreCue() {
    const ol = board.querySelector(".gh-strip-cards");
    const moving = ol?.getAnimations({ subtree: true }) ?? [];
    Promise.allSettled(moving.map((a) => a.finished)).then(() => {
      if (moving.length && board.contains(ol)) countHidden();
    });
    countHidden();
  }

  function countHidden() {
    const ol = board.querySelector(".gh-strip-cards");
    const cue = board.querySelector("[data-trail-more]");
    if (!ol || !cue) return;
    // a card is out of sight under the pinned first or last card (a pixel's slack)
    const [first, ...rest] = [...ol.children].map((c) => c.getBoundingClientRect());
    const last = rest.pop();
    const left = rest.filter((r) => r.left < first.right - 1).length;
    const right = rest.filter((r) => r.left >= first.right - 1 && r.right > last.left + 1).length;
    cue.hidden = ol.scrollWidth <= ol.clientWidth + 1 || ol.getBoundingClientRect().width === 0
      || left + right === 0;
    cue.querySelector('[data-more-side="left"]').textContent = left ? `◀ ${left}` : "";
    cue.querySelector('[data-more-side="right"]').textContent = right ? `${right} ▶` : "";
  }

  board.addEventListener("scroll", (event) => {
    if (event.target.classList?.contains("gh-strip-cards")) moreCue();
  }, true);

  board.addEventListener("click", (event) => {
    const next = event.target.closest("[data-next-round]");
    if (next) {
      const panel = next.closest("[data-round-end]");
      dismissed = panel.dataset.roundEnd;
      panel.remove();
      // on to the decision: a card of the hand, else the first legal action in sight, else
      // the turn line (the list of every action may be folded: its buttons take no focus)
      const control = firstControl();
      (control?.offsetParent ? control : board.querySelector("[data-status]"))?.focus();
      return;
    }
    const pick = event.target.closest("[data-pick]");
    if (pick) {
      const card = pick.dataset.pick === picked ? null : pick.dataset.pick;
      const said = show(card);
      if (card) sb.announce([said]);
      // From the keyboard (a click with no pointer: detail 0), go on to the first way to lay
      // it: the ends come before the hand in the page's order.
      if (card && event.detail === 0) {
        board.querySelector(`[data-for-card="${CSS.escape(card)}"]:not([hidden])`)?.focus();
      }
      return;
    }
    const lay = event.target.closest("[data-action]");
    if (lay && !lay.hidden) sb.act(lay.dataset.action);
  });

  function firstControl() {
    // a round over: the cards to give (lit where they lie) or the new deal, when it is ours
    // (the round-end panel, when drawn, comes first in the board: its button is found first)
    return board.querySelector("[data-next-round], [data-pick], [data-decide]")
      ?? sb.root.querySelector("[data-action-groups] button");
  }

  return {
    // A new board is a new decision: nothing is picked on it.
    update() {
      show(null);
      moreCue();
      const panel = board.querySelector("[data-round-end]");
      if (panel?.dataset.roundEnd === dismissed) panel.remove();
      else if (panel && announced !== panel.dataset.roundEnd) {
        // once a round, the focus on its button: a screen reader then says the panel's
        // title and sentences (a dialog, named and described by them); the reader goes on
        // when ready
        announced = panel.dataset.roundEnd;
        panel.querySelector("[data-next-round]")?.focus({ preventScroll: true });
        panel.scrollIntoView({ block: "nearest" });
      }
    },
    firstControl,
  };
}

export function mount(root, ctx) {
  return mountSandbox(root, ctx, { createPlay });
}
