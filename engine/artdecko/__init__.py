"""Art Decko: does the game end now? The three end triggers of the help page and its bonus
tiles rule, as a calculator (no playable engine).

:mod:`.museum` holds the rules as pure functions; :mod:`.calc` is the registry's ``calc``
function (``{"calc": "end", ...}``), which checks every field first; :mod:`.rulings` holds the
rulings and the site's readings. Standard library only.
"""

from __future__ import annotations

from .calc import calc
from .museum import bonus, triggers

__all__ = ["bonus", "calc", "triggers"]
