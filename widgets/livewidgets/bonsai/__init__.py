"""The widget of Bonsai: a tree the reader grows tile by tile on a hex board, and its score.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``grow`` (:mod:`.grow`):
buttons choose a tile, a click on an empty hex places it, a click on a tile takes it away, and
the engine's calculator (:mod:`engine.bonsai.calc`) answers with the score and the hexes where
each tile may grow, or refuses the tile with the rule it breaks.
"""

from __future__ import annotations

from ..contract import calc_widgets

KEYS = frozenset({"widget", "tiles", "tile"})
"""The keys a ``grow`` config takes (all but ``widget`` optional)."""

WIDGETS = calc_widgets("bonsai", {"grow": KEYS}, "score", bench_page="tree",
                       when={"tile": ("place", KEYS)}, announce=(".bonsai-score",))

__all__ = ["WIDGETS"]
