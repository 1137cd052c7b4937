"""The marker of Pook's refusal messages: ``M_(code)``, declared in ``messages.toml`` beside it.

Every refusal of this game is a :class:`~engine.errors.RulesError` (or a subclass with a name
that helps: :class:`ActionSyntaxError`, :class:`IllegalAction`, :class:`ScenarioError`) whose
message lives in the game's own gettext domain. The classes live here, at the bottom of the
game's imports, so that every module can raise them without importing another.
"""

from __future__ import annotations

from typing import Final

from ..errors import RulesError, marker

DOMAIN: Final = "pook"
"""The game's gettext domain (``engine/pook/locale/<lang>/LC_MESSAGES/pook.mo``)."""

M_ = marker(DOMAIN, __file__)


class ActionSyntaxError(RulesError):
    """Text or JSON that does not describe an action of this game at all."""


class IllegalAction(RulesError):
    """An action the rules forbid in this position; ``ruling`` names the rule. The state is
    left exactly as it was."""


class ScenarioError(RulesError):
    """A scenario (or a ``new_game`` option) that cannot be a position of the game; ``where``
    is the JSON path of the field at fault."""


__all__ = ["ActionSyntaxError", "DOMAIN", "IllegalAction", "M_", "RulesError", "ScenarioError"]
