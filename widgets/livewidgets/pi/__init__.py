"""The widget of Pi: a round's turn track per player, and the points and ranking it gives.

What :mod:`livewidgets.api` and the site's fence read of this package (see
:mod:`livewidgets.pdbmv` for the contract): ``KINDS``, ``LIVE``, ``STATIC_ONLY``,
``BROWSER_MODULES`` and :func:`check`. The one kind, ``round`` (:mod:`.round`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a tap on a turn of a player's track says they solved then (a tap on the
same turn: not solved), steppers set wrong guesses, detectives left and the number of players,
and the engine's calculator (:mod:`engine.pi.calc`, through the registry) answers with each
player's points and the ranking, with the reason for each tie broken.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config

KINDS: dict[str, frozenset[str]] = {"round": frozenset({"widget", "players"})}
"""Each kind and the keys its config takes (``players`` optional: the calculator's example)."""
LIVE = ("round",)
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ()
BENCH_PAGE = "score"
"""The page whose widget the benchmarks time, under ``<lang>/pi/``."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad player)."""
    return check_calc_config("pi", KINDS, "table", config)


__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
