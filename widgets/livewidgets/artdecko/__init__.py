"""The widget of Art Decko: the museum, the draw pile and the market ratings drawn, and at
once whether the game ends, by which trigger, and which bonus tiles score.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``end`` (:mod:`.end`:
its edits), which :mod:`engine.artdecko.calc` answers.
"""

from __future__ import annotations

from engine.artdecko.calc import DEFAULT_MARKERS, KEYS
from engine.artdecko.museum import EXHIBITIONS, MARKETS, PAINTING_CARDS

from ..contract import Json, calc_widgets

BARE: Json = {"paintings": [0] * EXHIBITIONS, "markers": [DEFAULT_MARKERS] * EXHIBITIONS,
              "deck": PAINTING_CARDS, "ratings": {market: 0 for market in MARKETS}}
"""What a bare config (``widget: end`` alone) starts from: the opening of a game, an empty
museum, the full draw pile, every rating at 0 (a widget's starting point, not a rule). A
config may leave out any of it: the check gives the calculator these first."""

WIDGETS = calc_widgets("artdecko", "end", "end", KEYS, defaults=BARE, bench_page="end",
                       announce=(".ad-verdict",))

__all__ = ["BARE", "WIDGETS"]
