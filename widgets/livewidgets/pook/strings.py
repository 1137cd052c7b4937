"""Every word the Pook widgets write themselves, looked up by key: its gettext domain ``pook``
and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.pook.messages`), refusals by the engine's
rulings; this table holds the rest: the table's headings, the marks on its cells and their
legend, the controls, and the few sentences a widget adds between the engine's steps (the
coins of a row, the cost check).
"""

from __future__ import annotations

from engine.i18n import Catalogue, catalogue
from engine.pook.refusals import DOMAIN

from .. import strings as shared
from ..phrasedata import PhraseData

__all__ = ["UI", "ui", "t"]


UI, ui = shared.game_strings(DOMAIN, PhraseData(__file__).table("phrases"))


def t(lang: str) -> Catalogue:
    """The game's catalogue in ``lang`` (list joining, the engine's own words)."""
    return catalogue(DOMAIN, lang)
