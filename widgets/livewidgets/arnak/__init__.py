"""The widget of Lost Ruins of Arnak: a cost/gain balance the reader loads with tokens.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``balance`` (:mod:`.balance`), is drawn
at build time from its config (a move of the tips page, with no Python in the page) and goes
live when it comes near the screen: the reader adds a token to a pan, takes one off, or loads
one of the page's worked examples, and the engine's calculator (:mod:`engine.arnak.calc`,
through the registry) answers with each side's units, the net and the arithmetic.
"""

from __future__ import annotations

from ..contract import calc_widgets

WIDGETS = calc_widgets(
    "arnak", {"balance": frozenset({"widget", "costs", "gains"})}, "value",
    defaults={"costs": {}, "gains": {}}, bench_page="worth",
    when={"example": ("example", frozenset({"widget", "example"}))},
    announce=(".arnak-answer .arnak-sums li:last-child", ".arnak-answer .arnak-verdict"))
"""Its one kind, ``balance``: ``costs`` and ``gains`` (both optional, empty when left out) for
the calculation ``value``, or ``example`` alone (one of the page's examples, which the
calculation ``example`` reads), and the page the benchmarks time."""

__all__ = ["WIDGETS"]
