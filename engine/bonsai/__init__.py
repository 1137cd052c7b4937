"""Bonsai's tree: where each tile may grow and what the tree scores. A calculator, not a
playable engine (see :mod:`engine.registry`).

:mod:`.tree` holds the hexes, the placement rules and the scores; :mod:`.calc` is the
registry's ``calc`` function (``{"calc": "score", "tiles": [...]}``, which the widget and the
command line share); :mod:`.rulings` holds the rulings and the site's readings. Standard
library only.
"""

from __future__ import annotations

from .calc import calc, grow, score
from .tree import KINDS, POINTS, board, legal, points

__all__ = ["KINDS", "POINTS", "board", "calc", "grow", "legal", "points", "score"]
