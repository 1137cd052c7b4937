"""Every word the Arnak widget writes itself, looked up by key (the shared set-up,
:func:`livewidgets.strings.game_words`); token and example names are keyed by the engine's ids.
"""

from __future__ import annotations

from ..strings import game_words

_words = game_words(__file__)
UI, ui = _words.UI, _words.ui


def signed(n: int) -> str:
    """A net as the widget writes it: +1, 0, −1 (a true minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"
