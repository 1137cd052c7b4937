"""Hostile input (issue 23): positions Import refuses are refused on every way in, turn loops
cannot spin, and odd values give one sentence naming the field, never a traceback.

The four unplayable positions below are the ones the issue's fuzzed share links held: each is
refused by the command line (``run``), by the engine's own position check, and (see
``tests/goblinhood/widgets/test_hostile_links.py``) by a share link, a fence and an import.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.errors import RulesError
from engine.goblinhood import from_json, run_json, to_json
from engine.goblinhood.bots import GreedyBot, RandomBot
from engine.goblinhood.events import Event
from engine.goblinhood.scenario import check_position
from tests.clikit import assert_one_line_error, run_cli, write
from tests.goblinhood.testkit import scenario

THREE = {"players": ["Ana", "Ben", "Cy"],
         "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"], "Cy": ["d1", "d2"]},
         "treasures": {"Ana": ["x1"], "Ben": ["x2"], "Cy": []}, "deck": ["d3", "d4"]}

UNPLAYABLE: dict[str, tuple[dict[str, Any], str]] = {
    "every_other_player_out": (scenario(out=["Ben"]), "out"),
    "round_over_with_every_player_out": (
        scenario(phase="round-over", out=["Ana", "Ben"], deck=[]), "out"),
    "player_to_move_is_out": (scenario(**THREE, out=["Ana"]), "turn"),
    "hand_with_no_legal_action": (
        scenario(hands={"Ana": ["yy", "y2"], "Ben": ["ry", "bb"]},
                 deck=["d1", "d2", "d3", "d4", "my"]), "turn"),
}
"""Positions Import refuses, and the field its refusal names."""


def cli(*args: str) -> Any:
    return run_cli("goblinhood", *args)


@pytest.mark.parametrize("case", sorted(UNPLAYABLE))
def test_an_unplayable_position_is_refused_by_the_position_check(case: str) -> None:
    data, field = UNPLAYABLE[case]
    with pytest.raises(RulesError) as caught:
        check_position(from_json(data))
    assert caught.value.where == field


@pytest.mark.parametrize("case", sorted(UNPLAYABLE))
def test_an_unplayable_position_is_one_line_on_the_command_line(tmp_path: Path,
                                                                case: str) -> None:
    data, field = UNPLAYABLE[case]
    for command in ("run", "explain"):
        line = assert_one_line_error(cli(command, str(write(tmp_path, data))))
        assert line.startswith(f"error: {field}:"), line


def test_a_round_over_with_every_player_out_names_the_field(tmp_path: Path) -> None:
    data, _ = UNPLAYABLE["round_over_with_every_player_out"]
    assert_one_line_error(cli("run", str(write(tmp_path, data))), "out:",
                          "[ruling last-standing]")


@pytest.mark.parametrize("cover", [1.0, 0.0, "1", None, [1]])
def test_a_cover_that_is_not_the_integer_0_or_1_is_one_line_naming_the_action(
        tmp_path: Path, cover: Any) -> None:
    action = {"player": "Ana", "do": "play", "card": "ry", "end": "left", "cover": cover}
    data = scenario(actions=[{"player": "Ana", "do": "play", "card": "bb", "end": "right",
                              "cover": 0}, action])
    assert_one_line_error(cli("run", str(write(tmp_path, data))), "actions[1]", "'cover'")
    with pytest.raises(RulesError) as caught:
        run_json(data)
    assert caught.value.where == "actions[1]"


# -- turn loops ----------------------------------------------------------------------------

def test_next_turn_refuses_a_round_where_every_seat_is_out_instead_of_spinning() -> None:
    state = from_json(scenario(**THREE))
    state.out = [0, 1, 2]
    events: list[Event] = []
    with pytest.raises(RulesError):
        state.next_turn(events)


def test_a_play_with_every_other_player_out_is_refused_before_anything_changes() -> None:
    # Read without the position check; before the fix, Ana's play that left her unable to
    # lay again passed the turn round a table where every seat was out, for ever.
    state = from_json(scenario(out=["Ben"], hands={"Ana": ["bb", "yy"], "Ben": []}))
    before = json.dumps(to_json(state))
    with pytest.raises(RulesError):
        state.apply(state.legal_actions()[0])
    assert json.dumps(to_json(state)) == before


def test_the_mover_out_is_refused_by_apply() -> None:
    data, _ = UNPLAYABLE["player_to_move_is_out"]
    state = from_json(data)
    with pytest.raises(RulesError):
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("bot", [RandomBot, GreedyBot])
def test_a_bot_with_no_legal_action_raises_a_refusal_not_an_index_error(bot: Any) -> None:
    data, _ = UNPLAYABLE["hand_with_no_legal_action"]
    with pytest.raises(RulesError):
        bot(1).choose(from_json(data))
