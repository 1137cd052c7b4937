"""The command line, as outside tools run it: ``python -m engine.cantstop calc FILE|-``.

One JSON object in (``"calc"`` and the inputs), one JSON object out, exit 0; a bad input is
one line on stderr naming the field, exit 2, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.gamecli import main
from engine.registry import entry
from tests.clikit import ROOT, assert_one_line_error, run_cli, write


def test_odds_from_standard_input_and_from_a_file(tmp_path: Path) -> None:
    result = run_cli("cantstop", "calc", "-", stdin='{"calc": "odds", "allowed": [6, 7, 8]}')
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"rolls": 1192, "of": 1296, "probability": 1192 / 1296}
    assert result.stdout.count("\n") == 1
    path = write(tmp_path, {"calc": "odds", "allowed": [2, 12]}, "odds.json")
    result = run_cli("cantstop", "calc", str(path))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["rolls"] == 2 * 171 - 6  # two 1s or two 6s; 1166 and 6611


def test_the_engine_command_passes_calc_through() -> None:
    result = subprocess.run([sys.executable, "-m", "engine", "cantstop", "calc", "-"], cwd=ROOT,
                            input='{"calc": "board", "climbers": [], "closed": [8, 10]}',
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["rolls"] == 1286 and len(answer["survive"]) == 5
    listed = subprocess.run([sys.executable, "-m", "engine", "list"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert "cantstop\tCan't Stop\t2-4 players\tcalculator" in listed.stdout.splitlines()


BAD = [
    ('{"calc": "odds", "allowed": [6, 7, 8', "invalid JSON"),
    ("[6, 7]", "input: must be a JSON object"),
    ('{"allowed": [7]}', "calc: must be one of odds, board, moves, not None"),
    ('{"calc": "bust", "allowed": [7]}', "calc: must be one of odds, board, moves, not 'bust'"),
    ('{"calc": "odds"}', "allowed: must be a list"),
    ('{"calc": "odds", "allowed": 7}', "allowed: must be a list"),
    ('{"calc": "odds", "allowed": [6, 1]}', "allowed[1]: must be a column sum from 2 to 12, "
                                           "not 1 [ruling four-dice-two-pairs]"),
    ('{"calc": "odds", "allowed": [true]}', "allowed[0]: must be a column sum"),
    ('{"calc": "odds", "allowed": [6.0]}', "allowed[0]: must be a column sum"),
    ('{"calc": "odds", "allowed": [6, 7, 6]}', "allowed[2]: lists column 6 twice"),
    ('{"calc": "odds", "allowed": [6], "closed": []}', "closed: is not an input of the odds "
                                                       "calculation (expected allowed, calc)"),
    ('{"calc": "board", "climbers": [2, 3, 4, 5]}', "climbers: holds 4 columns, but a player "
                                                    "has only 3 climbers [ruling three-climbers]"),
    ('{"calc": "board", "closed": ["8"]}', "closed[0]: must be a column sum"),
    ('{"calc": "board", "more": 0}', "more: must be a whole number from 1 to 20, not 0"),
    ('{"calc": "board", "more": 21}', "more: must be a whole number from 1 to 20, not 21"),
    ('{"calc": "odds", "allowed": [' + "7, " * 2000 + "7]}", "is longer than the limit of 4096"),
    ('{"calc": "odds", "allowed": [[[[[7]]]]]}', "nested more than 4 levels"),
]


@pytest.mark.parametrize(("text", "needle"), BAD, ids=[needle[:24] for _, needle in BAD])
def test_a_bad_input_is_one_line_naming_the_field(text: str, needle: str,
                                                  capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    assert main(entry("cantstop"), ["calc", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert err.startswith("error: ") and needle in err, err


def test_a_bad_input_exits_2_in_a_real_process() -> None:
    result = run_cli("cantstop", "calc", "-", stdin='{"calc": "odds", "allowed": [6, 13]}')
    assert_one_line_error(result, "allowed[1]", "four-dice-two-pairs")


def test_a_missing_file_and_a_game_command_are_refused() -> None:
    assert_one_line_error(run_cli("cantstop", "calc", "/nonexistent.json"), "cannot read")
    assert_one_line_error(run_cli("cantstop", "run", "-", stdin="{}"), "invalid choice")
