"""The command line, as outside tools run it: ``python -m engine.arnak calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.clikit import assert_one_line_error, bad_fields_test, calc_refusal, run_cli, write

GOOD = {"calc": "value", "costs": {"travel": 1, "archaeologist": 1}, "gains": {"gem": 1}}


def test_value_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """A travel symbol (1) and an archaeologist (2) for a gem (3): 3 against 3, net 0."""
    result = run_cli("arnak", "calc", "-", stdin=json.dumps(GOOD))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["costs"], answer["gains"], answer["net"]) == (3, 3, 0)
    assert result.stdout.count("\n") == 1
    result = run_cli("arnak", "calc", str(write(tmp_path, {**GOOD, "gains": {"gem": 2}},
                                                "m.json")))
    assert result.returncode == 0 and json.loads(result.stdout)["net"] == 3


def test_an_example_from_the_command_line() -> None:
    result = run_cli("arnak", "calc", "-", stdin='{"calc": "example", "example": "temple-11"}')
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["net"], answer["page"]["figure"], answer["page"]["agrees"]) == (2, 2, True)


test_each_bad_field_is_named_exit_2 = bad_fields_test("arnak", GOOD, [
    ({"costs": [1, 2]}, "costs", "object of token counts"),
    ({"costs": {"gold": 1}}, "costs.gold", "not a token"),
    ({"gains": {"gem": -1}}, "gains.gem", "from 0 to 99"),
    ({"gains": {"gem": 100}}, "gains.gem", "from 0 to 99"),
    ({"gains": {"gem": 1.5}}, "gains.gem", "1.5"),
    ({"gains": {"gem": True}}, "gains.gem", "True"),
    ({"net": 2}, "net", "not an input"),
])


def test_a_missing_field_an_unknown_example_and_an_unknown_calc_are_refused() -> None:
    missing = {k: v for k, v in GOOD.items() if k != "gains"}
    calc_refusal("arnak", missing, "gains", "missing")
    calc_refusal("arnak", {"calc": "example", "example": "temple-3"}, "example", "temple-3")
    calc_refusal("arnak", {"calc": "odds"}, "calc", "odds")
