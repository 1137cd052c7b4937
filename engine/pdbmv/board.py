"""The board as scenario JSON: the position a state writes (:func:`to_json`).

The writing half of the scenario format (:mod:`engine.pdbmv.scenario` reads it), in a module of
its own so that the state can write the board after each event of
:meth:`~engine.pdbmv.state.State.apply_steps` without importing the reader, which builds states.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .components import STALLS, WILD

if TYPE_CHECKING:
    from .state import State


def to_json(state: State) -> dict[str, Any]:
    """The state in the scenario format (cards in canonical order)."""
    name = state.card_name

    def spread(counts: list[int]) -> list[str]:
        return [name(c) for c, n in enumerate(counts) for _ in range(n)]

    out: dict[str, Any] = {
        "players": list(state.players),
        "favor": [state.treasures[t] for t in state.track],
        "favor_values": list(state.track_values),
        "deck": [name(c) for c in reversed(state.deck)],
        "market": {str(s): [name(c) for c in state.market[s]] for s in STALLS},
        "hands": {p: spread(state.hands[i]) for i, p in enumerate(state.players)},
        "bribes": {p: {state.treasures[t]: [state.treasures[t]] * (n - state.bribe_wilds[i][t])
                       + [WILD] * state.bribe_wilds[i][t]
                       for t, n in enumerate(state.bribes[i]) if n}
                   for i, p in enumerate(state.players)},
        "discard": spread(state.discard),
        "turn": state.player,
        "over": state.over,
    }
    if state.seed is not None:
        out["seed"] = state.seed
    return out
