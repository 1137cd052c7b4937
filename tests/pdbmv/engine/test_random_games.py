"""Whole random games (RandomBot in every seat) checked at the end.

Every game is fixed by its seed (2 to 5 players, chosen from the seed), so a failure names a
seed that reproduces it: ``play_and_check(seed)``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.pdbmv import Event, EventKind, State, new_game, to_json
from engine.pdbmv.bots import RandomBot
from engine.pdbmv.components import CARDS_PER_TREASURE, WILDS_IN_BOX
from tests.pdbmv.testkit import composition
from tests.playkit import assert_checker_sees_wrong_scores, consistency_tests

QUICK_GAMES = 4_000
"""About 3 s of games with their checks on one core."""
SLOW_GAMES = 10_000
END_KINDS = {EventKind.JOINED_BRIBE, EventKind.SCORE_LINE, EventKind.SCORE_TOTAL,
             EventKind.TIEBREAK, EventKind.RANKING}


def play_and_check(seed: int) -> list[str]:
    """Play game ``seed`` to its end; return what is wrong with it (nothing, normally)."""
    state = new_game(2 + seed % 4, seed)
    bots = [RandomBot(seed * 7 + seat) for seat in range(len(state.players))]
    events: list[Event] = []
    for _ in range(10_000):
        if state.is_over:
            break
        events += state.apply(bots[state.turn].choose(state))
    problems = []
    if not state.is_over or state.legal_actions():
        return [f"seed {seed}: the game did not end"]
    box = Counter({t: CARDS_PER_TREASURE for t in state.treasures} | {"wild": WILDS_IN_BOX})
    if composition(to_json(state)) != box:
        problems.append(f"seed {seed}: cards were lost or created")
    ends = [i for i, e in enumerate(events) if e.kind is EventKind.GAME_ENDED]
    if len(ends) != 1 or any(e.kind not in END_KINDS for e in events[ends[0] + 1:]):
        problems.append(f"seed {seed}: not one game_ended followed by the final count only")
    scores = state.scores()
    lines: Counter[str] = Counter()
    for e in events:
        if e.kind is EventKind.SCORE_LINE:
            lines[e.args["player"]] += e.args["points"]
    totals = {e.args["player"]: e.args["score"] for e in events
              if e.kind is EventKind.SCORE_TOTAL}
    if any(scores[p] != lines[p] or scores[p] != totals[p] for p in state.players):
        problems.append(f"seed {seed}: scores {scores} != score lines {dict(lines)} "
                        f"or totals {totals}")
    ranking = state.ranking()
    flat = [p for group in ranking.groups for p in group]
    group_scores = [scores[group[0]] for group in ranking.groups]
    if sorted(flat) != sorted(state.players):
        problems.append(f"seed {seed}: ranking {ranking.groups} does not list every player once")
    if any(scores[p] != scores[g[0]] for g in ranking.groups for p in g) \
            or group_scores != sorted(group_scores, reverse=True):
        problems.append(f"seed {seed}: ranking {ranking.groups} disagrees with scores {scores}")
    if ranking.winners != ranking.groups[0] or max(scores.values()) != group_scores[0]:
        problems.append(f"seed {seed}: winners {ranking.winners} are not the first group")
    last = events[-1]
    if last.kind is not EventKind.RANKING or last.args["ranking"] != [
            list(g) for g in ranking.groups] or last.args["winners"] != list(ranking.winners):
        problems.append(f"seed {seed}: the ranking event disagrees with state.ranking()")
    return problems


def test_the_checker_reports_a_wrong_score_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_checker_sees_wrong_scores(play_and_check, 12345, State, monkeypatch, 999)


test_random_games_end_consistently, test_ten_thousand_random_games_end_consistently = \
    consistency_tests(play_and_check, QUICK_GAMES, SLOW_GAMES, chunks=2)
