"""The widget of Arctic Scavengers: hands dealt for a skirmish, and who wins it.

What :mod:`livewidgets.api` and the site's fence read of this package (see
:mod:`livewidgets.pdbmv` for the contract): ``KINDS``, ``LIVE``, ``STATIC_ONLY``,
``BROWSER_MODULES`` and :func:`check`. The one kind, ``skirmish`` (:mod:`.skirmish`), is drawn
at build time from its config (a worked example with no Python in the page) and goes live when
it comes near the screen: the buttons under a hand deal a card into it, a click on a card in a
hand takes it back, and steppers change the players and the round; the engine's calculator
(:mod:`engine.arcticscavengers.calc`, through the registry) answers with each fight, each
headcount and the winner or the deadlock.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config

KINDS: dict[str, frozenset[str]] = {"skirmish": frozenset({"widget", "players", "round"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""
LIVE = ("skirmish",)
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ()
BENCH_PAGE = "skirmish"
"""The page whose widget the benchmarks time, under ``<lang>/arcticscavengers/``."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad value)."""
    return check_calc_config("arcticscavengers", KINDS, "skirmish", config)


__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
