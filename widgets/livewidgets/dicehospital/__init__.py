"""The widget of Dice Hospital: two rounds side by side, discharge now or hold patients back.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``rounds`` (:mod:`.rounds`:
its edits), which :mod:`engine.dicehospital.calc` answers.
"""

from __future__ import annotations

from engine.dicehospital.calc import KEYS

from ..contract import calc_widgets

WIDGETS = calc_widgets("dicehospital", "rounds", "rounds", KEYS["rounds"],
                       bench_page="discharge", announce=(".dh-total",))

__all__ = ["WIDGETS"]
