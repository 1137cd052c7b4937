"""The widget of Bonsai: a tree the reader grows tile by tile on a hex board, and its score.

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``grow`` (:mod:`.grow`:
its edits), which :mod:`engine.bonsai.calc` answers.
"""

from __future__ import annotations

from ..contract import calc_widgets

KEYS = frozenset({"widget", "tiles", "tile"})
"""The keys a ``grow`` config takes (all but ``widget`` optional)."""

WIDGETS = calc_widgets("bonsai", {"grow": KEYS}, "score", bench_page="tree",
                       when={"tile": ("place", KEYS)}, announce=(".bonsai-score",))

__all__ = ["WIDGETS"]
