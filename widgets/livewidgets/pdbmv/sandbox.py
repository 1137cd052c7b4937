"""The PDBMV sandbox's Python side: the shared :class:`~livewidgets.sandbox.Sandbox` with this
game's hooks (its board, its action labels, its simulate panel).

The page calls ``pdbmv.sandbox.<name>`` for each name of :data:`livewidgets.sandbox.CALLS`;
this module answers them through :data:`SANDBOX`. PDBMV has no hidden information a seat
must not see beyond the other hands, which the board shows face down; on a human's turn it
also says what the others did since that human last played.
"""

from __future__ import annotations

from typing import Any, Callable

from engine.pdbmv import Bribe, Buy, State
from engine.pdbmv.analysis import scores_at_once
from engine.pdbmv.components import STALLS, WILDS_IN_BOX
from engine.pdbmv.game import GAME
from engine.pdbmv.messages import render
from engine.pdbmv.observe import changes_since
from engine.pdbmv.session import KIT
from engine.pdbmv.simulate import simulate as simulate_games
from engine.i18n import SHARED, catalogue
from engine.session import HUMAN, Replay, Session
from engine.simulation import Summary

from ..lastmoves import Move
from ..lastmoves import last_moves as shared_last_moves
from ..sandbox import Sandbox, SetupField
from .sandbox_chart import chart_html
from .sandbox_render import action_words, board_html, standings, token_moves
from .strings import SEAT_NAMES, browser_strings, ruling_summary, text

def since_last_turn(session: Session, rep: Replay, lang: str) -> tuple[dict[str, Any], str]:
    """On a human's turn, what the others did since that human last played (or since the
    start): the changes the board marks, and the same in one sentence ("Since your last turn:
    Ben bribed the Dragon with 2 × Axe (Axe bribe); the track moved: Axe: space 2 → 4.")."""
    state: State = rep.state
    if state.over or session["seats"][state.turn] != HUMAN:
        return {}, ""
    recent = rep.since(state.player)
    if not recent:
        return {}, ""
    before: State = KIT.replay(session, upto=recent.start).state
    changes = changes_since(before, state)
    moves = [action_words(GAME.parse_action(session["log"][i]), lang, "did", player=rep.movers[i])
             for i in recent]
    if changes["tokens"]:
        moves.append(text(lang, "track_moved", moves=token_moves(changes, state, lang)))
    return changes, text(lang, "since_turn", moves=catalogue(SHARED, lang).clauses.join(moves))


def last_moves(session: Session, rep: Replay, viewer: int | None,
               lang: str) -> list[Move]:
    """Each other player's last move in a few words, one line on a phone
    (:func:`livewidgets.lastmoves.last_moves`): the short label of their action."""
    def said(player: str, last: int | None) -> str:
        if last is None:
            return text(lang, "not_played", player=player)
        move = action_words(GAME.parse_action(session["log"][last]), lang, "short")
        return text(lang, "last_move", player=player, move=move)
    return shared_last_moves(rep, viewer, said)


class PdbmvSandbox(Sandbox):
    """The hooks: labels with a short form, the board with what changed since the human's
    last turn, the player to move named even after the end (the page's status line)."""

    # the greedy bot tries every legal action each turn: about 30 times slower than random
    sim_games = {"greedy": 100, "random": 1000}

    def label(self, action: Any, session: Session, lang: str) -> str:
        return action_words(action, lang)

    def told(self, event: Any, rep: Replay, seen_by: str | None, lang: str) -> str:
        return render(event, lang)      # every seat reads the same log

    def action_json(self, action: Any, state: Any, lang: str) -> dict[str, Any]:
        out: dict[str, Any] = {"text": str(action), "label": action_words(action, lang),
                               "short": action_words(action, lang, "short"),
                               "scores": scores_at_once(state, action)}
        if isinstance(action, Bribe):
            out.update(kind="bribe", treasure=action.treasure, cards=list(action.cards),
                       target=f"bribe:{action.treasure}")
        elif isinstance(action, Buy):
            out.update(kind="buy", stall=action.stall, cards=list(action.pay),
                       curse=action.curse, target=f"buy:{action.stall}")
        else:
            out.update(kind="draw", cards=[])
        return out

    def drawn(self, session: Session, rep: Replay, viewer: int | None, lang: str,
              reveal: bool, live: bool) -> dict[str, Any]:
        state: State = rep.state
        changes, since = since_last_turn(session, rep, lang)  # none on the static page: a new game
        return {"entries": self.log_entries(session, rep, lang), "since": since,
                "html": board_html(state, session["seats"], lang, viewer, reveal, live,
                                   changes, last_moves(session, rep, viewer, lang)),
                "turn": state.player, "seat": session["seats"][state.turn]}

    def standings(self, state: Any) -> tuple[tuple[str, ...], dict[str, int]]:
        return standings(state)

    def simulated(self, session: Session, state: Any, games: int, bot: str, seed: int,
                  more: Callable[[int], bool]) -> Summary:
        """Games from the current position, the cards the mover cannot see reshuffled."""
        return simulate_games(games, bot=bot, seed=seed, start=state, more=more)

    def results_html(self, summary: Summary, session: Session, state: Any, bot: str,
                     seed: int, lang: str) -> str:
        """A chart and tables of the wins and the scores."""
        return chart_html(summary, lang)


SETUP = (SetupField("track_values", "numbers", "track_values"),
         SetupField("wilds_removed", "number", "wilds_removed", low=0, high=WILDS_IN_BOX),
         SetupField("starting_market", "checks", "starting_market", STALLS, words="stall"))
"""The options a new game may change: the Favor track's values, the Wilds removed, the
stalls of the starting market."""

SANDBOX = PdbmvSandbox(KIT, text, SEAT_NAMES, browser_strings, ruling_summary, SETUP)
__getattr__ = SANDBOX.attribute
