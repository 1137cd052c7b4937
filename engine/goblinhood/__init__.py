"""Goblin Hood: the trail engine, played with a deck given as data.

The printed cards are unknown, so the default deck is a labelled demonstration deck (see
:mod:`engine.goblinhood.components`).

>>> game = new_game(["Ana", "Ben", "Cy"], seed=1)
>>> events = game.apply(game.legal_actions()[0])
>>> from_json(to_json(game)).legal_actions() == game.legal_actions()
True
"""

from .actions import Action, ActionSyntaxError, Deal, Give, Play, action_from_json, parse_action
from .components import (ASSUMPTIONS, COLOURS, DEMONSTRATION_DECK, MULTI, Assumption, Card,
                         assumptions, fits)
from .events import Event, EventKind
from .observer import redact, redact_all, view
from .rulings import Ruling
from .game import GAME
from .scenario import ScenarioError, from_json, result_json, to_json
from .setup import new_game, start
from .state import IllegalAction, State

run_scenario = GAME.run_scenario
"""A scenario with actions in, (final state, events) out (:mod:`engine.playthrough`)."""
run_json = GAME.run_json
"""The ``run`` command's output (:mod:`engine.playthrough`)."""

__all__ = [
    "ASSUMPTIONS", "Action", "ActionSyntaxError", "Assumption", "COLOURS", "Card", "Deal",
    "GAME",
    "DEMONSTRATION_DECK", "Event", "EventKind", "Give", "IllegalAction", "MULTI", "Play",
    "Ruling", "ScenarioError", "State", "action_from_json", "assumptions", "fits", "from_json",
    "new_game", "parse_action", "redact", "redact_all", "result_json", "run_json",
    "run_scenario", "start", "to_json", "view",
]
