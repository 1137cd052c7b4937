"""The command line, run as a user runs it: ``python -m engine.pook ...`` in a subprocess.

``run`` is a contract: one JSON object on stdout and exit 0, or exactly one line on stderr
naming the field or ``actions[i]`` (and the ruling, for a rule break) and exit 2, never a
traceback.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from engine.pook import run_json
from tests.pook.testkit import scenario
from tests.clikit import (assert_bad_json_placed, assert_explained, assert_new_reproducible,
                          assert_one_line_error, assert_runs, run_cli, write)
from tests.langkit import LANGS


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli("pook", *args, stdin=stdin)


def full_scenario() -> dict[str, Any]:
    """Every key of the contract, and actions that play to the end and through a tie-break:
    Ana's Knight 2 and Ben's Orc 2 tie at 2; Ana turns the Mage 1, Ben the Viking 3."""
    return scenario("0,0 piggy", "0,1 knight:2 w", "0,-1 orc:2 w", "1,0 mage:1 c",
                    hands={"Ana": ["viking:3"], "Ben": []}, deck=[], fixed_grid=False,
                    piggy_lock=None,
                    actions=[{"player": "Ana", "do": "play", "card": "viking:3", "side": "coin",
                              "at": [-1, 0], "piggy": {"when": "after", "with": [0, 1]}},
                             {"player": "Ana", "do": "flip", "at": [1, 0]},
                             {"player": "Ben", "do": "flip", "at": [-1, 0]}])


def test_run_prints_state_events_and_result(tmp_path: Path) -> None:
    data = full_scenario()
    out = assert_runs("pook", tmp_path, data)
    assert set(out["state"]) == set(data) - {"actions"} | {"phase", "tiebreak"}
    assert out["state"]["phase"] == "over" and out["state"]["turn"] is None
    assert out["result"] == {"factions": {"knight": 2, "mage": 1, "orc": 2, "viking": 3},
                             "scores": {"Ana": 3, "Ben": 5}, "winners": ["Ben"]}


def test_run_reads_standard_input_too(tmp_path: Path) -> None:
    data = full_scenario()
    assert cli("run", "-", stdin=json.dumps(data)).stdout == \
        cli("run", str(write(tmp_path, data))).stdout


def test_winners_stay_empty_until_the_end() -> None:
    data = full_scenario()
    data["actions"] = data["actions"][:1]
    out = json.loads(cli("run", "-", stdin=json.dumps(data)).stdout)
    assert out["state"]["phase"] == "tiebreak" and out["state"]["turn"] == "Ana"
    assert out["result"]["winners"] == [] and out["result"]["scores"] == {"Ana": 2, "Ben": 2}


def test_invalid_json_names_line_and_column(tmp_path: Path) -> None:
    assert_bad_json_placed("pook", tmp_path, '{"players": ["Ana", "Ben"],\n "grid": [}\n')


def edited(**fields: Any) -> dict[str, Any]:
    return full_scenario() | fields


BAD_SCENARIOS = {
    "missing field": ({k: v for k, v in full_scenario().items() if k != "grid"},
                      ["grid", "required"]),
    "unknown card in a hand": (edited(hands={"Ana": ["viking:3", "troll:1"]}),
                               ["hands.Ana[1]", "troll:1"]),
    "same banners": (edited(banners={"Ana": ["orc", "mage"], "Ben": ["mage", "orc"]}),
                     ["banners.Ben", "banners-unique"]),
    "Piggy warrior": (edited(grid=[{"at": [0, 0], "card": "piggy", "side": "warrior"}]),
                      ["grid[0].side", "piggy-is-a-coin"]),
    "a line break in a key": (edited(hands={"Z\ned": []}), ["hands.Z\\ned"]),
}


@pytest.mark.parametrize("case", BAD_SCENARIOS)
def test_a_bad_scenario_is_one_line_naming_the_field(tmp_path: Path, case: str) -> None:
    data, needles = BAD_SCENARIOS[case]
    assert_one_line_error(cli("run", str(write(tmp_path, data))), *needles)


def with_first(action: dict[str, Any]) -> dict[str, Any]:
    return edited(actions=[action])


BAD_ACTIONS = {
    "too few coins": (with_first({"player": "Ana", "do": "play", "card": "viking:3",
                                  "side": "warrior", "at": [-1, 0]}),
                      ["actions[0]", "play viking:3 warrior at -1,0", "warrior-cost"]),
    "locked swap": (edited(piggy_lock=[0, 1], actions=full_scenario()["actions"][:1]),
                    ["actions[0]", "piggy-lock"]),
    "out of turn": (with_first({"player": "Ben", "do": "flip", "at": [1, 0]}),
                    ["actions[0]", "turn-order"]),
    "flip too early": (edited(hands={"Ana": ["viking:3"], "Ben": ["orc:1"]}, actions=[
        {"player": "Ana", "do": "flip", "at": [1, 0]}]), ["actions[0]", "tiebreak-flip"]),
    "after the end": (edited(actions=[*full_scenario()["actions"], {
        "player": "Ana", "do": "flip", "at": [1, 0]}]), ["actions[3]", "game-over"]),
    "unknown verb": (with_first({"player": "Ana", "do": "fly"}), ["actions[0]", "'do'"]),
}


@pytest.mark.parametrize("case", BAD_ACTIONS)
def test_an_illegal_action_is_one_line_naming_its_index(tmp_path: Path, case: str) -> None:
    data, needles = BAD_ACTIONS[case]
    assert_one_line_error(cli("run", str(write(tmp_path, data))), *needles)


def test_new_prints_a_reproducible_state_that_round_trips() -> None:
    assert assert_new_reproducible("pook", 3, 42)["turn"] == "P1"
    assert_one_line_error(cli("new", "--players", "5", "--seed", "1"), "--players")


@pytest.mark.parametrize("lang", LANGS)
def test_explain_prints_numbered_sentences(tmp_path: Path, lang: str) -> None:
    data = full_scenario()
    result = cli("explain", str(write(tmp_path, data)), "--lang", lang)
    lines = assert_explained(result, len(run_json(data)["events"]))
    assert all("{" not in text for text in lines), lines
    if lang == "en":
        assert lines[-1].endswith("Ben wins the tie-break with 5 points.")


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_simulate_prints_a_reproducible_summary(bot: str) -> None:
    games = "30" if bot == "random" else "2"
    args = ("simulate", "--games", games, "--players", "3", "--bot", bot, "--seed", "9")
    result = cli(*args)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == int(games) and summary["mean_length"] >= 24
    assert set(summary["win_rate"]) == {"P1", "P2", "P3"}
    assert abs(sum(summary["win_rate"].values()) - 1) < 1e-3
    again = json.loads(cli(*args).stdout)
    for key in ("mean_length", "score_spread", "win_rate"):
        assert again[key] == summary[key], f"{key} is not reproducible from the seed"


def test_simulate_bench_prints_games_per_second() -> None:
    result = cli("simulate", "--bench", "--games", "20")
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines() if line[:7].strip().isdigit()]
    assert [row[0] for row in rows] == ["2", "3", "4"]
    assert all(float(row[2]) > 0 for row in rows)
