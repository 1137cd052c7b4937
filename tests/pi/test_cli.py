"""The command line, as outside tools run it: ``python -m engine.pi calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.clikit import bad_fields_test, calc_refusal, run_cli, write

GOOD: dict[str, Any] = {"calc": "round", "players": [
    {"solved_on": 3, "wrong": 1, "detectives": 2},
    {"solved_on": 4, "wrong": 0, "detectives": 5},
    {"solved_on": None, "wrong": 1, "detectives": 1}]}


def test_round_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """Turn 3 is the first discovery turn: 7 - 2 = 5; turn 4 the second: 5; the last player
    is left with one wrong guess: -2."""
    result = run_cli("pi", "calc", "-", stdin=json.dumps(GOOD))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["points"] == [5, 5, -2] and result.stdout.count("\n") == 1
    # 5 and 5: seat 1 has more detectives left
    assert [(r["player"], r["reason"]) for r in answer["ranking"]] == \
        [(1, None), (0, "detectives"), (2, "points")]
    result = run_cli("pi", "calc", str(write(tmp_path, GOOD, "round.json")))
    assert result.returncode == 0 and json.loads(result.stdout) == answer


def player(i: int, **change: Any) -> dict[str, Any]:
    players = [dict(p) for p in GOOD["players"]]
    players[i].update(change)
    return {**GOOD, "players": players}


test_each_bad_field_is_named_exit_2 = bad_fields_test("pi", {}, [
    ({**GOOD, "players": GOOD["players"][:1]}, "players", "2 to 5"),
    ({**GOOD, "players": GOOD["players"] * 2}, "players", "2 to 5"),
    ({**GOOD, "players": "ana"}, "players", "'ana'"),
    (player(0, solved_on=0), "players[0].solved_on", "1 to 99"),
    (player(0, solved_on="3"), "players[0].solved_on", "'3'"),
    (player(0, wrong=3), "players[0].wrong", "at most 2"),
    (player(2, wrong=5), "players[2].wrong", "at most 4"),
    (player(1, detectives=6), "players[1].detectives", "0 to 5"),
    (player(1, detectives=True), "players[1].detectives", "True"),
    (player(2, solved_on=9), "players[2].solved_on", "ended after turn 4"),
    (player(1, solved_on=None), "players", "2 players unsolved"),
    (player(1, clues=2), "players[1].clues", "not an input"),
    ({**GOOD, "round": 2}, "round", "not an input"),
])


def test_a_missing_field_and_an_unknown_calc_are_refused() -> None:
    missing = player(0)
    del missing["players"][0]["wrong"]
    calc_refusal("pi", missing, "players[0].wrong", "missing")
    calc_refusal("pi", {"calc": "odds"}, "calc", "odds")
