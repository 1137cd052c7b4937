"""The widget of Can't Stop: the odds of going on, on a board the reader sets up.

What :mod:`livewidgets.api` and the site's fence read of this package (see
:mod:`livewidgets.pdbmv` for the contract): ``KINDS``, ``LIVE``, ``STATIC_ONLY``,
``BROWSER_MODULES`` and :func:`check`. The one kind, ``odds`` (:mod:`.odds`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a click on a column places or takes off a climber, or closes or opens
the column, and the engine's calculator (:mod:`engine.cantstop.calc`, through the registry)
answers with the chance of going on, the rolls that stop the turn and the chance of surviving
several rolls in a row.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config

KINDS: dict[str, frozenset[str]] = {"odds": frozenset({"widget", "climbers", "closed", "more"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""
LIVE = ("odds",)
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ()
BENCH_PAGE = "odds"
"""The page whose widget the benchmarks time, under ``<lang>/cantstop/``."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad column list)."""
    return check_calc_config("cantstop", KINDS, "board", config)


__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
