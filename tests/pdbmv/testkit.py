"""Shared helpers of the PDBMV tests: small hand-made positions, expected events, refusals.

The expected events are written out by hand from the rules (these helpers only spell the
JSON shape of an event), so a test compares the engine against the rules, not against itself.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.pdbmv import (Action, Event, IllegalAction, Ruling, State, from_json, new_game,
                          parse_action, to_json)
from tests import playkit
from tests.playkit import as_json

ROOT = Path(__file__).resolve().parents[2]
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"

FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]
"""The track of most hand-made positions: spaces 0..5 worth 1 1 2 2 3 4 (the default)."""


def scenario(**fields: Any) -> dict[str, Any]:
    """A two-player scenario (Ana to move, Ben next) on :data:`FAVOR`, with ``fields`` set."""
    data: dict[str, Any] = {
        "players": ["Ana", "Ben"], "favor": list(FAVOR), "deck": [], "market": {},
        "hands": {}, "bribes": {}, "discard": [], "turn": "Ana",
    }
    data.update(fields)
    return data


def position(**fields: Any) -> State:
    """The state of :func:`scenario`."""
    return from_json(scenario(**fields))


def composition(data: dict[str, Any]) -> Counter[str]:
    """Every card of a scenario, wherever it lies."""
    cards = Counter(data["deck"]) + Counter(data["discard"])
    for stall in data["market"].values():
        cards += Counter(stall)
    for hand in data["hands"].values():
        cards += Counter(hand)
    for bribes in data["bribes"].values():
        for pile in bribes.values():
            cards += Counter(pile)
    return cards


def assert_refused(state: State, action: Action, ruling: Ruling) -> IllegalAction:
    """``action`` raises IllegalAction citing ``ruling`` and leaves the state untouched."""
    return playkit.assert_refused(state, action, ruling, error=IllegalAction, to_json=to_json)


# -- expected events, spelled as the rules describe them ---------------------------------

def bribe(player: str, treasure: str, cards: list[str], new: bool) -> dict[str, Any]:
    return {"type": "bribe", "player": player, "treasure": treasure, "cards": cards, "new": new}


def moved(treasure: str, cause: str, steps: int, start: int, end: int,
          capped: bool = False) -> dict[str, Any]:
    return {"type": "token_moved", "treasure": treasure, "cause": cause, "steps": steps,
            "from": start, "to": end, "capped": capped}


def pushed(treasure: str, start: int, end: int) -> dict[str, Any]:
    return {"type": "token_pushed", "treasure": treasure, "from": start, "to": end}


def refill(treasure: str) -> dict[str, Any]:
    return {"type": "refill_started", "treasure": treasure}


def dealt(stall: int, card: str) -> dict[str, Any]:
    return {"type": "card_dealt", "stall": stall, "card": card}


def stopped(stall: int, card: str) -> dict[str, Any]:
    return {"type": "refill_stopped", "stall": stall, "card": card,
            "reason": "wild" if card == "wild" else "match"}


def paid(player: str, stall: int, cards: list[str]) -> dict[str, Any]:
    return {"type": "paid", "player": player, "stall": stall, "cards": cards}


def taken(player: str, stall: int, cards: list[str]) -> dict[str, Any]:
    return {"type": "cards_taken", "player": player, "stall": stall, "cards": cards}


def curse(player: str, treasure: str, steps: int) -> dict[str, Any]:
    return {"type": "curse", "player": player, "treasure": treasure, "steps": steps}


def drawn(player: str, card: str) -> dict[str, Any]:
    return {"type": "card_drawn", "player": player, "card": card}


def ended(reason: str, player: str) -> dict[str, Any]:
    return {"type": "game_ended", "reason": reason, "player": player}


def joined(player: str, treasure: str, count: int) -> dict[str, Any]:
    return {"type": "joined_bribe", "player": player, "treasure": treasure, "count": count}


def line(player: str, source: str, treasure: str | None, count: int, value: int,
         points: int) -> dict[str, Any]:
    return {"type": "score_line", "player": player, "source": source, "treasure": treasure,
            "count": count, "value": value, "points": points}


def total(player: str, score: int) -> dict[str, Any]:
    return {"type": "score_total", "player": player, "score": score}


def tiebreak(space: int, treasure: str, counts: dict[str, int]) -> dict[str, Any]:
    return {"type": "tiebreak", "players": list(counts), "space": space, "treasure": treasure,
            "counts": counts}


def ranking(groups: list[list[str]]) -> dict[str, Any]:
    return {"type": "ranking", "ranking": groups, "winners": groups[0]}


def game_in_progress() -> dict[str, Any]:
    """A real position six actions into a seeded 3-player game (the game still going on)."""
    state = new_game(3, seed=7)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    data = to_json(state)
    data.pop("over")
    return data


GAME_END_LOG = (
    "buy 0", "bribe crown with crown wild", "buy 2 with crown relic curse crown",
    "buy 3 with scroll scroll sword curse sword", "buy 1 with axe curse axe", "draw",
    "bribe crown with crown wild wild wild wild", "draw", "buy 2 with axe feather curse axe",
    "bribe scroll with scroll wild wild", "bribe relic with relic", "draw", "bribe axe with axe",
    "buy 1 with crown curse crown", "buy 0", "draw", "buy 2 with axe feather curse axe",
    "buy 3 with feather relic relic curse feather", "draw", "bribe sword with sword", "draw",
    "draw", "buy 3 with axe wild wild curse axe", "bribe feather with feather feather",
    "buy 1 with feather curse feather", "draw", "buy 2 with axe sword curse axe", "buy 0",
    "bribe axe with axe wild", "buy 3 with relic relic wild curse relic", "buy 0",
    "bribe axe with axe wild", "buy 2 with crown wild curse crown", "bribe sword with sword",
    "buy 2 with axe sword curse axe", "buy 3 with relic relic scroll curse scroll",
    "bribe feather with feather", "bribe scroll with scroll", "buy 1 with sword curse sword",
    "buy 2 with feather feather curse feather", "draw", "buy 3 with axe crown relic curse crown",
    "buy 0", "draw", "bribe relic with relic", "bribe relic with relic relic",
    "bribe feather with wild", "draw", "draw", "buy 3 with scroll sword wild curse sword",
    "bribe scroll with scroll", "draw", "bribe axe with axe", "buy 1 with scroll curse scroll",
    "buy 2 with axe feather curse axe", "buy 3 with crown scroll sword curse scroll", "draw",
    "bribe scroll with scroll scroll wild", "buy 3 with crown scroll sword curse crown", "draw",
    "bribe relic with relic relic", "bribe feather with feather", "draw",
    "buy 1 with sword curse sword",
)
"""The 64 actions (two random bots, seeds 517 and 1517) that lead from ``new_game(["Ana",
"Ben"], 517)`` to the position of the risk example on ``game-end.md``, in every language."""


def reached_by_play() -> State:
    """The risk example's position: the real box (default options), dealt, then
    :data:`GAME_END_LOG`, every action checked by the engine."""
    state = new_game(["Ana", "Ben"], 517)
    for text in GAME_END_LOG:
        state.apply(parse_action(text))
    return state
