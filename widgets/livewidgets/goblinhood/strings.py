"""Every word the Goblin Hood widgets and sandbox write themselves, looked up by key: its
gettext domain ``goblinhood`` and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events, colours, ends and gold are told by the engine (:mod:`engine.goblinhood.messages`);
:data:`UI` holds the rest of the worked examples' words. The sandbox's words (:data:`WORDS`)
are keyed, because its script asks for them by name (:func:`browser_strings`). Both are
English msgids of ``engine/goblinhood/locale/<lang>/LC_MESSAGES/goblinhood.po``.
"""

from __future__ import annotations

from engine.goblinhood.refusals import DOMAIN

from .. import strings as shared
from ..phrasedata import PhraseData

__all__ = ["DOMAIN", "SEAT_NAMES", "UI", "browser_strings", "ruling_summary", "text", "ui"]

PHRASES = PhraseData(__file__)
"""The words of ``phrases.toml``: ``[phrases]`` (the widgets'), ``[sandbox]``, ``[rulings]``
and ``[seats]``."""

UI, ui = shared.game_strings(DOMAIN, PHRASES.table("phrases"))

WORDS = shared.SandboxWords(DOMAIN, PHRASES.table("sandbox"), PHRASES.texts("seats"),
                            PHRASES.texts("rulings"), shared=True)
TABLE, SEAT_NAMES, RULINGS = WORDS.table, WORDS.seat_names, WORDS.rulings
text, browser_strings, ruling_summary = WORDS.text, WORDS.browser_strings, WORDS.ruling_summary
