"""The command line, as outside tools run it: ``python -m engine.arcticscavengers calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.clikit import assert_one_line_error, bad_fields_test, calc_refusal, run_cli, write

GAME = "arcticscavengers"
GOOD = {"calc": "skirmish", "players": [{"cards": ["brawler", "refugee"], "tools": ["spear"]},
                                        {"cards": ["brawler", "scavenger"]}]}


def test_a_skirmish_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """Two players: 2 + 1 = 3 against 2, a margin of 1: a deadlock at 2 players. Give the
    second player a refugee instead of the brawler (0): 3 against 0, seat 0 wins."""
    result = run_cli(GAME, "calc", "-", stdin=json.dumps(GOOD))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert result.stdout.count("\n") == 1
    assert (answer["winner"], answer["why"], answer["contested"]) == (None, "short-margin",
                                                                      "junkyard")
    other = {**GOOD, "players": [GOOD["players"][0], {"cards": ["refugee"]}]}
    result = run_cli(GAME, "calc", str(write(tmp_path, other, "s.json")))
    assert result.returncode == 0 and json.loads(result.stdout)["winner"] == 0


test_each_bad_field_is_named_exit_2 = bad_fields_test(GAME, GOOD, [
    ({"players": []}, "players", "2 to 5"),
    ({"players": [{"cards": []}] * 6}, "players", "2 to 5"),
    ({"players": [{"cards": []}, 3]}, "players[1]", "object"),
    ({"players": [{"cards": []}, {"tools": []}]}, "players[1].cards", "missing"),
    ({"players": [{"cards": []}, {"cards": [], "hand": 1}]}, "players[1].hand", "not a key"),
    ({"players": [{"cards": ["wolf"]}, {"cards": []}]}, "players[0].cards[0]", "'wolf'"),
    ({"players": [{"cards": ["rifle"]}, {"cards": []}]}, "players[0].cards[0]", "tool"),
    ({"players": [{"cards": [], "tools": ["rogue"]}, {"cards": []}]}, "players[0].tools[0]",
     "person"),
    ({"players": [{"cards": ["refugee"] * 13}, {"cards": []}]}, "players[0].cards", "12"),
    ({"round": 2}, "round", "3 to 16"),
    ({"round": 17}, "round", "3 to 16"),
    ({"round": True}, "round", "True"),
    ({"seat": 1}, "seat", "not an input"),
])


def test_left_out_inputs_take_the_worked_example_and_an_unknown_calc_is_refused() -> None:
    """No ``players``: the skirmish page's example, a tie at 3 that seat 2's rogue takes."""
    result = run_cli(GAME, "calc", "-", stdin='{"calc": "skirmish"}')
    answer = json.loads(result.stdout)
    assert (answer["top"], answer["tied"], answer["winner"], answer["why"]) == (
        3, [0, 1], 2, "rogue")
    calc_refusal(GAME, {"calc": "odds"}, "calc", "odds")
