"""Can't Stop: a calculator, not a playable engine (see :mod:`engine.registry`).

:mod:`.dice` counts the 1,296 rolls of four dice exactly; :mod:`.calc` is the registry's
``calc`` function (``{"calc": "odds", "allowed": [sums]}`` and the widget's ``board``);
:mod:`.rulings` holds the rulings and the site's readings. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .dice import LENGTHS, ROLLS, SUMS, chance, rolls_going_on, stopping_rolls, usable_sums

__all__ = ["LENGTHS", "ROLLS", "SUMS", "calc", "chance", "rolls_going_on", "stopping_rolls",
           "usable_sums"]
