"""The command line, as outside tools run it: ``python -m engine.memoir44 calc FILE|-``.

One JSON object in (``"calc"`` and the inputs), one JSON object out, exit 0; a bad input is
one line on stderr naming the field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.clikit import assert_one_line_error, run_cli, write


def test_battle_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    result = run_cli("memoir44", "calc", "-",
                     stdin='{"calc": "battle", "dice": 2, "target": "armor", "figures": 1}')
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert set(answer) == {"hits", "flags", "eliminate"}
    assert answer["hits"] == pytest.approx([4 / 9, 4 / 9, 1 / 9])
    assert answer["flags"] == pytest.approx([25 / 36, 10 / 36, 1 / 36])
    assert answer["eliminate"] == pytest.approx(5 / 9)
    assert result.stdout.count("\n") == 1
    path = write(tmp_path, {"calc": "battle", "dice": 3, "target": "infantry", "figures": 3},
                 "battle.json")
    result = run_cli("memoir44", "calc", str(path))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["eliminate"] == 1 / 8


def test_attack_gives_the_dice_and_the_chances() -> None:
    result = run_cli("memoir44", "calc", "-", stdin='{"calc": "attack", "unit": "artillery", '
                     '"distance": 5, "terrain": "town", "target": "artillery"}')
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["dice"] == 1 and answer["cut"] == 0 and answer["eliminate"] == 0.0
    assert answer["hits"] == pytest.approx([5 / 6, 1 / 6])


BAD = [
    ('{"calc": "battle", "dice": 3', "invalid JSON"),
    ("[3]", "input: must be a JSON object"),
    ('{"dice": 3, "target": "armor", "figures": 3}', "calc: must be one of battle, attack"),
    ('{"calc": "odds", "dice": 3}', "calc: must be one of battle, attack, retreat, not 'odds'"),
    ('{"calc": "battle", "target": "armor", "figures": 3}', "dice: is missing"),
    ('{"calc": "battle", "dice": 9, "target": "armor", "figures": 3}',
     "dice: must be a whole number from 0 to 8, not 9 [ruling range-dice]"),
    ('{"calc": "battle", "dice": -1, "target": "armor", "figures": 3}', "dice: must be"),
    ('{"calc": "battle", "dice": 2.0, "target": "armor", "figures": 3}', "dice: must be"),
    ('{"calc": "battle", "dice": true, "target": "armor", "figures": 3}', "dice: must be"),
    ('{"calc": "battle", "dice": 3, "target": "tank", "figures": 3}',
     "target: must be infantry, armor or artillery, not 'tank' [ruling what-hits]"),
    ('{"calc": "battle", "dice": 3, "figures": 3}', "target: is missing"),
    ('{"calc": "battle", "dice": 3, "target": "armor", "figures": 0}',
     "figures: must be a whole number from 1 to 4, not 0"),
    ('{"calc": "battle", "dice": 3, "target": "armor", "figures": 5}', "figures: must be"),
    ('{"calc": "battle", "dice": 3, "target": "armor"}', "figures: is missing"),
    ('{"calc": "battle", "dice": 3, "target": "armor", "figures": 3, "terrain": "hill"}',
     "terrain: is not an input of the battle calculation"),
    ('{"calc": "attack", "distance": 7}', "distance: must be a whole number from 1 to 6"),
    ('{"calc": "attack", "terrain": "swamp"}', "terrain: must be one of clear, forest"),
    ('{"calc": "attack", "obstacle": "wire"}', "obstacle: must be one of none, sandbags"),
    ('{"calc": "attack", "unit": "cavalry"}', "unit: must be infantry, armor or artillery"),
]


@pytest.mark.parametrize(("stdin", "needle"), BAD, ids=[b[1][:40] for b in BAD])
def test_a_bad_input_is_one_line_naming_the_field(stdin: str, needle: str) -> None:
    assert_one_line_error(run_cli("memoir44", "calc", "-", stdin=stdin), needle)


def test_a_missing_file_is_one_line(tmp_path: Path) -> None:
    assert_one_line_error(run_cli("memoir44", "calc", str(tmp_path / "none.json")))
