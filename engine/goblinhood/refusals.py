"""The marker of this game's refusals: ``M_(code)``, declared in ``messages.toml`` beside it.

Goblin Hood's refusals belong to its own gettext domain (the game id), like every other
word found under ``engine/goblinhood/``; the ``shared`` domain's marker is
:data:`engine.errors.M_`. It is a module of its own, imported by the lowest modules of the game
(``components``, ``actions``), so that it imports nothing of the game; so does the
refusal of an action, which the state and the round rules both raise.
"""

from __future__ import annotations

from typing import Final

from ..errors import RulesError, marker

DOMAIN: Final = "goblinhood"
"""The game's gettext domain (``engine/goblinhood/locale/<lang>/LC_MESSAGES/goblinhood.mo``)."""

M_ = marker(DOMAIN, __file__)


class IllegalAction(RulesError):
    """An action the rules forbid here. ``ruling`` names the rule; the state is unchanged."""


__all__ = ["DOMAIN", "IllegalAction", "M_", "RulesError"]
