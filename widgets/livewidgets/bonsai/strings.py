"""Every word the Bonsai widget writes itself, looked up by key: its gettext domain ``bonsai``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from .. import strings as shared
from ..phrasedata import PhraseData

DOMAIN = "bonsai"


UI, ui = shared.game_strings(DOMAIN, PhraseData(__file__).table("phrases"))
