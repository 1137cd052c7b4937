"""The widget of Can't Stop: the odds of going on, on a board the reader sets up.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``odds`` (:mod:`.odds`): a
click on a column places or takes off a climber, or closes or opens the column, and the engine's
calculator (:mod:`engine.cantstop.calc`) answers with the chance of going on, the rolls that
stop the turn and the chance of surviving several rolls in a row.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "cantstop",
    {"odds": frozenset({"widget", "climbers", "closed", "more"})},
    "board", bench_page="odds", announce=(".cantstop-chance",))

__all__ = ["WIDGETS"]
