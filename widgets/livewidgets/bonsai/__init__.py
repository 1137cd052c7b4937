"""The widget of Bonsai: a tree the reader grows tile by tile on a hex board, and its score.

What :mod:`livewidgets.api` and the site's fence read of this package (see
:mod:`livewidgets.pdbmv` for the contract): ``KINDS``, ``LIVE``, ``STATIC_ONLY``,
``BROWSER_MODULES`` and :func:`check`. The one kind, ``grow`` (:mod:`.grow`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: buttons choose a tile, a click on an empty hex places it, a click on a
tile takes it away, and the engine's calculator (:mod:`engine.bonsai.calc`, through the
registry) answers with the score and the hexes where each tile may grow, or refuses the tile
with the rule it breaks.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcwidget import check_calc_config

KINDS: dict[str, frozenset[str]] = {"grow": frozenset({"widget", "tiles", "tile"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""
LIVE = ("grow",)
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ()
BENCH_PAGE = "tree"
"""The page whose widget the benchmarks time, under ``<lang>/bonsai/``."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad tile)."""
    tried = isinstance(config, Mapping) and "tile" in config
    return check_calc_config("bonsai", KINDS, "place" if tried else "score", config)


__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
