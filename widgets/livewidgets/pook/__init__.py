"""The widgets of Pook: one module per kind, one drawing of the table (:mod:`.board`). What the
api, the fence and the benchmarks read is ``WIDGETS`` (the contract: :mod:`livewidgets.contract`).
"""

from __future__ import annotations

from ..contract import WidgetSpec
from .config import KEYS, check

EXAMPLES = ("cost", "play", "piggy", "scoring")
"""The worked examples' kinds: one page script for all (``static/examples.js``)."""

WIDGETS = WidgetSpec(kinds=KEYS, check=check, live=EXAMPLES, browser_modules=("sandbox",),
                     scripts={"sandbox": "sandbox", **dict.fromkeys(EXAMPLES, "examples")},
                     bench_page="cost")
"""The kinds, their checks, and the page ``make bench`` times (its first live widget)."""

__all__ = ["WIDGETS"]
