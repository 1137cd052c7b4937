"""Every word the sandbox shows that is not an engine event: labels, buttons, errors.

Keyed, because the sandbox's script in the page asks for its words by name (it receives the
whole table, see :func:`browser_strings`). The words are English msgids of the game's gettext
domain ``pdbmv``, translated in ``engine/pdbmv/locale/<lang>/LC_MESSAGES/pdbmv.po``
(:class:`~livewidgets.strings.SandboxWords`).
"""

from __future__ import annotations

from typing import Mapping

from engine.i18n import Catalogue, PerLanguage, Phrase, catalogue
from engine.pdbmv.messages import DOMAIN

from ..phrasedata import PhraseData
from ..strings import SandboxWords


PHRASES = PhraseData(__file__)
"""The sandbox's words (``[sandbox]``, ``[rulings]``, ``[seats]`` of ``phrases.toml``)."""


def _strings(t: Catalogue) -> dict[str, Phrase]:
    return {
        **PHRASES.table("sandbox")(t),
        "list_sep": t.separator,   # between the selected cards: 、 in Chinese
    }


_rulings = PHRASES.texts("rulings")


def _short_names(t: Catalogue) -> dict[str, str]:
    return {"axe": t.pgettext("short card name", "Axe"),
            "feather": t.pgettext("short card name", "Feather"),
            "scroll": t.pgettext("short card name", "Scroll"),
            "crown": t.pgettext("short card name", "Crown"),
            "sword": t.pgettext("short card name", "Sword"),
            "relic": t.pgettext("short card name", "Relic"),
            "wild": t.pgettext("short card name", "Wild")}


WORDS = SandboxWords(DOMAIN, _strings, PHRASES.texts("seats"), _rulings)
STRINGS, SEAT_NAMES, RULINGS = WORDS.table, WORDS.seat_names, WORDS.rulings
text, browser_strings, ruling_summary = WORDS.text, WORDS.browser_strings, WORDS.ruling_summary
SHORT_NAMES: Mapping[str, Mapping[str, str]] = PerLanguage(
    lambda lang: _short_names(catalogue(DOMAIN, lang)))
"""Card names short enough for a card face on a phone; the full name goes in its label."""


def short_name(lang: str, card: str) -> str:
    """A card's short face name; a custom Treasure id stands for itself."""
    return SHORT_NAMES[lang].get(card, card)
