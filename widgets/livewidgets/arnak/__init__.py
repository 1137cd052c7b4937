"""The widget of Lost Ruins of Arnak: a cost/gain balance the reader loads with tokens.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``balance`` (:mod:`.balance`:
its edits), which :mod:`engine.arnak.calc` answers.
"""

from __future__ import annotations

from engine.arnak.calc import KEYS

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "arnak", "balance", "value", KEYS["value"], defaults={"costs": {}, "gains": {}},
    bench_page="worth", when={"example": ("example", KEYS["example"])},
    announce=(".arnak-answer .arnak-sums li:last-child", ".arnak-answer .arnak-verdict"))
"""A config gives ``costs`` and ``gains`` (empty when left out), or names one ``example`` of
the page alone."""

__all__ = ["WIDGETS"]
