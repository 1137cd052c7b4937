"""The widget of Memoir '44: an attack's dice on a hex strip, and its chances.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``battle`` (:mod:`.battle`:
its edits), which :mod:`engine.memoir44.calc` answers.
"""

from __future__ import annotations

from engine.memoir44.calc import KEYS

from ..contract import calc_widgets

WIDGETS = calc_widgets("memoir44", "battle", "attack", KEYS["attack"], bench_page="dice",
                       announce=(".m44-dice-said", ".m44-eliminate"))

__all__ = ["WIDGETS"]
