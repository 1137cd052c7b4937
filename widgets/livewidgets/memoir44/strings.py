"""Every word the Memoir '44 widget writes itself, looked up by key: its gettext domain ``memoir44``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from .. import strings as shared

DOMAIN = "memoir44"


UI, ui = shared.game_strings(DOMAIN, __file__)
