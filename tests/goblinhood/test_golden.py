"""Golden playthroughs (tests/goblinhood/golden/*.json) beyond the generic replay of tests/games/test_golden.py.

Each file holds a scenario with its actions and the ``run_json`` output that was checked
against the rules when it was written (see golden/regenerate.py). Besides the exact
comparison, the result of every file is re-counted here from its final position by a separate,
plain reading of the round-end rules, and the files must keep covering the situations below.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.goblinhood.testkit import GOLDEN_DIR

FILES = sorted(GOLDEN_DIR.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def recount(state: dict[str, Any]) -> dict[str, Any]:
    """Gold, cards and the round's winner of a final position, straight from the rules."""
    still = [p for p in state["players"] if p not in state["out"]]
    gold = {p: sum(state["cards"][c]["gold"] for c in state["treasures"][p] + state["hands"][p])
            for p in still}
    held = {p: len(state["treasures"][p]) + len(state["hands"][p]) for p in still}
    winner: str | None = None
    if state["phase"] == "round-over":
        if len(still) == 1:
            winner = still[0]
        else:
            best = max((gold[p], held[p]) for p in still)
            top = [p for p in still if (gold[p], held[p]) == best]
            winner = top[0] if len(top) == 1 else "tie"
    return {"gold": gold, "cards": held, "round_winner": winner}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_result_agrees_with_an_independent_count(path: Path) -> None:
    expected = load(path)["expected"]
    assert expected["result"] == recount(expected["state"])


def situations(golden: dict[str, Any]) -> set[str]:
    """What one playthrough shows, read from its events and scenario."""
    events = golden["expected"]["events"]
    seen = set()
    for event in events:
        kind = event["type"]
        if kind == "round_ended":
            seen.add(f"round ends by {event['reason']}")
        if kind == "cycle":
            seen.add(f"cycle from a {event['source']} deck")
        if kind == "round_result":
            seen.add(f"round decided by {event['by']}")
        if kind == "marker_due":
            seen.add("marker due")
        if kind == "marker_given":
            seen.add("marker given")
        if kind == "new_round":
            seen.add(f"new round ({event['reason']})")
        if kind == "round_won" and event["wins"] == 2:
            seen.add("second win takes the match")
        if kind == "played" and event["match"] == "multi":
            seen.add("multicolour " + ("square" if event["square"] == "multi" else "end"))
        if kind == "ambushed" and len(event["left"]) > 1:
            seen.add("ambush, round goes on")
    if "seed" in golden["scenario"] and golden["expected"]["state"]["phase"] == "round-over":
        seen.add("whole match from new_game")
    return seen


def test_golden_files_cover_the_required_situations() -> None:
    covered = set().union(*(situations(load(p)) for p in FILES))
    assert len(FILES) >= 7
    assert covered >= {
        "round ends by last-standing", "round ends by deck-out", "cycle from a given deck",
        "cycle from a shuffled deck", "round decided by gold", "round decided by cards",
        "round decided by tie", "marker due", "marker given", "new round (next)",
        "new round (replay)", "second win takes the match", "multicolour square",
        "multicolour end", "ambush, round goes on", "whole match from new_game"}
