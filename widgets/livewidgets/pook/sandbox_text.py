"""Every word Pook's sandbox shows that is not an engine event: labels, buttons, refusals.

Keyed, because the shared sandbox shell in the page (``widgets/static/sandbox.js``) asks for
its words by name and receives the whole table (:func:`browser_strings`). The words are
English msgids of the game's gettext domain ``pook``
(``engine/pook/locale/<lang>/LC_MESSAGES/pook.po``), French and Traditional Chinese written
by hand (:class:`~livewidgets.strings.SandboxWords`).
"""

from __future__ import annotations

from engine.pook.refusals import DOMAIN

from ..phrasedata import PhraseData
from ..strings import SandboxWords

__all__ = ["SEAT_NAMES", "STRINGS", "browser_strings", "text"]


PHRASES = PhraseData(__file__)
"""The sandbox's words (``[sandbox]``, ``[rulings]``, ``[seats]`` of ``phrases.toml``)."""


_strings = PHRASES.table("sandbox")


WORDS = SandboxWords(DOMAIN, _strings, PHRASES.texts("seats"))
STRINGS, SEAT_NAMES = WORDS.table, WORDS.seat_names
text, browser_strings = WORDS.text, WORDS.browser_strings
