"""The command line, run as a user runs it: ``python -m engine.goblinhood ...`` in a subprocess.

``run`` is a contract outside tools rely on: one JSON object on stdout and exit 0, or exactly
one line on stderr naming the field or ``actions[i]`` (and the ruling for a rule break) and
exit 2, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from engine.goblinhood.scenario import CONTRACT
from tests.goblinhood.testkit import lay, play, scenario
from tests.clikit import (assert_new_reproducible, assert_one_line_error, assert_runs, run_cli,
                          write)


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli("goblinhood", *args, stdin=stdin)


def cycling() -> dict[str, Any]:
    """Three players; Ana's play takes the last card and the owed cycle uses the given deck."""
    return scenario(players=["Ana", "Ben", "Cy"],
                    trail=lay("yellow:ry", "red:ry", "blue:d4", "red:d4"), buried=["t"],
                    hands={"Ana": ["d3", "bb"], "Ben": ["yy", "my"], "Cy": ["cy1", "cy2"]},
                    treasures={"Ana": ["x1"], "Ben": ["x2"], "Cy": []}, deck=["d1"],
                    out=[], cycles_left=1, reshuffle=[["t", "d4", "ry"]],
                    actions=[play("Ana", "d3", "right", 0), play("Ben", "yy", "right", 0)])


def test_run_prints_state_events_and_result(tmp_path: Path) -> None:
    out = assert_runs("goblinhood", tmp_path, cycling())
    # the contract's keys (reshuffle is spent by the cycle), plus phase
    assert set(out["state"]) == set(CONTRACT) - {"reshuffle"}
    assert out["state"]["phase"] == "play" and out["state"]["deck"] == ["d4", "ry"]
    assert [e["type"] for e in out["events"]] == ["played", "drew", "cycle", "played", "drew"]
    assert out["result"] == {"gold": {"Ana": 2 + 3 + 1, "Ben": 1 + 0 + 1, "Cy": 1 + 2},
                             "cards": {"Ana": 3, "Ben": 3, "Cy": 2}, "round_winner": None}


def test_run_reads_standard_input(tmp_path: Path) -> None:
    data = cycling()
    from_stdin = cli("run", "-", stdin=json.dumps(data))
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == cli("run", str(write(tmp_path, data))).stdout


def test_new_prints_a_position_that_reads_back() -> None:
    assert assert_new_reproducible("goblinhood", 3, 5)["seed"] == 5


@pytest.mark.parametrize(("lang", "word"), [("en", "Deck cycle 1"), ("fr", "Tour de pioche 1"),
                                            ("zh", "第 1 次牌堆循環"), ("zh-Hans", "第 1 次牌堆循环")])
def test_explain_in_every_language(tmp_path: Path, lang: str, word: str) -> None:
    result = cli("explain", str(write(tmp_path, cycling())), "--lang", lang)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 5 and lines[0].startswith("1. ") and word in lines[2]


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_simulate_summarises_whole_matches(bot: str) -> None:
    result = cli("simulate", "--games", "20", "--players", "3", "--bot", bot, "--seed", "2")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 20 and summary["rounds_per_game"] >= 1
    assert abs(sum(summary["win_rate"].values()) - 1) < 1e-9


def test_bench_prints_a_line_per_player_count() -> None:
    result = cli("simulate", "--bench", "--games", "5")
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines()[2:]]
    assert [row[0] for row in rows] == ["2", "3", "4"]


@pytest.mark.parametrize(("change", "needles"), [
    ({"players": ["Ana"]}, ("players:", "2 to 4 players")),
    ({"trail": [{"colour": "green", "card": "t"}, {"colour": "blue", "card": "t"}]},
     ("trail[0].colour", "[ruling cover-an-end]")),
    ({"deck": ["d1", "ry"]}, ("deck[1]", "hands.Ana[0]")),
    ({"cards": {"t": {"squares": ["red"], "gold": 1}}}, ("cards.t.squares",)),
    ({"hands": {"Ana": ["ry"], "Ben": ["yy", "my"]}}, ("hands.Ana", "[ruling draw-back]")),
    ({"turn": "Ben", "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]}},
     ("turn:", "[ruling ambush]")),
    ({"colour": 1}, ("colour:", "unknown key")),
])
def test_a_bad_scenario_prints_one_line_naming_the_field(tmp_path: Path, change: dict[str, Any],
                                                         needles: tuple[str, ...]) -> None:
    assert_one_line_error(cli("run", str(write(tmp_path, scenario(**change)))), *needles)


@pytest.mark.parametrize(("action", "needles"), [
    (play("Ana", "ry", "left", 1), ("actions[0]", "play ry left cover 1",
                                    "[ruling colours-match]")),
    (play("Ben", "yy", "left", 0), ("actions[0]", "[ruling turn-order]")),
    (play("Ana", "yy", "left", 0), ("actions[0]", "[ruling own-hand]")),
    ({"player": "Ana", "do": "pass"}, ("actions[0]", "'do' must be")),
    ({"player": "Ana", "do": "play", "card": "ry", "end": "up", "cover": 0},
     ("actions[0]", "'end' must be")),
])
def test_an_illegal_action_prints_one_line_naming_it(tmp_path: Path, action: dict[str, Any],
                                                     needles: tuple[str, ...]) -> None:
    data = scenario(actions=[action])
    assert_one_line_error(cli("run", str(write(tmp_path, data))), *needles)


def test_a_cycle_deck_that_does_not_match_is_refused(tmp_path: Path) -> None:
    data = {**cycling(), "reshuffle": [["t", "d4"]]}
    assert_one_line_error(cli("run", str(write(tmp_path, data))), "actions[0]", "reshuffle[0]",
                          "[ruling deck-cycle]")


def test_unreadable_input_is_one_line(tmp_path: Path) -> None:
    assert_one_line_error(cli("run", str(write(tmp_path, "{nope"))), "invalid JSON")
    assert_one_line_error(cli("run", str(tmp_path / "missing.json")), "cannot read")
    assert_one_line_error(cli("new", "--players", "5"), "--players", "2 to 4")
