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

from typing import Any, Mapping

from ..calcwidget import check_calc_config
from ..contract import Json, WidgetSpec

KINDS: dict[str, frozenset[str]] = {"grow": frozenset({"widget", "tiles", "tile"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""


def check(config: Any) -> Json:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad tile). A config with a ``tile`` tried on
    the tree is checked by the calculation that places it."""
    tried = isinstance(config, Mapping) and "tile" in config
    return check_calc_config("bonsai", KINDS, "place" if tried else "score", config)


WIDGETS = WidgetSpec(kinds=KINDS, check=check, live=("grow",), bench_page="tree",
                     reserve=True, announce={"grow": (".bonsai-score",)})

__all__ = ["WIDGETS"]
