"""Every registered game's limits: documented, loose enough for any real game, and enforced at
the command line before any work (no traceback, one line, exit 2, whatever the input).

The suite loops over :func:`engine.registry.games` and names no game.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from engine import limits, registry

ROOT = Path(__file__).resolve().parents[2]
SPECS = registry.games()
IDS = [spec.id for spec in SPECS]


def test_the_readme_shows_every_limit_and_its_default() -> None:
    """README.md's "Limits" section holds the defaults' table (``python -m engine.limits``
    prints it last: paste it there after changing a default). Each game's own values are on
    its workshop page (tests/site/test_limits_page.py)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Limits\n", 1)[1].split("\n## ", 1)[0]
    assert limits.defaults_table() in section, "README.md: paste `python -m engine.limits` output"
    documented = set(re.findall(r"^\| `(\w+)` \|", section, re.M))
    assert documented == {f.name for f in fields(registry.Limits)}


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_limits_are_sane(spec: registry.GameSpec) -> None:
    low, high = spec.limits.players
    assert 1 <= low <= high
    for name, value in spec.limits.rows()[1:]:
        assert isinstance(value, int) and value > 0, name
    assert spec.limits.max_depth <= 64, "a deeper nesting can kill Pyodide's decoder"


def random_game(spec: registry.GameSpec, seed: int) -> tuple[dict[str, Any], int]:
    """A seeded random game with the most players, as the scenario that replays it."""
    rng = random.Random(seed)
    names = [f"Player {i}" for i in range(1, spec.limits.players[1] + 1)]
    state = spec.new_game(names, seed)
    start = spec.to_json(state)
    moves = []
    while not state.is_over and len(moves) <= spec.limits.max_actions:
        action = rng.choice(list(state.legal_actions()))
        moves.append((state.current_player, action))
        state.apply(action)
    return spec.scenario(start, moves), len(moves)


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_real_games_stay_far_within_the_limits(spec: registry.GameSpec) -> None:
    """Whole games, as scenarios (compact and pretty-printed, as the sandbox exports them),
    pass the checks with room to spare, and replay."""
    for seed in range(4):
        scenario, length = random_game(spec, seed)
        assert length * 2 <= spec.limits.max_actions
        for text in (json.dumps(scenario), json.dumps(scenario, indent=2)):
            assert len(text.encode("utf-8")) * 2 <= spec.limits.max_bytes
            data = limits.loads(text, spec.limits, "scenario")
            assert spec.run_scenario(data)[0].is_over


def cli(game: str, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "engine", game, *args], cwd=ROOT, input=stdin,
                          capture_output=True, timeout=60)


def one_line(result: subprocess.CompletedProcess[bytes], *needles: str) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, err
    assert result.stdout == b"" and "Traceback" not in err
    assert err.count("\n") == 1, err
    for needle in needles:
        assert needle in err, err
    return err.strip()


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_command_line_refuses_hostile_input_in_one_line(spec: registry.GameSpec,
                                                        tmp_path: Path) -> None:
    bounds = spec.limits
    deep = ("[" * 100_000 + "]" * 100_000).encode()
    one_line(cli(spec.id, "run", "-", stdin=deep),
             f"error: -: is nested more than {bounds.max_depth} levels deep")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (bounds.max_bytes + 1))
    one_line(cli(spec.id, "explain", str(huge)),
             f"error: {huge}: is longer than the limit of {bounds.max_bytes} bytes")
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"players":\n ["Jos\xe9"]}')
    one_line(cli(spec.id, "run", str(bad)), f"error: {bad}: is not UTF-8 text (byte 18)")
    one_line(cli(spec.id, "run", "-", stdin=b'{"players": ["\xff"]}'),
             "error: -: is not UTF-8 text (byte 14)")
    low, high = bounds.players
    for count in ("1000000000", "-1", str(high + 1)):
        one_line(cli(spec.id, "new", "--players", count),
                 f"error: --players: needs {low} to {high} players, not {count}")
    one_line(cli(spec.id, "new", "--seed", "9" * 5000),
             "not a whole number from -9007199254740991 to 9007199254740991")
    if spec.simulate is not None:
        one_line(cli(spec.id, "simulate", "--players", "1000000000", "--games", "1000000000"),
                 f"error: --games: must be 1 to {bounds.max_games:}, not 1000000000")
        one_line(cli(spec.id, "simulate", "--players", "1000000000", "--games", "1"),
                 "error: --players: ", "not 1000000000")


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_output_cut_short_by_its_reader_ends_quietly(spec: registry.GameSpec,
                                                     tmp_path: Path) -> None:
    """``... explain game.json | head -1``: no BrokenPipeError, no traceback, the shell's
    status for a tool stopped by SIGPIPE."""
    scenario, _ = random_game(spec, 7)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    command = [sys.executable, "-m", "engine", spec.id, "explain", str(path)]
    for lines_read in (0, 1):
        with subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE) as process:
            assert process.stdout is not None and process.stderr is not None
            # The reader goes away at once (the interpreter has not even started: every write
            # meets a closed pipe), or after one line (the rest may already sit in the pipe).
            first = process.stdout.readline() if lines_read else b""
            process.stdout.close()
            err = process.stderr.read().decode()
            status = process.wait(timeout=60)
        assert err == "", err
        if lines_read:
            assert first.startswith(b"1. ") and status in (0, 141)
        else:
            assert status == 141
