"""Helpers of every game's command-line tests: run ``python -m engine.<game>``, write a
scenario file, and check the one-line error contract (exit 2, nothing on stdout, one line on
stderr, no traceback)."""

from __future__ import annotations

import json
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
