"""Every word the Art Decko widget writes itself, looked up by key: its gettext domain ``artdecko``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from .. import strings as shared

DOMAIN = "artdecko"


UI, ui = shared.game_strings(DOMAIN, __file__)
