"""Dice Hospital's discharge points: a calculator, not a playable engine (see
:mod:`engine.registry`).

:mod:`.track` holds the tips page's list of points per patient and the bonus; :mod:`.calc` is
the registry's ``calc`` function (``{"calc": "discharge", "patients": n}``, the outside tools'
contract, and the widget's ``rounds``); :mod:`.rulings` holds the rulings and the site's
readings. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .track import BONUS, MAX_PATIENTS, SCORES, points, split

__all__ = ["BONUS", "MAX_PATIENTS", "SCORES", "calc", "points", "split"]
