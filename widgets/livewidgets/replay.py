"""A playable game's scenario replayed event by event, with the board after each event.

The engine itself plays a scenario step by step, each event with the position right after it
(:func:`engine.playthrough.scenario_steps`), so no widget holds a second copy of a game's
rules: a game's widgets add only what their drawing needs: a ``mark`` per step, read from the
event alone, and optionally a few fixed facts of the starting position on every board.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Callable, Mapping, TypeVar

from engine import registry
from engine.errors import RulesError
from engine.playthrough import scenario_steps

from .controls import EditError

Json = dict[str, Any]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Step:
    """One event (None for the starting position), the board after it, and what it marks."""

    event: Json | None
    board: Json
    mark: Json


def play_scenario(game_id: str, scenario: Mapping[str, Any],
                  mark_of: Callable[[Mapping[str, Any]], Json],
                  extra: Callable[[Any], Json] | None = None) -> list[Step]:
    """Every step of the scenario's actions in game ``game_id``, the starting position first.

    The whole scenario is checked first by the game's ``run_scenario`` (so a refusal has the
    command line's words and ``where``); then the engine plays it again step by step.
    ``mark_of(event)``: what the diagram points at for an event. ``extra(state)``: facts of the
    starting state added to every board (each board gets its own shallow copy of each value,
    so a widget may edit one board without touching the others). Raises the engine's
    :class:`RulesError` for an impossible position or an illegal action."""
    spec = registry.get(game_id)
    played = scenario_steps(spec, scenario)
    facts = extra(spec.from_json(scenario)) if extra else {}

    def board(position: Json) -> Json:
        return position | {k: copy.copy(v) for k, v in facts.items()} if facts else position

    return [Step(step.event or None, board(step.board),
                 mark_of(step.event) if step.event else {}) for step in played]


def checked(play: Callable[[Mapping[str, Any]], T], scenario: Mapping[str, Any],
            refused: type[RulesError] = EditError) -> T:
    """``play(scenario)``, an engine refusal recast as an :class:`EditError` (``refused``: a
    config check's :class:`~livewidgets.controls.ConfigError`) at its path under ``scenario``
    (same code, ruling and parameters), for a widget's edit or its config check to report."""
    try:
        return play(scenario)
    except RulesError as err:
        raise err.under("scenario").recast(refused) from None


__all__ = ["Json", "Step", "checked", "play_scenario"]
