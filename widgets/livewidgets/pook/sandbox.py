"""Pook's sandbox, Python side: the shared :class:`~livewidgets.sandbox.Sandbox` with Pook's
hooks (its table, hands and banners, its action labels, its simulate panel). The page calls
``pook.sandbox.<name>`` for each name of :data:`livewidgets.sandbox.CALLS`, answered by
:data:`SANDBOX`, drawn for the human at the screen (:mod:`.sandbox_render` leaves out secrets).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from engine.pook import RulesError
from engine.pook.actions import Flip, Play, parse_action
from engine.pook.analysis import play_effect
from engine.pook.messages import render
from engine.pook.session import KIT
from engine.pook.simulate import simulate as simulate_games
from engine.pook.state import State
from engine.pook.view import seen_event
from engine.i18n import SHARED, catalogue
from engine.session import Replay, Session
from engine.simulation import Summary

from ..lastmoves import last_moves
from ..markup import escape
from ..sandbox import HUMAN, Sandbox, SetupField, refusal
from .board import cell_key, steady_window
from .sandbox_render import action_label, board_html, detail_parts
from .strings import SEAT_NAMES, browser_strings, t, text


class PookSandbox(Sandbox):
    """The hooks; the board marks every play since the viewer's own, said in ``since``."""

    def label(self, action: Any, session: Session, lang: str) -> str:
        return action_label(action, lang)

    def logged(self, session: Session, rep: Replay, i: int, lang: str) -> str:
        """A tie-break choice names the card it turned over (the position before it)."""
        return action_label(parse_action(session["log"][i]), lang, rep.before[i])

    def told(self, event: Any, rep: Replay, seen_by: str | None, lang: str) -> str:
        return render(event if seen_by is None else seen_event(event, seen_by), lang)

    def action_json(self, action: Any, state: Any, lang: str) -> dict[str, Any]:
        """One legal action for the page: its text, label and cell (``target``, "r,c", as its
        cell's button: :func:`.board.table_html`), and what it does at once
        (:func:`~engine.pook.analysis.play_effect`): ``gain``, the mover's points it adds (★ on
        a cell), and ``scores``, whether it adds points or locks a card (★ on a play)."""
        effect = play_effect(state, action)
        out: dict[str, Any] = {"text": str(action), "label": action_label(action, lang, state),
                               "target": cell_key(action.at), "gain": effect.gain,
                               "scores": effect.gain > 0 or effect.locks, "kind": "flip"}
        if isinstance(action, Play):
            out.update(kind="play", card=action.card, side=action.side,
                       detail=t(lang).separator.join(detail_parts(action, lang, "offer")))
        return out

    def refuse_illegal(self, err: RulesError, lang: str) -> dict[str, Any]:
        return refusal(text(lang, "illegal", ruling=str(err.ruling), reason=err.reason(lang)), err)

    def standings(self, state: Any) -> tuple[list[str], dict[str, int]] | None:
        """The winners (those still tied after the last tie-break share the win) and every
        player's points (None while no one has won: a game ended without a winner)."""
        winners = state.winners()
        return (winners, dict(zip(state.players, state.totals()))) if winners else None

    def replay(self, session: Mapping[str, Any]) -> Replay:
        """The session played out, with the position before each tie-break choice (its label
        names the card turned over) and the table's bounds at the start and after each action."""
        return KIT.replay(session, keep_before=lambda action: isinstance(action, Flip),
                          watch=lambda state: state.table.bounds)

    def drawn(self, session: Session, rep: Replay, viewer: int | None, lang: str,
              reveal: bool, live: bool) -> dict[str, Any]:
        state: State = rep.state
        seats = session["seats"]
        everything = reveal or state.is_over or HUMAN not in seats
        shown = None if viewer is None else state.players[viewer]
        view = steady_window(rep.seen, state.table.fixed)
        lines = last_moves(rep, viewer, lambda player, i: self.last_move(session, rep, player,
                                                                          i, lang))
        # Every move since the viewer's own (only the last one when the viewer just played) is
        # marked on the table, and each card it laid slides in from its player.
        recent = rep.since(shown)
        moves = recent or range(max(len(rep.movers) - 1, 0), len(rep.movers))
        marked = [e for i in moves for e in rep.events[i]]
        since = ""
        if recent and not state.is_over and seats[state.seat_to_move()] == HUMAN:
            since = text(lang, "since_turn", moves=catalogue(SHARED, lang).clauses.join(
                text(lang, "who_did", player=rep.movers[i],
                     action=self.logged(session, rep, i, lang))
                for i in recent))
        played = [(action.at, rep.movers[i], i) for i in moves
                  if isinstance(action := parse_action(session["log"][i]), Play)]
        return {"entries": self.log_entries(session, rep, lang, None if everything else shown),
                "html": board_html(state, seats, lang, viewer, everything, view, live=live,
                                   last=marked, played=played, moves=lines),
                "phase": state.phase, "since": since}

    @staticmethod
    def last_move(session: Session, rep: Replay, player: str, i: int | None, lang: str) -> str:
        """``player``'s last move (``i``: its index in the log) in a few words, for the line
        under the turn line (:func:`~livewidgets.lastmoves.last_moves`)."""
        if i is None:
            return text(lang, "not_played", player=player)
        before = rep.before[i] if rep.before else None
        action = action_label(parse_action(session["log"][i]), lang, before, "short_play")
        return text(lang, "who_did", player=player, action=action)

    def simulated(self, session: Session, state: Any, games: int, bot: str, seed: int,
                  more: Callable[[int], bool]) -> Summary:
        """Games from the current position when at most one human plays, else new games of
        the same setup: results from the position would hint at the others' secret banners."""
        fresh = session["seats"].count(HUMAN) > 1
        options = session["start"].get("options", {}) if fresh else {}
        return simulate_games(games, players=len(state.players), bot=bot, seed=seed, more=more,
                              position=None if fresh else state, **options)

    def results_note(self, session: Session, lang: str) -> str:
        """Results of new games are said to be so (:meth:`simulated`)."""
        if session["seats"].count(HUMAN) < 2:
            return ""
        return f'<p class="sbx-panel-note">{escape(text(lang, "sim_new_games"))}</p>'


SETUP = (SetupField("fixed_grid", "check", "fixed_grid"),)
"""The option a new game may change: the fixed 5 by 5 table (an imported scenario sets all)."""

SANDBOX = PookSandbox(KIT, text, SEAT_NAMES, browser_strings, fields=SETUP)
__getattr__ = SANDBOX.attribute
