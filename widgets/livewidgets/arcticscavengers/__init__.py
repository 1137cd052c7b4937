"""The widget of Arctic Scavengers: hands dealt for a skirmish, and who wins it.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``skirmish``
(:mod:`.skirmish`): the buttons under a hand deal a card into it, a click on a card in a hand
takes it back, and steppers change the players and the round; the engine's calculator
(:mod:`engine.arcticscavengers.calc`) answers with each fight, each headcount and the winner or
the deadlock.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "arcticscavengers",
    {"skirmish": frozenset({"widget", "players", "round"})},
    "skirmish", bench_page="skirmish", announce=(".as-result",))

__all__ = ["WIDGETS"]
