"""Every word the Pi widget writes itself, looked up by key: its gettext domain ``pi``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker

from .. import strings as shared

DOMAIN = "pi"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


# "size" is the number of points without its sign: French writes "-2 points" in the plural.
UI, ui = shared.game_strings(DOMAIN, __file__)
