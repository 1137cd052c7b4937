"""The widget of Bonsai: a tree the reader grows tile by tile on a hex board, and its score.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``grow`` (:mod:`.grow`:
its edits), which :mod:`engine.bonsai.calc` answers.
"""

from __future__ import annotations

from engine.bonsai.calc import KEYS, PLACE_KEYS, SIZE_LIMITS

from ..contract import calc_widgets

WIDGETS = calc_widgets("bonsai", "grow", "score", KEYS, undrawn=SIZE_LIMITS, bench_page="tree",
                       when={"tile": ("place", PLACE_KEYS)}, announce=(".bonsai-score",))

__all__ = ["WIDGETS"]
