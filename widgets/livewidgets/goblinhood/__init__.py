"""The widgets of Goblin Hood: one module per kind, one board renderer.

What :mod:`livewidgets.api` and the site's fence read of this package (the same contract as
:mod:`livewidgets.pdbmv`):

- ``KINDS``: each kind a worked example can name (``widget: placements`` in a ``goblinhood``
  fence; ``data-widget="goblinhood/placements"`` on the page), with the keys its config takes;
- ``LIVE``: the kinds the reader can edit (each module has initial, edit, view, static_html);
- ``STATIC_ONLY``: kinds that need no Python in the browser (none);
- ``BROWSER_MODULES``: modules whose public functions the page may call besides the api
  (``goblinhood.sandbox.act``...: the sandbox, on the shared sandbox shell);
- ``BENCH_PAGE``: the page whose widget the benchmarks time;
- :func:`check`: a config a widget can show, or :class:`livewidgets.controls.ConfigError`.

Every widget plays the demonstration deck (the printed cards are unknown) and says so on its
first line.
"""

from __future__ import annotations

from .config import KEYS as KINDS
from .config import check

LIVE = ("placements", "lay", "ambush", "cycle", "scoring")
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES = ("sandbox",)
BENCH_PAGE = "laying"
"""The page ``make bench`` times (its first live widget), under ``<lang>/goblinhood/``."""

__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
