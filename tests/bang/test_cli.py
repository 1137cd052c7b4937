"""The command line, as outside tools run it: ``python -m engine.bang calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.clikit import assert_one_line_error, bad_fields_test, calc_refusal, run_cli, write

GOOD = {"calc": "distance", "players": 5, "dead": [1], "mustang": [3], "scope": [0],
        "from": 0, "to": 3}


def test_distance_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """Five seats, seat 1 dead: 0 to 3 is 2 steps (0, 4, 3), + 1 Mustang - 1 Scope = 2."""
    result = run_cli("bang", "calc", "-", stdin=json.dumps(GOOD))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"distance": 2} and result.stdout.count("\n") == 1
    result = run_cli("bang", "calc", str(write(tmp_path, {**GOOD, "scope": []}, "d.json")))
    assert result.returncode == 0 and json.loads(result.stdout) == {"distance": 3}


test_each_bad_field_is_named_exit_2 = bad_fields_test("bang", GOOD, [
    ({"players": 1}, "players", "from 2 to 16"),
    ({"players": 17}, "players", "from 2 to 16"),
    ({"players": True}, "players", "True"),
    ({"dead": 1}, "dead", "list of seats"),
    ({"dead": [5]}, "dead[0]", "from 0 to 4"),
    ({"mustang": [3, 3]}, "mustang[1]", "twice"),
    ({"scope": [1]}, "scope[0]", "dead player"),
    ({"from": 1}, "from", "dead"),
    ({"to": 1}, "to", "dead"),
    ({"to": 0}, "to", "own seat"),
    ({"to": "3"}, "to", "'3'"),
    ({"range": 2}, "range", "not an input"),
])


def test_a_missing_field_and_an_unknown_calc_are_refused() -> None:
    missing = {k: v for k, v in GOOD.items() if k != "to"}
    calc_refusal("bang", missing, "to", "missing")
    calc_refusal("bang", {"calc": "odds"}, "calc", "odds")
