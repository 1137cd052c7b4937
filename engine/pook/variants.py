"""The variants of a worked example the reader may ask for, each still a position of the rules:
a card of the table turned over, Piggy swapped with any card, a round of Piggy's swaps alone.

Each takes a scenario and gives a new one (the one given is not changed) that the scenario
reader accepts, or the refusal of the position (Piggy turned to a warrior side breaks ruling
piggy-is-a-coin), or of the edit itself (no card at that cell).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .components import PIGGY, Cell
from .events import Event
from .refusals import M_, RulesError, ScenarioError
from .scenario import from_json
from .state import State, piggy_turn
from .table import Table

Json = dict[str, Any]

NO_CARD = M_("widget-no-card")
PIGGY_NEEDS_CARD = M_("widget-piggy-empty")


def _grid(scenario: Mapping[str, Any]) -> Json:
    return {**scenario, "grid": [dict(e) for e in scenario["grid"]]}


def turned_over(scenario: Mapping[str, Any], cell: Cell) -> Json:
    """The card at ``cell`` on its other side."""
    out = _grid(scenario)
    for entry in out["grid"]:
        if tuple(entry["at"]) == cell:
            entry["side"] = "coin" if entry["side"] == "warrior" else "warrior"
            from_json(out)
            return out
    raise ScenarioError(NO_CARD, where="cell", cell=list(cell))


def piggy_swapped(scenario: Mapping[str, Any], cell: Cell) -> Json:
    """Piggy and the card at ``cell`` trading places, anywhere on the table (the lock, which
    named a card by its cell, is lifted)."""
    out = _grid(scenario)
    grid = out["grid"]
    piggy = next(e for e in grid if e["card"] == PIGGY)
    other = next((e for e in grid if tuple(e["at"]) == cell), None)
    if other is None:
        raise ScenarioError(PIGGY_NEEDS_CARD, where="cell", cell=list(cell))
    piggy["at"], other["at"] = other["at"], piggy["at"]
    if out.get("piggy_lock") is not None:
        out["piggy_lock"] = None
    from_json(out)
    return out


@dataclass(frozen=True)
class PiggySwap:
    """One swap of a round of Piggy's swaps: the table after it, the two events the engine
    tells (Piggy swapped, then the lock), and the lock and seat the next swap starts from."""

    table: Table
    events: list[Event]
    lock: Cell
    seat: int


def piggy_round(state: State, cells: Sequence[Cell]) -> list[PiggySwap]:
    """Piggy's swaps alone, as the page of Piggy's swap tells a round of them: the player to
    move swaps Piggy with the card at ``cells[0]``, the next player with ``cells[1]``, and so
    on, each kept from the card just swapped (the lock: :func:`~engine.pook.state.piggy_turn`).
    The first swap the rules refuse is refused at ``swaps[i]``."""
    table, lock, seat = state.table, state.lock, state.turn
    out = []
    for i, cell in enumerate(cells):
        old = table.piggy
        try:
            table, events = piggy_turn(table, lock, state.players[seat], cell)
        except RulesError as err:
            raise err.at(f"swaps[{i}]") from None
        lock, seat = old, (seat + 1) % len(state.players)
        out.append(PiggySwap(table, events, lock, seat))
    return out


__all__ = ["NO_CARD", "PIGGY_NEEDS_CARD", "PiggySwap", "piggy_round", "piggy_swapped",
           "turned_over"]
