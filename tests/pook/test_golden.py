"""Golden playthroughs (tests/pook/golden/*.json) beyond the generic replay of tests/games/test_golden.py.

Each file holds a hand-made scenario whose events and result were worked out from the rules
before the engine ran it (tests/pook/golden/regenerate.py refuses to write a file the engine
disagrees with), and the engine's full output. Besides the exact comparison, each final table
is scored again here by a plain reading of the scoring rules, and the files must keep
covering the situations listed below.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.pook.testkit import GOLDEN_DIR

FILES = sorted(GOLDEN_DIR.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_golden_descriptions_say_they_were_worked_out_by_hand() -> None:
    """The replay itself is the generic one (tests/games/test_golden.py)."""
    for path in FILES:
        assert load(path)["description"].startswith("Worked out by hand from the rules.")


def rescore(state: dict[str, Any]) -> dict[str, Any]:
    """Faction and player points from the final table, straight from the rules."""
    points: Counter[str] = Counter({f: 0 for f in ("knight", "mage", "orc", "viking")})
    for entry in state["grid"]:
        if entry["side"] == "warrior":
            faction, level = entry["card"].split(":")
            points[faction] += int(level)
    scores = {p: points[a] + points[b] for p, (a, b) in state["banners"].items()}
    return {"factions": dict(points), "scores": scores}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_result_agrees_with_an_independent_count(path: Path) -> None:
    expected = load(path)["expected"]
    result = expected["result"]
    assert {k: result[k] for k in ("factions", "scores")} == rescore(expected["state"])
    if expected["state"]["phase"] == "over":
        best = max(result["scores"][p] for p in result["winners"])
        assert all(result["scores"][p] == best for p in result["winners"])


def situations(golden: dict[str, Any]) -> set[str]:
    """What one playthrough shows, read from its events."""
    events = golden["expected"]["events"]
    kinds = {e["type"] for e in events}
    seen = {f"event {kind}" for kind in kinds}
    seen |= {f"swap {e['when']}" for e in events if e["type"] == "piggy_swapped"}
    seen |= {f"flip by {e['cause']}" for e in events if e["type"] == "card_flipped"}
    seen |= {f"win by {e['how']}" for e in events if e["type"] == "won"}
    rounds = sum(1 for i, e in enumerate(events) if e["type"] == "tiebreak_pick"
                 and (i == 0 or events[i - 1]["type"] != "tiebreak_pick"))
    if rounds > 1:
        seen.add("two tie-break rounds")
    if len(golden["scenario"]["players"]) == 3:
        seen.add("three players")
    return seen


def test_golden_files_cover_the_required_situations() -> None:
    covered = set().union(*(situations(load(p)) for p in FILES))
    assert covered >= {
        "swap before", "swap after", "flip by orc", "flip by viking", "flip by tiebreak",
        "win by score", "win by tiebreak", "win by shared", "event card_replaced",
        "event piggy_unlocked", "event card_drawn", "event turn_skipped", "event tie",
        "two tie-break rounds", "three players"}
