"""Pi (P.I.)'s round score: a calculator, not a playable engine (see :mod:`engine.registry`).

:mod:`.score` holds the points for solving in order, the penalties, the end of a round and the
tie-break; :mod:`.calc` is the registry's ``calc`` function (``{"calc": "round", "players":
[...]}``); :mod:`.rulings` holds the rulings and the site's readings. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .score import PENALTY, SOLVE_POINTS, Player, points

__all__ = ["PENALTY", "SOLVE_POINTS", "Player", "calc", "points"]
