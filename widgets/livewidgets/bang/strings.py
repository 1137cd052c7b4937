"""Every word the Bang! widget writes itself, looked up by key (the shared set-up,
:func:`livewidgets.strings.game_words`) and its list of seats.
"""

from __future__ import annotations

from engine.i18n import SHARED, catalogue

from ..strings import game_words

_words = game_words(__file__)
DOMAIN, UI, ui, M_ = _words.DOMAIN, _words.UI, _words.ui, _words.M_


def seat_list(seats: list[int], lang: str) -> str:
    """``2, 5`` for seats 1 and 4 of the calculator (the drawing counts from 1), or the word
    for nobody."""
    return (catalogue(SHARED, lang).separator.join(str(s + 1) for s in seats) if seats
            else ui("nobody", lang))
