"""Every word the Arctic Scavengers widget writes itself, looked up by key: its gettext domain
``arcticscavengers`` and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker

from .. import strings as shared

DOMAIN = "arcticscavengers"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


UI, ui = shared.game_strings(DOMAIN, __file__)
