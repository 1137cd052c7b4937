"""The generic command line tells a refusal from a bug, for every registered game.

A refusal (a ``RulesError`` of the game, or the command line's own ``CliError``) is the user's:
one line on stderr, exit 2. Anything else is a bug of the program, even a ``ValueError``: it
says ``internal error: <type>: <text>``, prints the traceback and exits 70, never 2.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any, NoReturn

import pytest

import engine.__main__ as engine_main
from engine import gamecli, registry
from engine.errors import Message, RulesError
from engine.i18n import SHARED

SPECS = registry.games()
IDS = [spec.id for spec in SPECS]


def scenario_file(tmp_path: Path, spec: registry.GameSpec) -> str:
    path = tmp_path / "scenario.json"
    low = spec.limits.players[0]
    path.write_text(json.dumps(spec.to_json(spec.new_game(low, 1))), encoding="utf-8")
    return str(path)


def raising(err: Exception) -> Any:
    def fail(*args: Any, **kwargs: Any) -> NoReturn:
        raise err
    return fail


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
@pytest.mark.parametrize("bug", [ValueError("a slip deep in the engine"), KeyError("turn"),
                                 TypeError("unsupported operand")])
def test_a_bug_is_an_internal_error_never_a_user_error(
        spec: registry.GameSpec, bug: Exception, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    buggy = dataclasses.replace(spec, run_json=raising(bug))
    status = gamecli.main(buggy, ["run", scenario_file(tmp_path, spec)])
    out, err = capsys.readouterr()
    assert status == gamecli.INTERNAL_ERROR == 70
    assert out == ""
    lines = err.splitlines()
    assert lines[0] == f"internal error: {type(bug).__name__}: {bug}"
    assert "Traceback (most recent call last):" in err and lines[-1].startswith(type(bug).__name__)


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_refusal_is_one_line_and_exit_2(spec: registry.GameSpec, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    refusal = RulesError(Message(SHARED, "test-refused", "refused {what}"), where="actions[0]",
                         ruling="some-ruling", what="this\nand that")
    refusing = dataclasses.replace(spec, run_json=raising(refusal))
    assert gamecli.main(refusing, ["run", scenario_file(tmp_path, spec)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "error: actions[0]: refused this\\nand that [ruling some-ruling]\n"


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_bad_player_count_names_the_option(spec: registry.GameSpec,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    too_many = spec.limits.players[1] + 1
    assert gamecli.main(spec, ["new", "--players", str(too_many)]) == 2
    _, err = capsys.readouterr()
    assert err.startswith("error: --players: ") and err.count("\n") == 1


@pytest.mark.parametrize("content", [b"\xff\xfe not text", b'{"players": [1,'])
def test_a_file_that_is_not_json_text_is_the_user_s(content: bytes, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "scenario.json"
    path.write_bytes(content)
    assert gamecli.main(SPECS[0], ["run", str(path)]) == 2
    _, err = capsys.readouterr()
    assert err.startswith(f"error: {path}") and err.count("\n") == 1


def test_engine_main_reports_a_bug_in_list_as_internal(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(registry, "entries", raising(ValueError("registry broke")))
    assert engine_main.main(["list"]) == 70
    _, err = capsys.readouterr()
    assert err.splitlines()[0] == "internal error: ValueError: registry broke"
    assert "Traceback" in err


def test_engine_main_passes_a_game_command_through(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    spec = SPECS[0]
    assert engine_main.main([spec.id, "run", scenario_file(tmp_path, spec)]) == 0
    assert set(json.loads(capsys.readouterr().out)) == {"state", "events", "result"}


@pytest.mark.parametrize("key", ["\u001b]0;PWNED\u0007", "x\u202ey", "a\u0000b", "lone\ud800"])
def test_a_json_key_with_control_text_is_echoed_escaped(
        key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 23: a key of the input names the field at fault; a terminal escape in it must not
    reach the terminal, nor a bidi override, nor a lone surrogate (which cannot be printed)."""
    calc = next(e for e in registry.entries() if isinstance(e, registry.CalcSpec))
    path = tmp_path / "input.json"
    path.write_text(json.dumps({"calc": calc.calcs[0], key: 1}), encoding="ascii")
    assert gamecli.main(calc, ["calc", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: ") and err.count("\n") == 1
    assert err[:-1].isprintable(), repr(err)


def test_a_file_name_with_control_text_is_echoed_escaped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = str(tmp_path / "no\x1b[2Jsuch.json")
    assert gamecli.main(SPECS[0], ["run", missing]) == 2
    _, err = capsys.readouterr()
    assert err.startswith("error: ") and err[:-1].isprintable() and "\\x1b[2J" in err


@pytest.mark.parametrize("seed", [str(2 ** 53), "9007199254740993", "1" + "0" * 26])
def test_new_refuses_a_seed_its_own_run_would_refuse(seed: str) -> None:
    """Issue 23's hostile rerun: ``new --seed 9007199254740993`` wrote a game that ``run`` (and
    the site) refuses; an option's whole number now keeps to what a page reads exactly."""
    with pytest.raises(argparse.ArgumentTypeError, match="not a whole number from"):
        gamecli.integer(seed)
    assert gamecli.integer(str(2 ** 53 - 1)) == 2 ** 53 - 1
    assert gamecli.integer("-7") == -7
