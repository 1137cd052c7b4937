"""Setting up a new match: shuffle, remove cards unseen, deal, turn up the trail, find who
starts. Chance comes from the seed kept in the state (see :mod:`engine.goblinhood.chance`).
"""

from __future__ import annotations

from typing import Any, Sequence

from . import rounds
from .chance import generator
from .components import (DEFAULT_MARKER, DEFAULT_REMOVED, DEFAULT_WINS, DEMONSTRATION_DECK,
                         HAND_SIZE, LIMITS, MARKER_FROM, MAX_PLAYERS, MIN_PLAYERS, TREASURES_DEALT,
                         WINS_CHOICES)
from ..limits import check_name
from .cards import read_cards
from .events import Event
from .refusals import M_, RulesError
from .state import State

OPTIONS = ("deck", "removed", "wins", "marker")
"""The options of :func:`new_game` (see :data:`engine.goblinhood.components.ASSUMPTIONS`)."""


def check_players(names: Sequence[str], where: str = "players") -> None:
    """2 to 4 distinct, non-blank names (a :class:`RulesError` at ``where`` otherwise), each
    short and without control characters (:func:`engine.limits.check_name`)."""
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise RulesError(M_("player-count"), where=where, low=MIN_PLAYERS, high=MAX_PLAYERS,
                         count=len(names))
    for i, name in enumerate(names):
        check_name(name, LIMITS, f"{where}[{i}]")
    if len(set(names)) != len(names) or not all(n.strip() for n in names):
        raise RulesError(M_("player-names"), where=where)


def start(players: Sequence[str] | int, seed: int,
          **options: Any) -> tuple[State, list[Event]]:
    """A new match and the events of its setup (deal, trail, first player, any ambush)."""
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise RulesError(M_("unknown-option"), unknown=", ".join(sorted(unknown)),
                         known=", ".join(OPTIONS))
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    check_players(names)
    deck = options.get("deck", DEMONSTRATION_DECK)
    if deck is not DEMONSTRATION_DECK:
        deck = read_cards(deck, "deck")
    removed = options.get("removed", DEFAULT_REMOVED)
    if isinstance(removed, bool) or not isinstance(removed, int) \
            or not 0 <= removed <= len(deck):
        raise RulesError(M_("removed-range"), where="removed", most=len(deck), value=removed)
    wins = options.get("wins", DEFAULT_WINS)
    if isinstance(wins, bool) or wins not in WINS_CHOICES:
        raise RulesError(M_("wins-value"), where="wins", value=wins)
    marker = options.get("marker", DEFAULT_MARKER)
    if marker not in MARKER_FROM:
        raise RulesError(M_("marker-value"), where="marker", value=marker)
    needed = removed + len(names) * (HAND_SIZE + TREASURES_DEALT) + 2
    if len(deck) < needed:
        raise RulesError(M_("deck-too-small"), where="deck", count=len(deck), players=len(names),
                         removed=removed, needed=needed)
    state = State(names, deck, seed, wins, marker)
    pool = list(deck)
    generator(seed, 1, "setup").shuffle(pool)
    events: list[Event] = []
    rounds.deal(state, pool[removed:], events)   # the first ``removed`` cards sit out unseen
    return state, events


def new_game(players: Sequence[str] | int, seed: int, **options: Any) -> State:
    """Shuffle and deal a new match.

    ``players`` is a list of names in seat order (clockwise), or a count (names P1, P2, ...).
    Options: ``deck`` (cards as ``{id: {"squares": [c, c], "gold": n}}``; the demonstration
    deck by default), ``removed`` (cards removed unseen at setup, 4), ``wins`` (round wins
    that take the match, 1 or 2; 2 by default), ``marker`` (where a marker card comes from:
    ``"trail"``, the cards played this round, by default, or ``"hand"``, the giver's own hand
    and treasure). A bad value is a :class:`RulesError` naming the option.
    """
    return start(players, seed, **options)[0]
