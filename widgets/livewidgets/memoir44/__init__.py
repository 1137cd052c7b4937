"""The widget of Memoir '44: an attack's dice on a hex strip, and its chances.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``battle`` (:mod:`.battle`): a
click on a hex sets the distance, buttons the attacker, the terrain, sandbags and the target,
and the engine's calculator (:mod:`engine.memoir44.calc`) answers with the dice, the chances of
each number of hits and of retreats, and the chance of wiping the target out.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "memoir44",
    {"battle": frozenset({"widget", "unit", "distance", "terrain", "obstacle",
                          "target", "figures"})},
    "attack", bench_page="dice", announce=(".m44-dice-said", ".m44-eliminate"))

__all__ = ["WIDGETS"]
