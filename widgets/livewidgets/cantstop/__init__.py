"""The widget of Can't Stop: the odds of going on, on a board the reader sets up.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``odds`` (:mod:`.odds`:
its edits), which :mod:`engine.cantstop.calc` answers.
"""

from __future__ import annotations

from engine.cantstop.calc import KEYS

from ..contract import calc_widgets

WIDGETS = calc_widgets("cantstop", "odds", "board", KEYS["board"], bench_page="odds",
                       announce=(".cantstop-chance",))

__all__ = ["WIDGETS"]
