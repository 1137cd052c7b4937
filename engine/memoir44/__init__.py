"""Memoir '44's battle dice: a calculator, not a playable engine (see :mod:`engine.registry`).

:mod:`.dice` holds the die's faces, the dice by range and the terrain cuts, and counts hits
and flags exactly; :mod:`.calc` is the registry's ``calc`` function (``{"calc": "battle",
...}``, the outside tools' contract, and the widget's ``attack``); :mod:`.rulings` holds the
rulings and the site's readings. Standard library only.
"""

from __future__ import annotations

from .calc import MAX_DICE, calc
from .dice import FACES, RANGE, TERRAINS, UNITS, dice, flags, hits

__all__ = ["FACES", "MAX_DICE", "RANGE", "TERRAINS", "UNITS", "calc", "dice", "flags", "hits"]
