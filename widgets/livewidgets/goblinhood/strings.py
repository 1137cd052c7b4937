"""Every word the Goblin Hood widgets write themselves, looked up by key: its gettext domain
``goblinhood`` and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.goblinhood.messages`, which also names the
colours and ends and counts gold); this table holds the rest: labels, badges, buttons and the
sentences of the legal-placements widget.
"""

from __future__ import annotations

from engine.goblinhood.refusals import DOMAIN

from .. import strings as shared
from ..phrasedata import PhraseData

__all__ = ["DOMAIN", "UI", "ui"]


UI, ui = shared.game_strings(DOMAIN, PhraseData(__file__).table("phrases"))
