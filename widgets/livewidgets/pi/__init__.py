"""The widget of Pi: a round's turn track per player, and the points and ranking it gives.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``round`` (:mod:`.round`:
its edits), which :mod:`engine.pi.calc` answers.
"""

from __future__ import annotations

from engine.pi.calc import KEYS

from ..contract import calc_widgets

WIDGETS = calc_widgets("pi", "round", "table", KEYS, bench_page="score", announce=(".pi-ranking",))

__all__ = ["WIDGETS"]
