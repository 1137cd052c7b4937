"""Every word the Memoir '44 widget writes itself, looked up by key: its gettext domain ``memoir44``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.i18n import catalogue

from .. import strings as shared
from ..phrasedata import PhraseData

DOMAIN = "memoir44"


UI, ui = shared.game_strings(DOMAIN, PhraseData(__file__).table("phrases"))


def percent(ratio: float, lang: str) -> str:
    """``12.5%`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).percent(ratio, 1)
