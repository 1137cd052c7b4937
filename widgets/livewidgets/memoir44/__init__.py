"""The widget of Memoir '44: an attack's dice on a hex strip, and its chances.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``battle`` (:mod:`.battle`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a click on a hex sets the distance, buttons the attacker, the terrain,
sandbags and the target, and the engine's calculator (:mod:`engine.memoir44.calc`, through the
registry) answers with the dice, the chances of each number of hits and of retreats, and the
chance of wiping the target out.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "memoir44",
    {"battle": frozenset({"widget", "unit", "distance", "terrain", "obstacle",
                          "target", "figures"})},
    "attack", bench_page="dice", announce=(".m44-dice-said", ".m44-eliminate"))
"""Its one kind with the keys its config takes (all but ``widget`` optional), the calculation the
inputs feed, and the page the benchmarks time."""

__all__ = ["WIDGETS"]
