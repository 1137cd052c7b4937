"""Every word the PDBMV widgets write themselves, looked up by key: its gettext domain ``pdbmv``
and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.pdbmv.messages`); this table holds the rest:
labels, buttons, captions, table headings.
"""

from __future__ import annotations

from typing import Mapping

from engine.i18n import LANGS, PerLanguage, catalogue
from engine.pdbmv.components import ASSUMPTIONS

from .. import strings as shared
from ..phrasedata import PhraseData

__all__ = ["ASSUMPTION_TEXT", "DOMAIN", "LANGS", "UI", "check_lang", "ui"]

DOMAIN = "pdbmv"


UI, ui = shared.game_strings(DOMAIN, PhraseData(__file__).table("phrases"))

ASSUMPTION_TEXT: Mapping[str, Mapping[str, str]] = PerLanguage(
    lambda lang: {a.option: catalogue(DOMAIN, lang).translated(a.text) for a in ASSUMPTIONS})
"""Explanation of each engine assumption, by language."""


def check_lang(lang: str) -> str:
    """``lang`` itself, or a ValueError naming the languages the widgets speak."""
    return shared.check_lang(lang)
