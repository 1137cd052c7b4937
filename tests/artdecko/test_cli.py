"""The command line, as outside tools run it: ``python -m engine.artdecko calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.artdecko.museum import MARKETS
from tests.clikit import assert_one_line_error, bad_fields_test, calc_refusal, run_cli, write

RATINGS = {market: 20 for market in MARKETS}
GOOD = {"calc": "end", "paintings": [2, 2, 1, 0, 3], "markers": [3, 3, 2, 2, 4], "deck": 4,
        "ratings": RATINGS}


def test_end_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """2 + 2 + 1 + 0 + 3 = 8 paintings, 4 cards, ratings 20: the game goes on; no exhibition
    full (2/3, 2/3, 1/2, 0/2, 3/4): the most is 3, exhibition 5. Surrealism at 71: it ends."""
    result = run_cli("artdecko", "calc", "-", stdin=json.dumps(GOOD))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"ends": False, "triggers": [], "when": None,
                                         "exhibited": 8, "bonus_rule": "most", "bonus": [5]}
    assert result.stdout.count("\n") == 1
    hot = {**GOOD, "ratings": {**RATINGS, "surrealism": 71}}
    result = run_cli("artdecko", "calc", str(write(tmp_path, hot, "e.json")))
    assert result.returncode == 0 and json.loads(result.stdout)["triggers"] == ["market"]


test_each_bad_field_is_named_exit_2 = bad_fields_test("artdecko", GOOD, [
    ({"paintings": [1, 2, 3]}, "paintings", "list of 5"),
    ({"paintings": [4, 0, 0, 0, 0]}, "paintings[0]", "from 0 to 3"),
    ({"paintings": [0, 0, -1, 0, 0]}, "paintings[2]", "-1"),
    ({"paintings": [0, 0, 0, True, 0]}, "paintings[3]", "True"),
    ({"markers": [3, 3, 0, 3, 3]}, "markers[2]", "from 1 to 12"),
    ({"deck": 76}, "deck", "from 0 to 75"),
    ({"deck": "4"}, "deck", "'4'"),
    ({"ratings": {"gold": 3}}, "ratings", "six ratings"),
    ({"ratings": {**RATINGS, "gold": 100}}, "ratings.gold", "from 0 to 99"),
    ({"round": 2}, "round", "not an input"),
])


def test_a_missing_field_and_an_unknown_calc_are_refused() -> None:
    missing = {k: v for k, v in GOOD.items() if k != "deck"}
    calc_refusal("artdecko", missing, "deck", "missing")
    calc_refusal("artdecko", {"calc": "score"}, "calc", "score")
