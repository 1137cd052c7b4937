"""Helpers of every game's command-line tests: run ``python -m engine.<game>``, write a
scenario file, and check the one-line error contract (exit 2, nothing on stdout, one line on
stderr, no traceback)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from engine import registry

ROOT = Path(__file__).resolve().parents[1]


def run_cli(game: str, *args: str, stdin: str | None = None,
            timeout: int = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", f"engine.{game}", *args], cwd=ROOT,
                          input=stdin, capture_output=True, text=True, timeout=timeout)


def write(tmp_path: Path, data: Any, name: str = "scenario.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def assert_one_line_error(result: subprocess.CompletedProcess[str], *needles: str) -> str:
    assert result.returncode == 2, result.stderr
    assert result.stdout == "" and "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {lines}"
    for needle in needles:
        assert needle in lines[0], f"{needle!r} not in {lines[0]!r}"
    return lines[0]


def calc_refusal(game: str, inputs: Any, field: str, *needles: str) -> str:
    """The one line the calculator of ``game`` prints, exit 2, for ``inputs`` (a JSON value, or
    its text) on standard input: it names ``field`` first and holds each of ``needles``."""
    text = inputs if isinstance(inputs, str) else json.dumps(inputs)
    line = assert_one_line_error(run_cli(game, "calc", "-", stdin=text), *needles)
    assert line.startswith(f"error: {field}:"), f"{line!r} does not name {field!r} first"
    return line


def bad_fields_test(game: str, good: Mapping[str, Any],
                    cases: list[tuple[Mapping[str, Any], str, str]]) -> Callable[..., None]:
    """A calculator's test of its refusals, one case a ``(change, field, needle)``: ``good``
    with ``change`` merged in is refused (:func:`calc_refusal`) naming ``field`` first and
    holding ``needle``."""
    @pytest.mark.parametrize(("change", "field", "needle"), cases)
    def each_bad_field(change: Mapping[str, Any], field: str, needle: str) -> None:
        calc_refusal(game, {**good, **change}, field, needle)

    return each_bad_field


def assert_one_json_line(result: subprocess.CompletedProcess[str]) -> Any:
    """A command that succeeded printing one line of JSON and nothing on stderr: that JSON."""
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and len(result.stdout.strip().splitlines()) == 1
    return json.loads(result.stdout)


def assert_runs(game: str, tmp_path: Path, data: Any) -> Any:
    """``run FILE`` on the scenario ``data`` prints one JSON line, ``{state, events, result}``:
    the engine's own ``run_json(data)``. That JSON, for the game's own checks."""
    out = assert_one_json_line(run_cli(game, "run", str(write(tmp_path, data))))
    assert set(out) == {"state", "events", "result"}
    assert out == registry.get(game).run_json(data)
    return out


def assert_new_reproducible(game: str, players: int, seed: int) -> Any:
    """``new --players N --seed S`` prints a position of players P1 to PN that reads back
    unchanged (``to_json(from_json(p)) == p``), the same one again for the same seed and
    another for the next seed. That position."""
    def new(seed: int) -> subprocess.CompletedProcess[str]:
        return run_cli(game, "new", "--players", str(players), "--seed", str(seed))

    first = new(seed)
    assert first.returncode == 0, first.stderr
    position = json.loads(first.stdout)
    assert position["players"] == [f"P{n}" for n in range(1, players + 1)]
    spec = registry.get(game)
    assert spec.to_json(spec.from_json(position)) == position
    assert new(seed).stdout == first.stdout
    assert new(seed + 1).stdout != first.stdout
    return position


def assert_explained(result: subprocess.CompletedProcess[str], events: int) -> list[str]:
    """``explain`` succeeded with one numbered sentence (``1. ...``) per event: the lines."""
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == events
    for number, text in enumerate(lines, 1):
        assert re.fullmatch(rf"{number}\. \S.*", text), text
    return lines


def assert_bad_json_placed(game: str, tmp_path: Path, text: str, *, stdin: bool = False) -> None:
    """``run`` on a file holding ``text``, which is not JSON, is one line naming the file, the
    line and the column of the fault (and, with ``stdin``, the same for ``-``)."""
    try:
        json.loads(text)
    except json.JSONDecodeError as bad:
        at = f"{bad.lineno}:{bad.colno}"
    else:
        raise AssertionError(f"{text!r} is JSON")
    path = write(tmp_path, text)
    assert_one_line_error(run_cli(game, "run", str(path)), f"{path}:{at}")
    if stdin:
        assert_one_line_error(run_cli(game, "run", "-", stdin=text), f"-:{at}")
