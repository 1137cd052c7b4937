"""The widget of Pi: a round's turn track per player, and the points and ranking it gives.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``round`` (:mod:`.round`): a
tap on a turn of a player's track says they solved then (a tap on the same turn: not solved),
steppers set wrong guesses, detectives left and the number of players, and the engine's
calculator (:mod:`engine.pi.calc`) answers with each player's points and the ranking, with the
reason for each tie broken.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "pi",
    {"round": frozenset({"widget", "players"})},
    "table", bench_page="score", announce=(".pi-ranking",))

__all__ = ["WIDGETS"]
