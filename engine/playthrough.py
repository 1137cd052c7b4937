"""One play-through for every game: a scenario's actions played in turn (the ``run`` command).

A scenario is a position in the game's format plus ``actions``, each an action's JSON form
with the ``player`` who plays it. Every game plays one the same way, driven by its
:class:`~engine.registry.GameSpec`: the position is read (``from_json``, then
``check_start`` when the game has one), the list is checked against the game's limits, then
each action is read, its player checked against the turn (``check_turn``: the game's own
refusal and ruling, such as "the game is over" or "not your turn") and applied. A refusal
names where it happened: the field of the position, or ``actions[i]`` (with the action's
text when the rules refused it), so the command line prints one line and a page can point
at the action.

The structural refusals (not a list, not an object, too many) are the ``shared`` domain's: the
same words for every game, and for the sandboxes that read a list of actions too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .errors import M_, RulesError
from .protocol import Step

if TYPE_CHECKING:
    from .registry import GameSpec

ACTIONS_NOT_LIST = M_("actions-not-list")
ACTION_NOT_OBJECT = M_("action-not-object")
TOO_MANY_ACTIONS = M_("too-many-actions")


class ScriptError(RulesError):
    """A scenario's ``actions`` that are not a list of action objects within the limits."""


def run_scenario(spec: GameSpec, data: Any) -> tuple[Any, list[Any]]:
    """Load a scenario and play its actions: (final state, events). A
    :class:`~engine.errors.RulesError` names the field, or the action's index (and, for a
    rule it breaks, the action's text and the ruling)."""
    state = spec.from_json(data)
    if spec.check_start is not None:
        spec.check_start(state)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScriptError(ACTIONS_NOT_LIST, where="actions")
    most = spec.limits.max_actions
    if len(actions) > most:
        raise ScriptError(TOO_MANY_ACTIONS, where="actions", count=len(actions), most=most)
    events: list[Any] = []
    for i, raw in enumerate(actions):
        where = f"actions[{i}]"
        if not isinstance(raw, Mapping):
            raise ScriptError(ACTION_NOT_OBJECT, where=where)
        try:
            action = spec.action_from_json(raw)
            spec.check_turn(state, action, raw.get("player"))
        except RulesError as err:
            raise err.at(where) from None
        try:
            events += state.apply(action)
        except RulesError as err:
            raise err.at(where, action=str(action)) from None
    return state, events


def run_json(spec: GameSpec, data: Any) -> dict[str, Any]:
    """The ``run`` command's output: ``{"state", "events", "result"}``."""
    state, events = run_scenario(spec, data)
    return {"state": spec.to_json(state), "events": [e.to_json() for e in events],
            "result": spec.result_json(state)}


def scenario_steps(spec: GameSpec, data: Any) -> list[Step]:
    """The scenario's starting position (event ``{}``), then every event of its actions with
    the board right after it, as the engine plays them (``apply_steps``): a play-through a page
    shows step by step. The whole scenario is checked first by the game's ``run_scenario`` (so
    a refusal has the command line's words and ``where``); then it is played again step by
    step."""
    spec.run_scenario(data)
    state = spec.from_json(data)
    steps = [Step({}, spec.to_json(state))]
    for raw in data.get("actions", []):
        steps += state.apply_steps(spec.action_from_json(raw))
    return steps
