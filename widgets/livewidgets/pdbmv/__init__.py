"""The widgets of Please Don't Burn My Village!: one module per kind, one board renderer.

What :mod:`livewidgets.api`, the site's fence and the benchmarks read of this package is
``WIDGETS`` (the contract: :mod:`livewidgets.contract`).
"""

from __future__ import annotations

from ..contract import BenchFigure, WidgetSpec
from .config import KEYS, WORKED, check

WIDGETS = WidgetSpec(
    kinds=KEYS, check=check, live=WORKED,
    static_only=frozenset({"assumptions"}), browser_modules=("sandbox",),
    scripts={"sandbox": "sandbox", "refill": "refill"}, bench_page="refill",
    # The bench page's time to the first step before the compact player (issue 8), measured
    # that day with sitebuild.bench.widgets's throttled phone profile (median of 3 cold loads,
    # load average about 4): kept to print beside today's figure.
    bench_before=BenchFigure(22.10, "2026-12-01",
                             "stepping waited for Python (13.5 MB): the widget went live with it"))
"""The kinds, their checks, the sandbox's calls, and the page ``make bench`` times."""

__all__ = ["WIDGETS"]
