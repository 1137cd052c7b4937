"""The widgets of Goblin Hood: one module per kind, one board renderer. What the api, the
fence and the benchmarks read is ``WIDGETS`` (the contract: :mod:`livewidgets.contract`).
"""

from __future__ import annotations

from ..contract import WidgetSpec
from .config import KEYS, check

WIDGETS = WidgetSpec(kinds=KEYS, check=check, live=("placements", "lay", "ambush", "cycle", "scoring"), browser_modules=("sandbox",),
                     scripts={"sandbox": "sandbox"},
                     bench_page="laying")
"""The kinds, their checks, and the page ``make bench`` times (its first live widget)."""

__all__ = ["WIDGETS"]
