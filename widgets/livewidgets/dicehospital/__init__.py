"""The widget of Dice Hospital: two rounds side by side, discharge now or hold patients back.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``rounds`` (:mod:`.rounds`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a tap on a patient of this round holds it back for the next one (a tap
on a held patient brings it back), steppers set how many patients each round has ready, and a
switch per round says whether the hospital empties; the engine's calculator
(:mod:`engine.dicehospital.calc`, through the registry) answers with both rounds' points and
the total of every choice.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "dicehospital",
    {"rounds": frozenset({"widget", "now", "later", "hold", "empty_now",
                          "empty_later"})},
    "rounds", bench_page="discharge", announce=(".dh-total",))
"""Its one kind with the keys its config takes (all but ``widget`` optional), the calculation the
inputs feed, and the page the benchmarks time."""

__all__ = ["WIDGETS"]
