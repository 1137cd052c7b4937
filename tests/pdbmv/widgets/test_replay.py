"""Event-by-event boards land exactly on the engine's own positions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.pdbmv import action_from_json, from_json, to_json
from engine.pdbmv.scenario import run_json
from tests.pdbmv.testkit import GOLDEN_DIR
from livewidgets.pdbmv.replay import advance, board_of, play

GOLDEN = sorted(GOLDEN_DIR.glob("*.json"))


def golden(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text(encoding="utf-8"))["scenario"])


def test_there_are_golden_playthroughs() -> None:
    assert len(GOLDEN) >= 8


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_boards_between_events_match_the_engine_after_each_action(path: Path) -> None:
    scenario = golden(path)
    state = from_json(scenario)
    board = board_of(scenario)
    for raw in scenario.get("actions", []):
        for event in state.apply(action_from_json(raw)):
            board, _ = advance(board, event)
        engine = to_json(state)
        mine = {k: v for k, v in board.items() if k not in ("kinds", "turn")}
        assert mine == {k: v for k, v in engine.items() if k != "turn"}, raw
        board["turn"] = engine["turn"]


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_play_gives_the_engine_events_and_final_state(path: Path) -> None:
    scenario = golden(path)
    steps = play(scenario)
    expected = run_json(scenario)
    assert [s.event for s in steps[1:]] == expected["events"]
    final = {k: v for k, v in steps[-1].board.items() if k != "kinds"}
    assert final == expected["state"]


def test_marks_point_at_what_changed() -> None:
    scenario = {"players": ["Ana", "Ben"], "favor": ["axe", "feather", "scroll", "crown",
                                                     "sword", "relic"],
                "deck": ["crown", "axe"], "hands": {"Ana": ["axe"]}, "turn": "Ana",
                "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe",
                             "cards": ["axe"]}]}
    marks = [(s.event["type"], s.mark) for s in play(scenario)[1:]]
    assert marks[1] == ("token_moved", {"type": "token_moved", "token": "axe", "mark": "moved",
                                        "from": 0})
    assert marks[2] == ("token_pushed", {"type": "token_pushed", "token": "feather",
                                         "mark": "pushed", "from": 1})
    assert marks[4] == ("card_dealt", {"type": "card_dealt", "stall": 3, "mark": "dealt"})
    assert marks[6] == ("refill_stopped", {"type": "refill_stopped", "stall": 2,
                                           "mark": "stopped"})
