"""Lost Ruins of Arnak: what a move is worth, by the strategy tips page's unit values.

A calculator, not a playable engine (see :mod:`engine.registry`), and a heuristic, not a rule:
the tips page prices every resource in units of one victory point so that any move reads as a
trade. :mod:`.values` holds those unit values and the sum of one side of a move;
:mod:`.examples` the page's worked examples as presets, with the figures the page prints
beside them; :mod:`.calc` is the registry's ``calc`` function (``{"calc": "value", ...}`` and
``{"calc": "example", ...}``); :mod:`.rulings` the rulings and readings. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .examples import EXAMPLES
from .values import TOKENS, UNITS, side_value

__all__ = ["EXAMPLES", "TOKENS", "UNITS", "calc", "side_value"]
