"""Every word the Can't Stop widget writes itself, looked up by key: its gettext domain ``cantstop``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker
from engine.i18n import catalogue

from .. import strings as shared

DOMAIN = "cantstop"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


UI, ui = shared.game_strings(DOMAIN, __file__)


def number(value: int, lang: str) -> str:
    """``1,296`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).number(value)
