"""Pook: the complete rules engine (standard library only; it also runs in Pyodide).

>>> game = new_game(["Ana", "Ben"], seed=1)
>>> events = game.apply(game.legal_actions()[0])
>>> from_json(to_json(game)).legal_actions() == game.legal_actions()
True
"""

from .actions import Action, Flip, Play, action_from_json, parse_action
from .components import ASSUMPTIONS, FACTIONS, PIGGY, Assumption, assumptions
from .events import Event, EventKind
from .refusals import ActionSyntaxError, IllegalAction, RulesError, ScenarioError
from .rulings import Ruling
from .game import GAME
from .scenario import from_json, result_json, to_json
from .setup import new_game
from .state import State
from .view import observe, redact

run_scenario = GAME.run_scenario
"""A scenario with actions in, (final state, events) out (:mod:`engine.playthrough`)."""
run_json = GAME.run_json
"""The ``run`` command's output (:mod:`engine.playthrough`)."""

__all__ = [
    "ASSUMPTIONS", "Action", "ActionSyntaxError", "Assumption", "Event", "EventKind", "GAME",
    "FACTIONS", "Flip", "IllegalAction", "PIGGY", "Play", "Ruling", "RulesError",
    "ScenarioError", "State", "action_from_json", "assumptions", "from_json", "new_game",
    "observe", "parse_action", "redact", "result_json", "run_json", "run_scenario",
    "to_json",
]
