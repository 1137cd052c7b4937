"""The widget of Can't Stop: the odds of going on, on a board the reader sets up.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``odds`` (:mod:`.odds`:
its edits), which :mod:`engine.cantstop.calc` answers.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "cantstop",
    {"odds": frozenset({"widget", "climbers", "closed", "more"})},
    "board", bench_page="odds", announce=(".cantstop-chance",))

__all__ = ["WIDGETS"]
