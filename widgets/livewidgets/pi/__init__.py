"""The widget of Pi: a round's turn track per player, and the points and ranking it gives.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``round`` (:mod:`.round`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a tap on a turn of a player's track says they solved then (a tap on the
same turn: not solved), steppers set wrong guesses, detectives left and the number of players,
and the engine's calculator (:mod:`engine.pi.calc`, through the registry) answers with each
player's points and the ranking, with the reason for each tie broken.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "pi",
    {"round": frozenset({"widget", "players"})},
    "table", bench_page="score", announce=(".pi-ranking",))
"""Its one kind with the keys its config takes (``players`` optional: the calculator's
example), the calculation the inputs feed, and the page the benchmarks time."""

__all__ = ["WIDGETS"]
