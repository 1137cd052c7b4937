"""The widget of Dice Hospital: two rounds side by side, discharge now or hold patients back.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``rounds`` (:mod:`.rounds`:
its edits), which :mod:`engine.dicehospital.calc` answers.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "dicehospital",
    {"rounds": frozenset({"widget", "now", "later", "hold", "empty_now",
                          "empty_later"})},
    "rounds", bench_page="discharge", announce=(".dh-total",))

__all__ = ["WIDGETS"]
