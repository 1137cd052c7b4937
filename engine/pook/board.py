"""The board as scenario JSON: the position a state writes (:func:`to_json`).

The writing half of the scenario format (:mod:`engine.pook.scenario` reads it and lists the
keys), in a module of its own so that the state can write the board after each event of
:meth:`~engine.pook.state.State.apply_steps` without importing the reader, which builds states.
Lists are written in a canonical order (grid and hands sorted, banners in faction order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .components import CARD_IDS, DEFAULT_LEVELS, FACTIONS, KINDS, WARRIOR
from .rules import PLAY, TIEBREAK

if TYPE_CHECKING:
    from .state import State
    from .table import Table


def grid_json(table: Table) -> list[dict[str, Any]]:
    """The table's cards in the scenario format's ``grid``, sorted by cell."""
    return [{"at": [r, c], "card": CARD_IDS[table.cards[(r, c)]],
             "side": WARRIOR if (r, c) in table.warriors else "coin"}
            for (r, c) in sorted(table.cards)]


def to_json(state: State) -> dict[str, Any]:
    """The state in the scenario format, lists in canonical order, plus ``phase``."""
    phase, table, players = state.phase, state.table, state.players
    if phase == PLAY:
        turn: str | None = players[state.turn]
    else:
        turn = players[state.seat_to_move()] if phase == TIEBREAK else None
    out: dict[str, Any] = {
        "players": list(players),
        "banners": {p: [FACTIONS[a], FACTIONS[b]] for p, (a, b) in zip(players, state.banners)},
        "grid": grid_json(table),
        "hands": {p: [CARD_IDS[code] for code in range(KINDS) for _ in range(hand[code])]
                  for p, hand in zip(players, state.hands)},
        "deck": [CARD_IDS[code] for code in reversed(state.deck)],
        "turn": turn,
        "piggy_lock": None if state.lock is None else list(state.lock),
        "fixed_grid": table.fixed,
        "phase": phase,
    }
    if phase != PLAY:
        tied, chosen = state.record()
        if state.tied is not None or len(tied) > 1:
            out["tiebreak"] = {"tied": [players[s] for s in tied],
                               "chosen": [list(cell) for cell in chosen]}
    if state.levels != DEFAULT_LEVELS:
        out["levels"] = list(state.levels)
    return out
