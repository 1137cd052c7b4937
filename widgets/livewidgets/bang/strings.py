"""Every word the Bang! widget writes itself, looked up by key: its gettext domain ``bang``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker
from engine.i18n import SHARED, catalogue

from .. import strings as shared

DOMAIN = "bang"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


UI, ui = shared.game_strings(DOMAIN, __file__)


def seat_list(seats: list[int], lang: str) -> str:
    """``2, 5`` for seats 1 and 4 of the calculator (the drawing counts from 1), or the word
    for nobody."""
    return (catalogue(SHARED, lang).separator.join(str(s + 1) for s in seats) if seats
            else ui("nobody", lang))
