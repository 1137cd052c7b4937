"""The widget of Bonsai: a tree the reader grows tile by tile on a hex board, and its score.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``grow`` (:mod:`.grow`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: buttons choose a tile, a click on an empty hex places it, a click on a
tile takes it away, and the engine's calculator (:mod:`engine.bonsai.calc`, through the
registry) answers with the score and the hexes where each tile may grow, or refuses the tile
with the rule it breaks.
"""

from __future__ import annotations

from ..contract import calc_widgets

KEYS = frozenset({"widget", "tiles", "tile"})
"""The keys a ``grow`` config takes (all but ``widget`` optional)."""

WIDGETS = calc_widgets("bonsai", {"grow": KEYS}, "score", bench_page="tree",
                       when={"tile": ("place", KEYS)}, announce=(".bonsai-score",))
"""Its one kind, the calculation its tiles feed (``place`` when the config tries a ``tile`` on
the tree), and the page the benchmarks time."""

__all__ = ["WIDGETS"]
