"""A scenario played event by event, with the board after each event.

The engine applies a whole action at once and returns its events. To draw the board between
two events (after the third card of a refill, say) :func:`advance` applies one event's visible
effect to a board in the scenario format. At the end of every action the board is replaced by
the engine's own ``to_json`` (the engine stays the authority; ``tests/widgets`` checks that the
event-by-event boards land exactly on it). Each step also carries a ``mark``: what the event
changed, for the diagram to point at.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from engine.pdbmv import action_from_json, from_json, to_json
from engine.pdbmv.scenario import run_scenario
from engine.pdbmv.components import WILD
from engine.pdbmv.events import Event

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Step:
    """One event (None for the starting position), the board after it, and what it marks."""

    event: Json | None
    board: Json
    mark: Json


def board_of(scenario: Mapping[str, Any]) -> Json:
    """The scenario's starting position as the engine writes it, plus ``kinds``: the Treasure
    ids in the engine's canonical card order (the order of ``State.treasures``)."""
    state = from_json(scenario)
    board = to_json(state)
    board["kinds"] = list(state.treasures)
    return board


def play(scenario: Mapping[str, Any]) -> list[Step]:
    """Every step of the scenario's actions. Raises the engine's ScenarioError (with
    ``where``) for an impossible position or an illegal action."""
    run_scenario(scenario)  # validates the whole scenario first, with the CLI's messages
    state = from_json(scenario)
    board = board_of(scenario)
    steps = [Step(None, board, {})]
    for raw in scenario.get("actions", []):
        for event in state.apply(action_from_json(raw)):
            board, mark = advance(board, event)
            steps.append(Step(event.to_json(), board, mark))
        synced = to_json(state) | {"kinds": board["kinds"]}
        steps[-1] = Step(steps[-1].event, synced, steps[-1].mark)
    return steps


def play_events(board: Mapping[str, Any], events: list[Event]) -> list[Step]:
    """Steps of events produced outside an action (a bare favor shift), from ``board``."""
    current = _copy(board)
    steps = [Step(None, current, {})]
    for event in events:
        current, mark = advance(current, event)
        steps.append(Step(event.to_json(), current, mark))
    return steps


def _copy(board: Mapping[str, Any]) -> Json:
    """An independent copy of a board (plain JSON data; a JSON round trip is several times
    faster than ``copy.deepcopy``, which matters in Pyodide)."""
    copied: Json = json.loads(json.dumps(board))
    return copied


def _order(board: Mapping[str, Any]) -> dict[str, int]:
    return {kind: i for i, kind in enumerate([*board["kinds"], WILD])}


def _sorted(cards: list[str], board: Mapping[str, Any]) -> list[str]:
    order = _order(board)
    return sorted(cards, key=lambda c: order[c])


def _take(cards: list[str], taken: list[str]) -> None:
    for card in taken:
        cards.remove(card)


def _add_to_bribe(board: Json, player: str, treasure: str, cards: list[str]) -> None:
    bribes = board["bribes"].setdefault(player, {})
    pile = bribes.get(treasure, []) + cards
    bribes[treasure] = [c for c in pile if c != WILD] + [c for c in pile if c == WILD]
    order = _order(board)
    board["bribes"][player] = dict(sorted(bribes.items(), key=lambda kv: order[kv[0]]))


def advance(board: Mapping[str, Any], event: Event) -> tuple[Json, Json]:
    """The board after ``event``, and the mark telling what it changed."""
    b = _copy(board)
    a = event.args
    kind = event.kind.value
    mark: Json = {"type": kind}
    if kind == "bribe":
        _take(b["hands"][a["player"]], a["cards"])
        _add_to_bribe(b, a["player"], a["treasure"], list(a["cards"]))
        mark.update(player=a["player"], treasure=a["treasure"])
    elif kind == "token_moved":
        b["favor"].remove(a["treasure"])
        b["favor"].insert(a["to"], a["treasure"])
        mark.update(token=a["treasure"], mark="moved", **{"from": a["from"]})
    elif kind == "token_pushed":
        mark.update(token=a["treasure"], mark="pushed", **{"from": a["from"]})
    elif kind == "card_dealt":
        card = b["deck"].pop(0)
        b["market"][str(a["stall"])].append(card)
        mark.update(stall=a["stall"], mark="dealt")
    elif kind == "refill_stopped":
        mark.update(stall=a["stall"], mark="stopped")
    elif kind == "paid":
        _take(b["hands"][a["player"]], a["cards"])
        b["discard"] = _sorted(b["discard"] + list(a["cards"]), b)
        mark.update(player=a["player"], stall=a["stall"])
    elif kind == "cards_taken":
        b["hands"][a["player"]] += b["market"][str(a["stall"])]
        b["market"][str(a["stall"])] = []
        mark.update(player=a["player"])
    elif kind == "card_drawn":
        b["hands"][a["player"]].append(b["deck"].pop(0))
        mark.update(player=a["player"])
    elif kind == "game_ended":
        b["over"] = True
    elif kind == "joined_bribe":
        moved = [a["treasure"]] * a["count"]
        _take(b["hands"][a["player"]], moved)
        _add_to_bribe(b, a["player"], a["treasure"], moved)
        mark.update(player=a["player"], treasure=a["treasure"])
    elif "player" in a:
        mark.update(player=a["player"])
    for player, hand in b.get("hands", {}).items():
        b["hands"][player] = _sorted(hand, b)
    return b, mark
