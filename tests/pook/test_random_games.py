"""Whole random games (RandomBot in every seat), each checked at its end against a plain
reading of the scoring rules.

Every game is fixed by its seed (2 to 4 players, chosen from the seed), so a failure names a
seed that reproduces it: ``play_and_check(seed)``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.pook import Event, EventKind, State, new_game, to_json
from engine.pook.bots import RandomBot
from tests.pook.testkit import box, composition
from tests.playkit import assert_checker_sees_wrong_scores, consistency_tests

QUICK_GAMES = 1_500
"""About two seconds of games with their checks, on one unloaded core."""
SLOW_GAMES = 10_000
LEVEL = {"1": 1, "2": 2, "3": 3}


def rescore(data: dict[str, Any]) -> dict[str, int]:
    """Each player's points from the final table: warrior-side levels of the banner's two
    factions (Piggy has no warrior side)."""
    factions: Counter[str] = Counter()
    for entry in data["grid"]:
        if entry["side"] == "warrior":
            faction, level = entry["card"].split(":")
            factions[faction] += LEVEL[level]
    return {p: factions[a] + factions[b] for p, (a, b) in data["banners"].items()}


def play_and_check(seed: int) -> list[str]:
    """Play game ``seed`` to its end; what is wrong with it (nothing, normally)."""
    state: State = new_game(2 + seed % 3, seed, fixed_grid=seed % 5 == 0)
    bots = {p: RandomBot(seed * 7 + i) for i, p in enumerate(state.players)}
    events: list[Event] = []
    for _ in range(200):
        player = state.current_player
        if player is None:
            break
        events += state.apply(bots[player].choose(state))
    data = to_json(state)
    if not state.is_over or state.legal_actions():
        return [f"seed {seed}: the game did not end"]
    problems = []
    if composition(data) != box() or len(data["grid"]) != 25:
        problems.append(f"seed {seed}: the 25 cards are not all on the table")
    rows = {e["at"][0] for e in data["grid"]}
    cols = {e["at"][1] for e in data["grid"]}
    if len(rows) != 5 or len(cols) != 5:
        problems.append(f"seed {seed}: the table is not a full 5 by 5 square")
    points = rescore(data)
    if points != state.scores():
        problems.append(f"seed {seed}: scores {state.scores()} != the rules' {points}")
    ends = [i for i, e in enumerate(events) if e.kind is EventKind.GAME_ENDED]
    if len(ends) != 1:
        problems.append(f"seed {seed}: {len(ends)} game_ended events")
    won = [e for e in events if e.kind is EventKind.WON]
    winners = state.winners()
    if len(won) != 1 or won[0].args["winners"] != winners or events[-1] is not won[0]:
        problems.append(f"seed {seed}: the last event is not the one 'won' naming {winners}")
    best = max(points.values())
    leaders = [p for p in state.players if points[p] == best]
    if state.tied is None and winners != leaders:
        problems.append(f"seed {seed}: no tie-break, yet winners {winners} != {leaders}")
    if len(winners) > 1 and any(e["card"] != "piggy" and e["side"] == "coin"
                                for e in data["grid"]):
        problems.append(f"seed {seed}: a shared win while coin cards are left")
    return problems


def test_the_checker_reports_a_wrong_score_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_checker_sees_wrong_scores(play_and_check, 12345, State, monkeypatch, 99)


def test_random_games_reach_every_kind_of_event() -> None:
    seen: set[EventKind] = set()
    for seed in range(300):
        state = new_game(2 + seed % 3, seed)
        bots = {p: RandomBot(seed + i) for i, p in enumerate(state.players)}
        while (player := state.current_player) is not None:
            seen |= {e.kind for e in state.apply(bots[player].choose(state))}
    # Every turn takes one card out of its player's hand (a Mage's trade gives one back for
    # one), so hands stay even and only a position set up by hand can skip a player.
    assert seen == set(EventKind) - {EventKind.TURN_SKIPPED}


test_random_games_end_consistently, test_ten_thousand_random_games_end_consistently = \
    consistency_tests(play_and_check, QUICK_GAMES, SLOW_GAMES)
