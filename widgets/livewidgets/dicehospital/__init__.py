"""The widget of Dice Hospital: two rounds side by side, discharge now or hold patients back.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``rounds`` (:mod:`.rounds`): a
tap on a patient of this round holds it back for the next one (a tap on a held patient brings it
back), steppers set how many patients each round has ready, and a switch per round says whether
the hospital empties; the engine's calculator (:mod:`engine.dicehospital.calc`) answers with
both rounds' points and the total of every choice.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "dicehospital",
    {"rounds": frozenset({"widget", "now", "later", "hold", "empty_now",
                          "empty_later"})},
    "rounds", bench_page="discharge", announce=(".dh-total",))

__all__ = ["WIDGETS"]
