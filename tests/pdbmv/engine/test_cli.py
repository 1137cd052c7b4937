"""The command line, run as a user runs it: ``python -m engine.pdbmv ...`` in a subprocess.

``run`` is a contract: one JSON object on stdout and exit 0, or exactly one line on stderr
naming the field or ``actions[i]`` (and the ruling for a rule break) and exit 2, never a
traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.pdbmv import run_json
from tests.pdbmv.testkit import ROOT, scenario
from tests.clikit import (assert_bad_json_placed, assert_explained, assert_new_reproducible,
                          assert_one_line_error, assert_runs, run_cli, write)
from tests.langkit import LANGS


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli("pdbmv", *args, stdin=stdin)


def full_scenario() -> dict[str, Any]:
    """Every key of the format, and actions that reach the end of the game."""
    return scenario(
        favor_values=[1, 1, 2, 2, 3, 4], deck=["crown", "axe"], seed=3,
        market={"3": ["relic"], "2": [], "1": ["sword"], "0": ["wild"]},
        hands={"Ana": ["axe", "axe", "wild"], "Ben": ["scroll", "feather"]},
        bribes={"Ben": {"scroll": ["scroll"]}}, discard=["feather"], over=False,
        actions=[{"player": "Ana", "do": "bribe", "treasure": "axe", "cards": ["axe", "wild"]},
                 {"player": "Ben", "do": "buy", "stall": 0},
                 {"player": "Ana", "do": "draw"}])


def test_run_file_prints_state_events_and_result(tmp_path: Path) -> None:
    data = full_scenario()
    out = assert_runs("pdbmv", tmp_path, data)
    assert set(out["state"]) == set(data) - {"actions"} | {"over"}
    assert out["state"]["over"] is True and out["result"]["winners"]


def test_run_stdin_gives_the_same_output(tmp_path: Path) -> None:
    data = full_scenario()
    from_file = cli("run", str(write(tmp_path, data)))
    from_stdin = cli("run", "-", stdin=json.dumps(data))
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout


def test_run_output_state_has_the_input_keys_minus_actions_plus_over(tmp_path: Path) -> None:
    data = scenario(deck=["axe"], actions=[{"player": "Ana", "do": "draw"}])
    out = json.loads(cli("run", "-", stdin=json.dumps(data)).stdout)
    assert set(data) - {"actions"} | {"over"} <= set(out["state"])
    assert out["result"] is None and out["state"]["over"] is False


def test_invalid_json_names_line_and_column(tmp_path: Path) -> None:
    assert_bad_json_placed("pdbmv", tmp_path, '{"players": ["Ana", "Ben"],\n "favor": [}\n',
                           stdin=True)


def without(key: str) -> dict[str, Any]:
    data = full_scenario()
    del data[key]
    return data


def edited(**fields: Any) -> dict[str, Any]:
    return full_scenario() | fields


BAD_SCENARIOS = {
    "missing field": (without("deck"), ["deck", "required"]),
    "not an object": ([1, 2], ["scenario"]),
    "unknown card": (edited(hands={"Ana": ["axe", "banana"]}), ["hands.Ana[1]", "banana"]),
    "unknown card in the deck": (edited(deck=["axe", "gold"]), ["deck[1]"]),
    "unknown stall": (edited(market={"4": ["axe"]}), ["market.4"]),
    "too many of a type": (edited(deck=["axe"] * 15), ["axe", "14"]),
    "too many Wilds": (edited(deck=["wild"] * 20), ["wild", "20"]),
    "unknown player in hands": (edited(hands={"Zed": ["axe"]}), ["hands.Zed"]),
    "unknown player in bribes": (edited(bribes={"Zed": {"axe": ["axe"]}}), ["bribes.Zed"]),
    "a line break in a key": (edited(hands={"Z\ned": ["axe"]}), ["hands.Z\\ned"]),
    "other line breaks in a key": (edited(market={"3\r\u2028": []}), ["market.3"]),
    "bribe without its type": (edited(bribes={"Ana": {"axe": ["wild"]}}),
                               ["bribes.Ana.axe", "bribe-new-needs-treasure"]),
    "bribe of mixed types": (edited(bribes={"Ana": {"axe": ["axe", "crown"]}}),
                             ["bribes.Ana.axe", "bribe-one-type"]),
    "one player": (edited(players=["Ana"], hands={}, bribes={}, turn="Ana"), ["players"]),
    "turn of nobody": (edited(turn="Zed"), ["turn"]),
    "treasure id of two words": (edited(favor=["axe", "feather", "scroll", "crown", "sword",
                                               "old relic"]), ["favor", "one-word"]),
    "treasure id reserved by the action text": (
        edited(favor=["axe", "feather", "scroll", "crown", "sword", "with"]), ["favor", "with"]),
    "actions not a list": (edited(actions={"do": "draw"}), ["actions"]),
    "a line break in a player name": (
        edited(players=["Ana\nBen", "Ben"], turn="Ana\nBen", hands={"Ana\nBen": ["axe"]},
               bribes={}), ["players[0]", "control character or a line break"]),
    "a player name too long": (edited(players=["Ana", "B" * 41], hands={}, bribes={}),
                               ["players[1]", "41 characters long; the limit is 40"]),
    "150 custom treasure ids": (
        edited(favor=[f"t{i}" for i in range(150)], favor_values=[1] * 150, hands={},
               bribes={}, market={}, discard=[]),
        ["favor: 150 treasure types; the limit is 12"]),
    "too many cards in all": (edited(discard=["feather"] * 250), ["scenario: holds", "200"]),
}


@pytest.mark.parametrize("case", BAD_SCENARIOS)
def test_invalid_scenario_is_one_line_naming_the_field(tmp_path: Path, case: str) -> None:
    data, needles = BAD_SCENARIOS[case]
    assert_one_line_error(cli("run", str(write(tmp_path, data))), *needles)


def with_actions(*actions: dict[str, Any]) -> dict[str, Any]:
    return edited(actions=[{"player": "Ana", "do": "draw"}, *actions])


BAD_ACTIONS = {
    "mixed bribe": (with_actions({"player": "Ben", "do": "bribe", "treasure": "scroll",
                                  "cards": ["scroll", "feather"]}),
                    ["actions[1]", "bribe-one-type"]),
    "overpaying": (with_actions({"player": "Ben", "do": "buy", "stall": 1,
                                 "pay": ["scroll", "scroll"], "curse": "scroll"}),
                   ["actions[1]", "buy-cost"]),
    "empty stall": (with_actions({"player": "Ben", "do": "buy", "stall": 2, "pay": ["scroll"] * 2,
                                  "curse": "scroll"}), ["actions[1]", "buy-stall"]),
    "out of turn": (with_actions({"player": "Ana", "do": "draw"}), ["actions[1]", "turn"]),
    "after the end": (edited(deck=[], actions=[{"player": "Ana", "do": "draw"},
                                               {"player": "Ben", "do": "draw"}]),
                      ["actions[1]", "game-over"]),
    "unknown verb": (with_actions({"player": "Ben", "do": "fly"}), ["actions[1]", "'do'"]),
    "not an object": (with_actions("draw"), ["actions[1]"]),  # type: ignore[arg-type]
    "stall out of range": (with_actions({"player": "Ben", "do": "buy", "stall": 7}),
                           ["actions[1]", "stall"]),
}


@pytest.mark.parametrize("case", BAD_ACTIONS)
def test_illegal_action_is_one_line_naming_its_index(tmp_path: Path, case: str) -> None:
    data, needles = BAD_ACTIONS[case]
    assert_one_line_error(cli("run", str(write(tmp_path, data))), *needles)


EXACT_LINES = {
    # the field named once (it was "favor: favor: ..."), and the turn said in plain English
    # (it was "it is Ben's turn, not 'Ana''s")
    "favor not a list": (edited(favor="axe"), "error: favor: must be a list of strings"),
    "treasure ids": (edited(favor=["axe", "axe"]),
                     "error: favor: distinct one-word treasure ids other than curse, wild, with "
                     "are needed, not ['axe', 'axe']"),
    "out of turn": (with_actions({"player": "Ana", "do": "draw"}),
                    "error: actions[1]: 'Ana' is not the player to move: it is Ben's turn "
                    "[ruling turn]"),
    "illegal action": (with_actions({"player": "Ben", "do": "bribe", "treasure": "axe",
                                     "cards": ["axe"]}),
                       "error: actions[1]: bribe axe with axe: Ben holds 0 axe, cannot play 1 "
                       "[ruling cards-in-hand]"),
    # one space between words, even with no payment (it was "buy 0 with  curse axe")
    "curse at the free stall": (with_actions({"player": "Ben", "do": "buy", "stall": 0,
                                              "curse": "axe"}),
                                "error: actions[1]: buy 0 with curse axe: stall 0 is free and "
                                "curses nothing [ruling buy-free-stall]"),
    # a key inside an action is checked as a key of the scenario is (it was ignored)
    "unknown key in an action": (with_actions({"player": "Ben", "do": "draw", "note": "hi"}),
                                 "error: actions[1]: unknown key 'note' in a draw action "
                                 "(expected do, player)"),
    # a value is echoed as a short excerpt, never whole
    "a long bad value": (edited(turn="Z" * 900),
                         "error: turn: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ\u2026 is not one "
                         "of players"),
}


@pytest.mark.parametrize("case", EXACT_LINES)
def test_error_lines_read_as_plain_english(tmp_path: Path, case: str) -> None:
    data, line = EXACT_LINES[case]
    assert assert_one_line_error(cli("run", str(write(tmp_path, data)))) == line


def test_unreadable_file_is_one_line(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    assert_one_line_error(cli("run", str(missing)), str(missing))


def test_new_prints_a_reproducible_state_that_round_trips() -> None:
    assert assert_new_reproducible("pdbmv", 3, 42)["seed"] == 42
    assert assert_one_line_error(cli("new", "--players", "6", "--seed", "1")) == (
        "error: --players: needs 2 to 5 players, not 6")


@pytest.mark.parametrize("count", ["-1", "0", "1000000000"])
def test_new_reports_a_player_count_as_given_and_builds_nothing(count: str) -> None:
    # -1 was reported as "not 0"; a billion took 15 GB of memory before failing.
    assert assert_one_line_error(cli("new", "--players", count)) == (
        f"error: --players: needs 2 to 5 players, not {count}")


def test_simulate_checks_its_counts_before_playing() -> None:
    assert assert_one_line_error(cli("simulate", "--players", "1000000000", "--games",
                                     "1000000000")) == (
        "error: --games: must be 1 to 1000000, not 1000000000")
    assert assert_one_line_error(cli("simulate", "--players", "-1", "--games", "5")) == (
        "error: --players: needs 2 to 5 players, not -1")


def test_the_deck_of_71429_ids_is_refused_at_once(tmp_path: Path) -> None:
    ids = [f"x{i}" for i in range(71_429)]
    data = {"players": ["Ana", "Ben"], "favor": ids, "favor_values": [1] * len(ids),
            "deck": ids, "turn": "Ana"}
    path = write(tmp_path, data)
    assert assert_one_line_error(cli("run", str(path))) == (
        f"error: {path}: is longer than the limit of 262144 bytes")
    smaller = {**data, "favor": ids[:5000], "favor_values": [1] * 5000, "deck": ids[:5000]}
    assert_one_line_error(cli("run", str(write(tmp_path, smaller, "smaller.json"))),
                          "holds 5000 items; the limit is 1000")


def test_invalid_utf8_is_refused_with_its_file_and_offset(tmp_path: Path) -> None:
    """It was accepted on standard input and written back as invalid UTF-8, exit 0."""
    text = json.dumps(full_scenario()).replace('"Ana"', '"An\u00e9"')
    raw = text.encode("utf-8").replace("\u00e9".encode(), b"\xe9")
    offset = raw.index(b"\xe9")
    result = subprocess.run([sys.executable, "-m", "engine.pdbmv", "run", "-"], cwd=ROOT,
                            input=raw, capture_output=True, timeout=120)
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode() == f"error: -: is not UTF-8 text (byte {offset})\n"
    path = tmp_path / "latin1.json"
    path.write_bytes(raw)
    assert assert_one_line_error(cli("run", str(path))) == (
        f"error: {path}: is not UTF-8 text (byte {offset})")


@pytest.mark.parametrize("lang", LANGS)
def test_explain_prints_numbered_sentences(tmp_path: Path, lang: str) -> None:
    data = full_scenario()
    result = cli("explain", str(write(tmp_path, data)), "--lang", lang)
    assert_explained(result, len(run_json(data)["events"]))


def test_explain_reports_a_bad_scenario_as_run_does(tmp_path: Path) -> None:
    assert_one_line_error(cli("explain", str(write(tmp_path, without("deck")))), "deck")


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_simulate_prints_a_summary(bot: str) -> None:
    games = "20" if bot == "random" else "2"
    result = cli("simulate", "--games", games, "--players", "3", "--bot", bot, "--seed", "9")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == int(games)
    assert summary["games_per_second"] > 0 and summary["mean_length"] > 0
    spread = summary["score_spread"]
    assert spread["min"] <= spread["mean"] <= spread["max"]
    assert set(summary["win_rate"]) == {"P1", "P2", "P3"}
    assert abs(sum(summary["win_rate"].values()) - 1) < 1e-3
    again = json.loads(cli("simulate", "--games", games, "--players", "3", "--bot", bot,
                           "--seed", "9").stdout)
    for key in ("mean_length", "score_spread", "win_rate"):
        assert again[key] == summary[key], f"{key} is not reproducible from the seed"


@pytest.mark.parametrize("games", ["0", "-3"])
def test_simulate_refuses_a_count_of_games_below_one(games: str) -> None:
    assert_one_line_error(cli("simulate", "--games", games), "--games")
