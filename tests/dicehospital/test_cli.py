"""The command line, as outside tools run it: ``python -m engine.dicehospital calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.clikit import bad_fields_test, calc_refusal, run_cli, write


def test_discharge_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """Seven patients: 1 + 2 + 2 + 2 + 2 + 2 + 3 = 14 (the page's example)."""
    result = run_cli("dicehospital", "calc", "-",
                     stdin=json.dumps({"calc": "discharge", "patients": 7}))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"points": 14} and result.stdout.count("\n") == 1
    path = write(tmp_path, {"calc": "discharge", "patients": 12}, "d.json")
    result = run_cli("dicehospital", "calc", str(path))
    assert result.returncode == 0 and json.loads(result.stdout) == {"points": 35}


test_each_bad_field_is_named_exit_2 = bad_fields_test("dicehospital", {"calc": "discharge"}, [
    ({"patients": 13}, "patients", "0 to 12"),
    ({"patients": -1}, "patients", "-1"),
    ({"patients": 2.5}, "patients", "2.5"),
    ({"patients": True}, "patients", "True"),
    ({"patients": "7"}, "patients", "'7'"),
    ({"patients": 7, "bonus": 5}, "bonus", "not an input"),
    ({}, "patients", "missing"),
])


def test_an_unknown_calc_and_a_bad_rounds_input_are_refused() -> None:
    calc_refusal("dicehospital", {"calc": "odds"}, "calc", "odds")
    calc_refusal("dicehospital", {"calc": "rounds", "now": 5, "later": 10, "hold": 3}, "hold",
                 "13")
