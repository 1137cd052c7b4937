"""The widget of Arctic Scavengers: hands dealt for a skirmish, and who wins it.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``skirmish`` (:mod:`.skirmish`), is drawn
at build time from its config (a worked example with no Python in the page) and goes live when
it comes near the screen: the buttons under a hand deal a card into it, a click on a card in a
hand takes it back, and steppers change the players and the round; the engine's calculator
(:mod:`engine.arcticscavengers.calc`, through the registry) answers with each fight, each
headcount and the winner or the deadlock.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "arcticscavengers",
    {"skirmish": frozenset({"widget", "players", "round"})},
    "skirmish", bench_page="skirmish", announce=(".as-result",))
"""Its one kind with the keys its config takes (all but ``widget`` optional), the calculation the
inputs feed, and the page the benchmarks time."""

__all__ = ["WIDGETS"]
