"""The widgets of Pook: one module per kind, one drawing of the table (:mod:`.board`).

What :mod:`livewidgets.api` and the site's fence read of this package (the same contract as
every game's widgets):

- ``KINDS``: each kind a worked example can name (``widget: cost`` in a ``pook`` fence;
  ``data-widget="pook/cost"`` on the page), with the keys its config takes;
- ``LIVE``: the kinds the reader can edit (each module has initial, edit, view, static_html);
- ``STATIC_ONLY``: kinds that need no Python in the browser (none yet);
- ``BROWSER_MODULES``: modules whose functions the page may call besides the api (the sandbox:
  ``pook.sandbox.act``...);
- ``BENCH_PAGE``: the page whose widget the benchmarks time;
- :func:`check`: a config a widget can show, or :class:`livewidgets.controls.ConfigError`.
"""

from __future__ import annotations

from .config import KEYS as KINDS
from .config import check

LIVE = ("cost", "play", "piggy", "scoring")
STATIC_ONLY: frozenset[str] = frozenset()
BROWSER_MODULES: tuple[str, ...] = ("sandbox",)
BENCH_PAGE = "cost"
"""The page ``make bench`` times (its first live widget), under ``<lang>/pook/``."""

__all__ = ["BROWSER_MODULES", "KINDS", "LIVE", "STATIC_ONLY", "check"]
