"""Helpers of every game's command-line tests: run ``python -m engine.<game>``, write a
scenario file, and check the one-line error contract (exit 2, nothing on stdout, one line on
stderr, no traceback)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

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


def assert_one_json_line(result: subprocess.CompletedProcess[str]) -> Any:
    """A command that succeeded printing one line of JSON and nothing on stderr: that JSON."""
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and len(result.stdout.strip().splitlines()) == 1
    return json.loads(result.stdout)


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
