"""Arctic Scavengers' skirmish: a calculator, not a playable engine (see
:mod:`engine.registry`).

:mod:`.cards` holds the cards a skirmish hand can hold and their values (the page's, or
assumptions); :mod:`.skirmish` works out fights, headcounts and the winner or a deadlock;
:mod:`.calc` is the registry's ``calc`` function (``{"calc": "skirmish", ...}``) and checks
the input first; :mod:`.rulings` holds the rulings, the site's readings and the points where
the page's translation changed a rule. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .skirmish import Hand, force, initiator, resolve, turn_order

__all__ = ["Hand", "calc", "force", "initiator", "resolve", "turn_order"]
