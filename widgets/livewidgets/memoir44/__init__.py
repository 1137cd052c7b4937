"""The widget of Memoir '44: an attack's dice on a hex strip, and its chances.

What :mod:`livewidgets.api` and the site's fence read of this package (see
:mod:`livewidgets.pdbmv` for the contract): ``KINDS``, ``LIVE``, ``STATIC_ONLY``,
``BROWSER_MODULES`` and :func:`check`. The one kind, ``battle`` (:mod:`.battle`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a click on a hex sets the distance, buttons the attacker, the terrain,
sandbags and the target, and the engine's calculator (:mod:`engine.memoir44.calc`, through the
registry) answers with the dice, the chances of each number of hits and of retreats, and the
chance of wiping the target out.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config

KINDS: dict[str, frozenset[str]] = {
    "battle": frozenset({"widget", "unit", "distance", "terrain", "obstacle", "target",
                         "figures"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""
LIVE = ("battle",)
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ()
BENCH_PAGE = "dice"
"""The page whose widget the benchmarks time, under ``<lang>/memoir44/``."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad value)."""
    return check_calc_config("memoir44", KINDS, "attack", config)


__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
