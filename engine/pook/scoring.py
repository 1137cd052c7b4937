"""Scores as pure functions of the table: a faction's points, a player's points, who leads.

Kept apart from the state so the bots and the tie-break can count a table they are only
considering, and so the tests can check the state against a plain reading of the rules.
"""

from __future__ import annotations

from typing import Sequence

from .components import FACTION_OF, FACTIONS, LEVEL_OF, PIGGY_CODE
from .table import Table


def faction_points(table: Table) -> list[int]:
    """Each faction's points: the levels of its warrior-side cards, added up."""
    points = [0] * len(FACTIONS)
    cards = table.cards
    for cell in table.warriors:
        code = cards[cell]
        if code != PIGGY_CODE:
            points[FACTION_OF[code]] += LEVEL_OF[code]
    return points


def faction_levels(table: Table, faction: int) -> list[int]:
    """The levels of the faction's warrior-side cards, highest first (the score's working)."""
    cards = table.cards
    return sorted((LEVEL_OF[cards[cell]] for cell in table.warriors
                   if cards[cell] != PIGGY_CODE and FACTION_OF[cards[cell]] == faction),
                  reverse=True)


def banner_points(points: Sequence[int], banner: tuple[int, int]) -> int:
    """A player's points: the two factions of their banner."""
    return points[banner[0]] + points[banner[1]]


def leaders(candidates: Sequence[int], totals: Sequence[int]) -> list[int]:
    """The seats among ``candidates`` with the highest total, in seat order."""
    best = max(totals[seat] for seat in candidates)
    return sorted(seat for seat in candidates if totals[seat] == best)
