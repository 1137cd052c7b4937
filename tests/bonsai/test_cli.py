"""The command line, as outside tools run it: ``python -m engine.bonsai calc FILE|-``.

One JSON object in, one JSON object out, exit 0; a bad input is one line on stderr naming the
field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.clikit import calc_refusal, run_cli, write

TILES = [{"q": 0, "r": 0, "kind": "wood"}, {"q": 1, "r": 0, "kind": "leaf"},
         {"q": 0, "r": 1, "kind": "leaf"}, {"q": 1, "r": 1, "kind": "fruit"},
         {"q": 2, "r": 0, "kind": "flower"}]
GOOD = {"calc": "score", "tiles": TILES}


def test_score_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    """Two leaves 6, the fruit between them 7, the flower (2, 0) touching the leaf (1, 0) and
    the fruit (1, 1): 6 - 2 = 4. Total 17."""
    result = run_cli("bonsai", "calc", "-", stdin=json.dumps(GOOD))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["points"] == {"wood": 0, "leaf": 6, "flower": 4, "fruit": 7}
    assert answer["total"] == 17 and result.stdout.count("\n") == 1
    result = run_cli("bonsai", "calc", str(write(tmp_path, {**GOOD, "tiles": TILES[:3]},
                                                 "t.json")))
    assert result.returncode == 0 and json.loads(result.stdout)["total"] == 6


def tiles_with(i: int, change: Any) -> list[Any]:
    tiles: list[Any] = [dict(x) for x in TILES]
    tiles[i] = change if not isinstance(change, dict) else {**tiles[i], **change}
    return tiles


@pytest.mark.parametrize(("tiles", "field", "needle"), [
    ("oak", "tiles", "list of tiles"),
    ([], "tiles", "trunk"),
    ([TILES[0]] * 47, "tiles", "46 hexes"),
    (tiles_with(1, 3), "tiles[1]", "object with q, r and kind"),
    (tiles_with(1, {"colour": "red"}), "tiles[1].colour", "not a key"),
    ([TILES[0], {"q": 1, "r": 0}], "tiles[1].kind", "missing"),
    (tiles_with(2, {"r": "1"}), "tiles[2].r", "whole number"),
    (tiles_with(2, {"q": True}), "tiles[2].q", "True"),
    (tiles_with(2, {"q": 9}), "tiles[2]", "off the board"),
    (tiles_with(2, {"r": -1}), "tiles[2]", "off the board"),
    (tiles_with(2, {"kind": "moss"}), "tiles[2].kind", "'moss'"),
    (tiles_with(0, {"kind": "leaf"}), "tiles[0]", "trunk"),
    (tiles_with(3, {"q": 1, "r": 0}), "tiles[3]", "already holds"),
    (tiles_with(4, {"kind": "fruit"}), "tiles[4]", "[ruling fruit-on-two-leaves]"),
    (tiles_with(4, {"q": 3, "r": 0, "kind": "wood"}), "tiles[4]", "[ruling wood-on-wood]"),
])
def test_each_bad_field_is_named_exit_2(tiles: Any, field: str, needle: str) -> None:
    calc_refusal("bonsai", {"calc": "score", "tiles": tiles}, field, needle)


def test_no_tiles_is_the_trunk_alone_and_unknown_keys_or_calcs_are_refused() -> None:
    alone = run_cli("bonsai", "calc", "-", stdin='{"calc": "score"}')
    assert alone.returncode == 0 and json.loads(alone.stdout)["counts"] == {
        "wood": 1, "leaf": 0, "flower": 0, "fruit": 0}
    calc_refusal("bonsai", {**GOOD, "pot": 1}, "pot", "not an input")
    calc_refusal("bonsai", {"calc": "grow"}, "calc", "grow")


def test_place_answers_a_refusal_as_data_and_a_bad_board_size_is_named() -> None:
    """A placement the rules refuse is an answer (exit 0), not an error; a board size out of
    its safety bounds is a one-line error naming the option."""
    asked = {"calc": "place", "tiles": TILES[:3], "tile": {"q": 2, "r": 0, "kind": "fruit"}}
    result = run_cli("bonsai", "calc", "-", stdin=json.dumps(asked))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"tile": {"q": 2, "r": 0, "kind": "fruit"},
                                         "allowed": False, "ruling": "fruit-on-two-leaves"}
    calc_refusal("bonsai", {**GOOD, "rows": 99}, "rows", "1 to 15")
