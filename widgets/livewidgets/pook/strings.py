"""Every word the Pook widgets and sandbox write themselves, looked up by key: its gettext
domain ``pook`` and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.pook.messages`), refusals by the engine's
rulings; :data:`UI` holds the rest of the worked examples' words: the table's headings, the
marks on its cells and their legend, the controls, and the few sentences a widget adds between
the engine's steps (the coins of a row, the cost check). The sandbox's words (:data:`WORDS`)
are keyed, because the shared sandbox shell in the page (``widgets/static/sandbox.js``) asks
for them by name and receives the whole table (:func:`browser_strings`). Both are English
msgids of ``engine/pook/locale/<lang>/LC_MESSAGES/pook.po``, French and Traditional Chinese
written by hand.
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
