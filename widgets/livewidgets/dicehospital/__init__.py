"""The widget of Dice Hospital: two rounds side by side, discharge now or hold patients back.

What :mod:`livewidgets.api` and the site's fence read of this package (see
:mod:`livewidgets.pdbmv` for the contract): ``KINDS``, ``LIVE``, ``STATIC_ONLY``,
``BROWSER_MODULES`` and :func:`check`. The one kind, ``rounds`` (:mod:`.rounds`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a tap on a patient of this round holds it back for the next one (a tap
on a held patient brings it back), steppers set how many patients each round has ready, and a
switch per round says whether the hospital empties; the engine's calculator
(:mod:`engine.dicehospital.calc`, through the registry) answers with both rounds' points and
the total of every choice.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config

KINDS: dict[str, frozenset[str]] = {
    "rounds": frozenset({"widget", "now", "later", "hold", "empty_now", "empty_later"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""
LIVE = ("rounds",)
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ()
BENCH_PAGE = "discharge"
"""The page whose widget the benchmarks time, under ``<lang>/dicehospital/``."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad count)."""
    return check_calc_config("dicehospital", KINDS, "rounds", config)


__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
