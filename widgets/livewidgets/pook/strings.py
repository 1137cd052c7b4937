"""Every word the Pook widgets and sandbox write themselves, looked up by key: its gettext
domain ``pook`` and the shared phrases (:func:`livewidgets.strings.game_strings`).

Events are told by the engine (:mod:`engine.pook.messages`), refusals by its rulings;
:data:`UI` holds the rest of the worked examples' words. The sandbox's words (:data:`WORDS`)
are keyed: the page's shell asks for them by name (:func:`browser_strings`). Both are English
msgids of ``engine/pook/locale``.
"""

from __future__ import annotations

from engine.i18n import Catalogue, catalogue
from engine.pook.refusals import DOMAIN

from .. import strings as shared
from ..phrasedata import PhraseData

__all__ = ["SEAT_NAMES", "STRINGS", "UI", "browser_strings", "t", "text", "ui"]

PHRASES = PhraseData(__file__)
"""The words of ``phrases.toml``: ``[phrases]`` (the widgets'), ``[sandbox]`` and ``[seats]``.
The widgets also read the sandbox's words (a phrase both say is written once, there)."""

UI, ui = shared.game_strings(DOMAIN, lambda t: {**PHRASES.table("sandbox")(t),
                                                **PHRASES.table("phrases")(t)})

WORDS = shared.SandboxWords(DOMAIN, PHRASES.table("sandbox"), PHRASES.texts("seats"))
STRINGS, SEAT_NAMES = WORDS.table, WORDS.seat_names
text, browser_strings = WORDS.text, WORDS.browser_strings


def t(lang: str) -> Catalogue:
    """The game's catalogue in ``lang`` (list joining, the engine's own words)."""
    return catalogue(DOMAIN, lang)
