"""Every word the PDBMV widgets and sandbox write themselves, looked up by key: its gettext
domain ``pdbmv`` and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.pdbmv.messages`); :data:`UI` holds the rest
of the worked examples' words: labels, buttons, captions, table headings. The sandbox's words
(:data:`WORDS`) are keyed, because the sandbox's script in the page asks for them by name (it
receives the whole table, see :func:`browser_strings`). Both are English msgids of the game's
domain, translated in ``engine/pdbmv/locale/<lang>/LC_MESSAGES/pdbmv.po``.
"""

from __future__ import annotations

from typing import Mapping

from engine.i18n import Catalogue, PerLanguage, Phrase, catalogue
from engine.pdbmv.components import ASSUMPTIONS

from .. import strings as shared
from ..phrasedata import PhraseData

__all__ = ["ASSUMPTION_TEXT", "DOMAIN", "RULINGS", "SEAT_NAMES", "SHORT_NAMES", "STRINGS", "UI",
           "browser_strings", "ruling_summary", "short_name", "text", "ui"]

DOMAIN = "pdbmv"

PHRASES = PhraseData(__file__)
"""The words of ``phrases.toml``: ``[phrases]`` (the widgets'), ``[sandbox]``, ``[rulings]``,
``[seats]`` and ``[short]``."""

UI, ui = shared.game_strings(DOMAIN, PHRASES.table("phrases"))

ASSUMPTION_TEXT: Mapping[str, Mapping[str, str]] = PerLanguage(
    lambda lang: {a.option: catalogue(DOMAIN, lang).translated(a.text) for a in ASSUMPTIONS})
"""Explanation of each engine assumption, by language."""


def _sandbox(t: Catalogue) -> dict[str, Phrase]:
    return {
        **PHRASES.table("sandbox")(t),
        "list_sep": t.separator,   # between the selected cards: 、 in Chinese
    }


WORDS = shared.SandboxWords(DOMAIN, _sandbox, PHRASES.texts("seats"), PHRASES.texts("rulings"))
STRINGS, SEAT_NAMES, RULINGS = WORDS.table, WORDS.seat_names, WORDS.rulings
text, browser_strings, ruling_summary = WORDS.text, WORDS.browser_strings, WORDS.ruling_summary
SHORT_NAMES: Mapping[str, Mapping[str, str]] = PerLanguage(
    lambda lang: PHRASES.texts("short")(catalogue(DOMAIN, lang)))
"""Card names short enough for a card face on a phone; the full name goes in its label."""


def short_name(lang: str, card: str) -> str:
    """A card's short face name; a custom Treasure id stands for itself."""
    return SHORT_NAMES[lang].get(card, card)
