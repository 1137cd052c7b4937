"""Please Don't Burn My Village!: the complete rules engine.

>>> game = new_game(["Ana", "Ben"], seed=1)
>>> events = game.apply(Draw())
>>> from_json(to_json(game)).legal_actions() == game.legal_actions()
True
"""

from .actions import Action, ActionSyntaxError, Bribe, Buy, Draw, action_from_json, parse_action
from .components import ASSUMPTIONS, TREASURES, WILD, Assumption, Treasure, assumptions
from .events import Event, EventKind
from .game import GAME
from .refusals import RulesError
from .rulings import Ruling
from .scenario import ScenarioError, from_json, to_json
from .scoring import Ranking, TieBreakStep
from .setup import new_game
from .state import IllegalAction, State

run_scenario = GAME.run_scenario
"""A scenario with actions in, (final state, events) out (:mod:`engine.playthrough`)."""
run_json = GAME.run_json
"""The ``run`` command's output (:mod:`engine.playthrough`)."""

__all__ = [
    "ASSUMPTIONS", "Action", "ActionSyntaxError", "Assumption", "Bribe", "Buy", "Draw", "Event",
    "GAME",
    "EventKind", "IllegalAction", "Ranking", "Ruling", "RulesError", "ScenarioError", "State",
    "TREASURES", "TieBreakStep", "Treasure", "WILD", "action_from_json", "assumptions",
    "from_json", "new_game", "parse_action", "run_json", "run_scenario", "to_json",
]
