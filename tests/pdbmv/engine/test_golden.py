"""Golden playthroughs (tests/pdbmv/golden/*.json) beyond the generic replay of tests/games/test_golden.py.

Each file holds a scenario with its actions and the ``run_json`` output that was checked
against the rules when it was written (see tests/pdbmv/golden/regenerate.py). Besides the exact
comparison, every finished game is re-scored here from its final state by a separate, plain
reading of rules 6-8, and the set of files must keep covering the situations listed below.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.pdbmv.testkit import GOLDEN_DIR

FILES = sorted(GOLDEN_DIR.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def rescore(state: dict[str, Any]) -> dict[str, Any]:
    """Scores and ranking of a finished game's final state, straight from the rules."""
    value = dict(zip(state["favor"], state["favor_values"]))
    scores, keys = {}, {}
    for player in state["players"]:
        bribes = {t: len(cards) for t, cards in state["bribes"][player].items()}
        hand = Counter(state["hands"][player])
        for t in list(hand):
            if t in bribes:  # end of game: hand cards join a bribe of their type
                bribes[t] += hand.pop(t)
        scores[player] = (sum(n * value[t] for t, n in bribes.items())
                          - sum(n * value[t] for t, n in hand.items() if t != "wild")
                          - 2 * hand["wild"])
        keys[player] = (scores[player],
                        *[bribes.get(t, 0) for t in reversed(state["favor"])])
    ranking: list[list[str]] = []
    for key in sorted(set(keys.values()), reverse=True):
        ranking.append([p for p in state["players"] if keys[p] == key])
    return {"scores": scores, "ranking": ranking, "winners": ranking[0]}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_result_agrees_with_an_independent_scoring(path: Path) -> None:
    expected = load(path)["expected"]
    if not expected["state"]["over"]:
        assert expected["result"] is None
        return
    result = {k: expected["result"][k] for k in ("scores", "ranking", "winners")}
    assert result == rescore(expected["state"])


def situations(golden: dict[str, Any]) -> set[str]:
    """What one playthrough shows, read from its events and scenario."""
    events = golden["expected"]["events"]
    seen = set()
    for before, event in zip(events, events[1:]):
        if (before["type"], event["type"]) == ("card_dealt", "card_dealt") \
                and (before["stall"], event["stall"]) == (0, 3):
            seen.add("refill wraps around")
    for event in events:
        kind = event["type"]
        if kind == "game_ended":
            seen.add(f"ends by {event['reason']}")
        if kind == "token_pushed" and any(e["type"] == "curse" for e in events):
            seen.add("curse pushes tokens")
        if kind == "token_moved" and event["cause"] == "bribe" and event["capped"]:
            seen.add("bribe capped")
        if kind == "cards_taken" and event["stall"] == 0:
            seen.add("buy at stall 0")
        if kind == "ranking" and len(event["winners"]) > 1:
            seen.add("shared win")
    trail = golden["expected"]["result"]["tiebreak"] if golden["expected"]["result"] else []
    if any(step["space"] <= len(golden["scenario"]["favor"]) - 3 for step in trail):
        seen.add("tie-break two spaces down")
    scenario = golden["scenario"]
    if "seed" in scenario and len(scenario["players"]) == 3 and golden["expected"]["state"]["over"]:
        seen.add("whole 3-player game from new_game")
    return seen


def test_golden_files_cover_the_required_situations() -> None:
    covered = set().union(*(situations(load(p)) for p in FILES))
    assert len(FILES) >= 8
    assert covered >= {"refill wraps around", "ends by refill_deck_out", "curse pushes tokens",
                       "bribe capped", "whole 3-player game from new_game",
                       "tie-break two spaces down", "shared win", "buy at stall 0"}
