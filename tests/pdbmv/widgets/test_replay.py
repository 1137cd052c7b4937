"""The widgets' steps are the engine's own positions, and each mark names what its event changed.

:func:`livewidgets.pdbmv.kit.play` takes its boards from ``State.apply_steps``; these tests
hold it to the engine after every action (``to_json`` of the state), and hold every board in
between to its event: what the event says happened is what differs from the board before.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

import pytest

from engine.pdbmv import action_from_json, from_json, to_json
from engine.pdbmv import run_json
from livewidgets.pdbmv.kit import Step, mark_of, play, play_move
from livewidgets.pdbmv.sandbox_render import board_of
from tests.pdbmv.testkit import GOLDEN_DIR

GOLDEN = sorted(GOLDEN_DIR.glob("*.json"))
UNCHANGED = {"refill_started", "curse", "score_line", "score_total", "tiebreak", "ranking"}
"""Events that only tell something: the board after them is the board before."""


def golden(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text(encoding="utf-8"))["scenario"])


def bare(board: dict[str, Any]) -> dict[str, Any]:
    """A widget board without what the widget adds (kinds) and the player to move."""
    return {k: v for k, v in board.items() if k not in ("kinds", "turn")}


def by_action(scenario: dict[str, Any], steps: Sequence[Step]) -> list[list[Step]]:
    """The steps of each action of the scenario (the first step is the starting position)."""
    groups: list[list[Step]] = []
    at = 1
    state = from_json(scenario)
    for raw in scenario["actions"]:
        count = len(state.apply(action_from_json(raw)))
        groups.append(list(steps[at:at + count]))
        at += count
    assert at == len(steps)
    return groups


def test_there_are_golden_playthroughs() -> None:
    assert len(GOLDEN) >= 8


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_each_action_ends_exactly_on_the_engine_state(path: Path) -> None:
    scenario = golden(path)
    steps = play(scenario)
    assert steps[0].event is None and steps[0].board == board_of(from_json(scenario))
    state = from_json(scenario)
    for raw, group in zip(scenario["actions"], by_action(scenario, steps)):
        actor = state.player
        events = state.apply(action_from_json(raw))
        assert [s.event for s in group] == [e.to_json() for e in events]
        assert {k: v for k, v in group[-1].board.items() if k != "kinds"} == to_json(state)
        for step in group[:-1]:  # the turn passes with the action's last step only
            assert step.board["turn"] == actor, (raw, step.event)
        for step in group:
            assert step.board["kinds"] == list(state.treasures)
            # every board in between is a real position of the game, written as the engine does
            position = {k: v for k, v in step.board.items() if k != "kinds"}
            assert to_json(from_json(position)) == position
    expected = run_json(scenario)
    assert [s.event for s in steps[1:]] == expected["events"]


def _check_change(event: dict[str, Any], before: dict[str, Any], after: dict[str, Any],
                  before_move: dict[str, Any]) -> None:
    """``after`` differs from ``before`` exactly as ``event`` says (and the mark says where)."""
    kind, mark = event["type"], mark_of(event)
    if kind in UNCHANGED:
        assert after == before
        return
    if kind == "game_ended":
        assert (before["over"], after["over"]) == (False, True)
        assert {**after, "over": False} == before
        return
    if kind in ("token_moved", "token_pushed"):
        token = mark["token"]
        assert (mark["from"], after["favor"][event["to"]]) == (event["from"], token)
        assert before_move["favor"][event["from"]] == token
        if kind == "token_pushed":
            assert after == before  # the move made room at once
        elif event["from"] != event["to"]:
            assert after["favor"] != before["favor"]
        return
    if kind in ("card_dealt", "refill_stopped"):
        stall = str(mark["stall"])
        assert after["market"][stall][-1] == event["card"]
        grew = len(after["market"][stall]) - len(before["market"][stall])
        assert grew == (1 if kind == "card_dealt" else 0)
        return
    player = mark["player"]
    hand_before, hand_after = before["hands"][player], after["hands"][player]
    if kind in ("bribe", "joined_bribe"):
        moved = len(event["cards"]) if kind == "bribe" else event["count"]
        pile_before = before["bribes"].get(player, {}).get(mark["treasure"], [])
        assert len(after["bribes"][player][mark["treasure"]]) == len(pile_before) + moved
        assert len(hand_after) == len(hand_before) - moved
    elif kind == "paid":
        assert len(hand_after) == len(hand_before) - len(event["cards"])
        assert len(after["discard"]) == len(before["discard"]) + len(event["cards"])
        assert mark["stall"] == event["stall"]
    elif kind == "cards_taken":
        assert sorted(hand_after) == sorted(hand_before + event["cards"])
        assert after["market"][str(event["stall"])] == []
    elif kind == "card_drawn":
        assert sorted(hand_after) == sorted(hand_before + [event["card"]])
        assert len(after["deck"]) == len(before["deck"]) - 1
    else:
        pytest.fail(f"an event kind this test does not know: {kind}")


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_marks_name_what_each_event_changed(path: Path) -> None:
    steps = play(golden(path))
    before_move = bare(steps[0].board)
    for previous, step in zip(steps, steps[1:]):
        assert step.event is not None
        assert step.mark == mark_of(step.event) and step.mark["type"] == step.event["type"]
        if step.event["type"] == "token_moved":
            before_move = bare(previous.board)
        _check_change(step.event, bare(previous.board), bare(step.board), before_move)


def test_marks_point_at_the_token_and_the_stall() -> None:
    scenario = {"players": ["Ana", "Ben"], "favor": ["axe", "feather", "scroll", "crown",
                                                     "sword", "relic"],
                "deck": ["crown", "axe"], "hands": {"Ana": ["axe"]}, "turn": "Ana",
                "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe",
                             "cards": ["axe"]}]}
    marks = [(s.event["type"], s.mark) for s in play(scenario)[1:] if s.event]
    assert marks[1] == ("token_moved", {"type": "token_moved", "token": "axe", "mark": "moved",
                                        "from": 0})
    assert marks[2] == ("token_pushed", {"type": "token_pushed", "token": "feather",
                                         "mark": "pushed", "from": 1})
    assert marks[4] == ("card_dealt", {"type": "card_dealt", "stall": 3, "mark": "dealt"})
    assert marks[6] == ("refill_stopped", {"type": "refill_stopped", "stall": 2,
                                           "mark": "stopped"})


@pytest.mark.parametrize("cards", [1, 2, 3, 6])
@pytest.mark.parametrize("treasure", ["scroll", "axe", "relic"])
def test_a_bare_move_is_the_move_a_bribe_makes(treasure: str, cards: int) -> None:
    favor = ["scroll", "crown", "axe", "feather", "sword", "relic"]
    scenario = {"players": ["Ana", "Ben"], "favor": favor, "deck": ["wild"],
                "hands": {"Ana": [treasure] * cards}, "turn": "Ana",
                "actions": [{"player": "Ana", "do": "bribe", "treasure": treasure,
                             "cards": [treasure] * cards}]}
    played = [s for s in play(scenario)
              if s.event and s.event["type"] in ("token_moved", "token_pushed")]
    base = {"favor": favor, "favor_values": [1, 1, 2, 2, 3, 4], "kinds": sorted(favor)}
    moved = play_move(base, treasure, cards, "bribe")
    assert moved[0].event is None and moved[0].board == base
    assert [s.event for s in moved[1:]] == [s.event for s in played]
    assert [s.mark for s in moved[1:]] == [s.mark for s in played]
    for step, engine in zip(moved[1:], played):
        assert step.board == base | {"favor": engine.board["favor"]}
    assert base["favor"] == favor  # the board given is left alone


def test_a_bare_curse_moves_left_and_stops_at_the_first_space() -> None:
    base = {"favor": ["scroll", "crown", "axe", "feather", "sword", "relic"],
            "favor_values": [1, 1, 2, 2, 3, 4], "kinds": ["axe"]}
    steps = play_move(base, "crown", -3, "curse")
    assert steps[1].event is not None
    assert (steps[1].event["from"], steps[1].event["to"], steps[1].event["capped"]) == (1, 0, True)
    assert steps[-1].board["favor"][:2] == ["crown", "scroll"]
    with pytest.raises(ValueError, match="not on the track"):
        play_move(base, "wild", 1, "bribe")
