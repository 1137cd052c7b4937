"""The Goblin Hood sandbox's Python side: the shared :class:`~livewidgets.sandbox.Sandbox` with
this game's hooks (its trail and hands, its action labels, its simulate panel).

The page calls ``goblinhood.sandbox.<name>`` for each name of
:data:`livewidgets.sandbox.CALLS`; this module answers them through :data:`SANDBOX`. Hidden
information is removed before any markup is written (:mod:`.sandbox_render`,
:func:`engine.goblinhood.observer.redact`): the board and the log of a human's turn hold that
human's hand and nobody else's, and no treasure.
"""

from __future__ import annotations

from typing import Any, Callable

from engine.goblinhood import Give, Play, State, parse_action, redact
from engine.goblinhood.events import EventKind
from engine.goblinhood.analysis import distinct_actions
from engine.goblinhood.components import MARKER_FROM, WINS_CHOICES
from engine.goblinhood.messages import card_name, colour_name, end_name, render
from engine.goblinhood.session import KIT, setup_events
from engine.goblinhood.simulate import simulate as simulate_games
from engine.i18n import SHARED, catalogue
from engine.session import Replay, Session
from engine.simulation import Summary

from ..lastmoves import last_moves
from ..sandbox import Sandbox, SetupField
from .sandbox_render import board_html
from .sandbox_round import round_end_html
from .strings import SEAT_NAMES, browser_strings, ruling_summary, text

Json = dict[str, Any]


def action_label(action: Any, state: State, lang: str, short: bool = False) -> str:
    """An action in words, in ``lang``: the card by its squares and gold (a player never
    sees its id), the square named by its colour; ``short``, a card laid and its end only
    (where the trail shows which square covers)."""
    if isinstance(action, Play):
        card, end = card_name(action.card, state.cards, lang), end_name(action.end, lang)
        if short:
            return text(lang, "short_lay", card=card, end=end)
        square = state.cards[action.card].squares[action.cover] \
            if action.card in state.cards else "?"
        return text(lang, "act_play", card=card, end=end, square=colour_name(square, lang))
    if isinstance(action, Give):
        return text(lang, "act_give", card=card_name(action.card, state.cards, lang))
    return text(lang, "act_deal")


def last_move(session: Session, player: str, i: int | None, lang: str) -> str:
    """``player``'s last move (``i``: its index in the log), for the line under the turn
    line (:func:`~livewidgets.lastmoves.last_moves`), in a few words (:func:`action_label`,
    ``short``)."""
    if i is None:
        return text(lang, "not_played", player=player)
    move = action_label(parse_action(session["log"][i]), KIT.start_state(session["start"]),
                        lang, short=True)
    return text(lang, "last_move", player=player, move=move)


class GoblinHoodSandbox(Sandbox):
    """The hooks: labels that name a square by its colour (read from the start's cards), the
    board and log as the viewer may see them, the setup's own events first in the log. Its
    bots can meet a position they cannot play from (``bot_failed``, ``sim_failed``)."""

    def label(self, action: Any, session: Session, lang: str) -> str:
        return action_label(action, KIT.start_state(session["start"]), lang)

    def logged(self, session: Session, rep: Replay, i: int, lang: str) -> str:
        """Read on the position: a match's cards, all dealt or not, never change."""
        return action_label(parse_action(session["log"][i]), rep.state, lang)

    def told(self, event: Any, rep: Replay, seen_by: str | None, lang: str) -> str:
        """Each card by its squares and gold."""
        return render(event if seen_by is None else redact(event, seen_by), lang, rep.state.cards)

    setup_events = staticmethod(setup_events)

    def choices(self, state: Any) -> list[Any]:
        return distinct_actions(state)

    def action_json(self, action: Any, state: Any, lang: str) -> Json:
        """The action's engine JSON, its kind ("play", "give", "deal") as the shell groups it."""
        data = action.to_json()
        return {"text": str(action), "label": action_label(action, state, lang),
                "kind": data.pop("do"), **data}

    def drawn(self, session: Session, rep: Replay, viewer: int | None, lang: str,
              reveal: bool, live: bool) -> Json:
        state: State = rep.state
        seen_by = None if viewer is None else state.players[viewer]
        hidden_for = None if reveal or state.phase != "play" else seen_by
        # the lines start afresh with each round (review 37, A3): after the action that dealt it
        dealt = [i for i, events in enumerate(rep.events)
                 if any(e.kind is EventKind.NEW_ROUND for e in events)]
        moves = last_moves(rep, viewer, lambda player, i: last_move(session, player, i, lang),
                           fresh=dealt[-1] + 1 if dealt else 0)
        entries = self.log_entries(session, rep, lang, hidden_for)
        # Every card laid since the viewer's own turn stays marked ("just laid") until they
        # act, and on their turn one line says those moves (page.since); the static page too.
        recent = rep.since(seen_by) or range(max(len(rep.movers) - 1, 0), len(rep.movers))
        plays = [(i, parse_action(session["log"][i])) for i in recent]
        laid = {action.card: rep.movers[i] for i, action in plays if isinstance(action, Play)}
        since = ""
        if rep.since(seen_by) and not state.is_over and session["seats"][state.turn] == "human":
            since = text(lang, "since_turn", moves=catalogue(SHARED, lang).clauses.join(
                entry["title"] for entry in entries if entry["n"] - 1 in recent))  # "3. Ben: .."
        # the round's count since the viewer's own last move, that move included (their
        # card may have ended the round): a panel on the table until they go on
        mine = [i for i, mover in enumerate(rep.movers) if mover == seen_by]
        # (at the match's end there is no viewer: the last round's is shown, review 37 A4)
        counted = (rep.events if state.is_over else
                   rep.events[mine[-1] if mine else 0:] if seen_by is not None else [])
        return {"entries": entries,
                "html": board_html(state, session["seats"], lang, seen_by, reveal, live, laid,
                                   moves, round_end_html(state, counted, lang)),
                "since": since}

    def simulated(self, session: Session, state: Any, games: int, bot: str, seed: int,
                  more: Callable[[int], bool]) -> Summary:
        """Matches played to their end from the current position with bots, the cards the
        viewer cannot see shuffled again each time."""
        seat = self.kit.viewer_seat(state, session["seats"])
        seen_by = state.player if seat is None else state.players[seat]
        return simulate_games(games, bot=bot, seed=seed, position=state, seen_by=seen_by,
                              more=more)


SETUP = (SetupField("wins", "choice", "wins_option", WINS_CHOICES),
         SetupField("marker", "choice", "marker_option", MARKER_FROM, words="marker_{value}"))
"""The match's options a new game may change: its length (round wins) and where a round's
marker card comes from (ruling marker-chooser)."""

SANDBOX = GoblinHoodSandbox(KIT, text, SEAT_NAMES, browser_strings, ruling_summary, SETUP)
__getattr__ = SANDBOX.attribute
