"""Bang!'s distances and "draw!" chances: a calculator, not a playable engine (see
:mod:`engine.registry`).

:mod:`.table` holds the seats, distances and weapon ranges; :mod:`.cards` the page's 80-card
list and the chances of a "draw!"; :mod:`.calc` is the registry's ``calc`` function
(``{"calc": "distance", ...}``, the outside tools' contract, and the widget's ``table``);
:mod:`.rulings` holds the rulings and the site's readings. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .cards import deck, draw_chance
from .table import RANGES, WEAPONS, distance, reach

__all__ = ["RANGES", "WEAPONS", "calc", "deck", "distance", "draw_chance", "reach"]
