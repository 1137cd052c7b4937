"""Every word the Arnak widget writes itself, looked up by key: its gettext domain ``arnak``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
Token and example names are keyed by the engine's ids.
"""

from __future__ import annotations

from .. import strings as shared

DOMAIN = "arnak"


UI, ui = shared.game_strings(DOMAIN, __file__)


def signed(n: int) -> str:
    """A net as the widget writes it: +1, 0, −1 (a true minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"
