"""The widget of Arctic Scavengers: hands dealt for a skirmish, and who wins it.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``skirmish`` (:mod:`.skirmish`:
its edits), which :mod:`engine.arcticscavengers.calc` answers.
"""

from __future__ import annotations

from engine.arcticscavengers.calc import KEYS

from ..contract import calc_widgets

WIDGETS = calc_widgets("arcticscavengers", "skirmish", "skirmish", KEYS, undrawn={"most_players"},
                       bench_page="skirmish", announce=(".as-result",))

__all__ = ["WIDGETS"]
