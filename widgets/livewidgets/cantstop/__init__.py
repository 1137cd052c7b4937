"""The widget of Can't Stop: the odds of going on, on a board the reader sets up.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``odds`` (:mod:`.odds`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a click on a column places or takes off a climber, or closes or opens
the column, and the engine's calculator (:mod:`engine.cantstop.calc`, through the registry)
answers with the chance of going on, the rolls that stop the turn and the chance of surviving
several rolls in a row.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "cantstop",
    {"odds": frozenset({"widget", "climbers", "closed", "more"})},
    "board", bench_page="odds", scripts={"odds": "odds"})
"""Its one kind with the keys its config takes (all but ``widget`` optional), the calculation the
inputs feed, and the page the benchmarks time."""

__all__ = ["WIDGETS"]
