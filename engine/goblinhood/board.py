"""The board as scenario JSON: the position a state writes (:func:`to_json`).

The writing half of the scenario format (:mod:`engine.goblinhood.scenario` reads it and lists
the keys), in a module of its own so that the state can write the board after each event of
:meth:`~engine.goblinhood.state.State.apply_steps` without importing the reader, which builds
states.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import cards_json
from .components import DEFAULT_MARKER

if TYPE_CHECKING:
    from .state import State


def to_json(state: State) -> dict[str, Any]:
    """The state in the scenario format."""
    names = state.players
    out: dict[str, Any] = {
        "players": list(names),
        "cards": cards_json(state.cards),
        "trail": [{"colour": colour, "card": card} for colour, card in state.trail],
        "buried": list(state.buried),
        "hands": {name: list(state.hands[p]) for p, name in enumerate(names)},
        "treasures": {name: list(state.treasures[p]) for p, name in enumerate(names)},
        "deck": state.deck[::-1],
        "out": [names[p] for p in state.out],
        "cycles_left": state.cycles_left,
        "turn": names[state.turn],
    }
    if state.reshuffle:
        out["reshuffle"] = [list(deck) for deck in state.reshuffle]
    out["phase"] = state.phase
    if state.seed is not None:
        out["seed"] = state.seed
    if state.round != 1:
        out["round"] = state.round
    if state.target != 1:
        out["target"] = state.target
    if any(state.wins):
        out["wins"] = {name: state.wins[p] for p, name in enumerate(names)}
    if state.marker_from != DEFAULT_MARKER:
        out["marker"] = state.marker_from
    if any(state.markers):
        out["markers"] = {name: list(state.markers[p]) for p, name in enumerate(names)
                          if state.markers[p]}
    return out
