"""Every word the Can't Stop widget writes itself, looked up by key (the shared set-up,
:func:`livewidgets.strings.game_words`) and its numbers.
"""

from __future__ import annotations

from engine.i18n import catalogue

from ..strings import game_words

_words = game_words(__file__)
DOMAIN, UI, ui, M_ = _words.DOMAIN, _words.UI, _words.ui, _words.M_


def number(value: int, lang: str) -> str:
    """``1,296`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).number(value)
