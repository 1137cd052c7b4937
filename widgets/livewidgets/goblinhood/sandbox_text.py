"""Every word of the Goblin Hood sandbox that is not an engine event: labels, buttons, errors.

Keyed, because the sandbox's script asks for its words by name (it receives the whole table,
see :func:`browser_strings`). The words are English msgids of the game's gettext domain
``goblinhood``, translated by hand in ``engine/goblinhood/locale/<lang>/LC_MESSAGES/
goblinhood.po``, as the worked examples' words (:mod:`.strings`) are; the shared phrases are
merged in the same way (:class:`~livewidgets.strings.SandboxWords`). Game events are the
engine's own sentences (:func:`engine.goblinhood.messages.explain`).
"""

from __future__ import annotations

from engine.goblinhood.refusals import DOMAIN

from ..phrasedata import PhraseData
from ..strings import SandboxWords

__all__ = ["SEAT_NAMES", "browser_strings", "ruling_summary", "text"]


PHRASES = PhraseData(__file__)
"""The sandbox's words (``[sandbox]``, ``[rulings]``, ``[seats]`` of ``phrases.toml``)."""


_phrases = PHRASES.table("sandbox")


_rulings = PHRASES.texts("rulings")


WORDS = SandboxWords(DOMAIN, _phrases, PHRASES.texts("seats"), _rulings, shared=True)
TABLE, SEAT_NAMES, RULINGS = WORDS.table, WORDS.seat_names, WORDS.rulings
text, browser_strings, ruling_summary = WORDS.text, WORDS.browser_strings, WORDS.ruling_summary
