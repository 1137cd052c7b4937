"""The widgets of Please Don't Burn My Village!: one module per kind, one board renderer.

What :mod:`livewidgets.api` and the site's fence read of this package:

- ``KINDS``: each kind a worked example can name (``widget: refill`` in a ``pdbmv`` fence;
  ``data-widget="pdbmv/refill"`` on the page), with the keys its config takes;
- ``LIVE``: the kinds the reader can edit (each module has initial, edit, view, static_html);
- ``STATIC_ONLY``: kinds that need no Python in the browser;
- ``BROWSER_MODULES``: modules whose public functions the page may call besides the api
  (``pdbmv.sandbox.act``);
- ``BENCH_PAGE``: the page whose widget the benchmarks time;
- :func:`check`: a config a widget can show, or :class:`livewidgets.controls.ConfigError`.
"""

from __future__ import annotations

from .config import KEYS as KINDS
from .config import check

LIVE = ("refill", "favor", "scoring", "risk")
STATIC_ONLY = frozenset({"assumptions"})
BROWSER_MODULES = ("sandbox",)
BENCH_PAGE = "refill"
"""The page ``make bench`` times (its first live widget), under ``<lang>/pdbmv/``."""
BENCH_BEFORE_PLAYER = (22.10, "2026-12-01", "stepping waited for Python (13.5 MB): the widget "
                       "went live with it")
"""The bench page's time to the first step before the compact player (issue 8), in seconds,
measured that day with ``sitebuild.bench.widgets``'s throttled phone profile (median of 3 cold
loads, load average about 4): kept to print beside today's figure."""

__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
