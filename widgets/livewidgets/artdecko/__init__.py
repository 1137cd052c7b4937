"""The widget of Art Decko: the museum, the draw pile and the market ratings drawn, and at
once whether the game ends, by which trigger, and which bonus tiles score.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``end`` (:mod:`.end`), is drawn at build
time from its config (a worked example with no Python in the page) and goes live when it comes
near the screen: a click on a marker slot hangs or takes down paintings, steppers change the
markers, the draw pile and each rating, and the engine's calculator
(:mod:`engine.artdecko.calc`, through the registry) answers.
"""

from __future__ import annotations

from engine.artdecko.calc import DEFAULT_MARKERS
from engine.artdecko.museum import EXHIBITIONS, MARKETS, PAINTING_CARDS

from ..contract import Json, calc_widgets

BARE: Json = {"paintings": [0] * EXHIBITIONS, "markers": [DEFAULT_MARKERS] * EXHIBITIONS,
              "deck": PAINTING_CARDS, "ratings": {market: 0 for market in MARKETS}}
"""What a bare config (``widget: end`` alone) starts from: the opening of a game, an empty
museum, the full draw pile, every rating at 0 (a widget's starting point, not a rule). A
config may leave out any of it: the check gives the calculator these first."""

WIDGETS = calc_widgets(
    "artdecko",
    {"end": frozenset({"widget", "paintings", "markers", "deck", "ratings"})},
    "end", defaults=BARE, bench_page="end", announce=(".ad-verdict",))
"""Its one kind with the keys its config takes (the calculator's inputs), the calculation they
feed, and the page the benchmarks time."""

__all__ = ["BARE", "WIDGETS"]
