"""Whole random matches (RandomBot in every seat) checked at the end.

Each match is fixed by its seed (2 to 4 players and 1 or 2 wins, chosen from the seed), so a
failure names a seed that reproduces it: ``play_and_check(seed)``. What is checked is read from
the final position and the events, against the rules: the match ended once, with its winner
holding the wins it needed; every round ended once, either by the last card or by the last
player standing; every count adds up; no card was lost or doubled.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.goblinhood import DEMONSTRATION_DECK, Event, EventKind, State, start, to_json
from engine.goblinhood.bots import RandomBot
from tests.goblinhood.testkit import placement
from tests.playkit import assert_checker_fails, consistency_tests

QUICK_GAMES = 1_500
"""A few seconds of matches with their checks on one core."""
SLOW_GAMES = 10_000


def play(seed: int) -> tuple[State, list[Event]]:
    state, events = start(2 + seed % 3, seed, wins=1 + seed // 3 % 2)
    bots = [RandomBot(seed * 7 + seat) for seat in range(len(state.players))]
    for _ in range(20_000):
        if state.is_over:
            break
        events += state.apply(bots[state.turn].choose(state))
    return state, events


def play_and_check(seed: int) -> list[str]:
    """Play match ``seed`` to its end; what is wrong with it (nothing, normally)."""
    state, events = play(seed)
    problems: list[str] = []

    def wrong(text: str) -> None:
        problems.append(f"seed {seed}: {text}")

    if not state.is_over or state.legal_actions() or state.current_player is not None:
        return [f"seed {seed}: the match did not end"]
    data = to_json(state)
    places = placement(data)
    if any(n != 1 for n in places.values()) \
            or set(places) | set(state.aside()) != set(DEMONSTRATION_DECK):
        wrong("a card was lost or doubled")
    kinds = Counter(e.kind for e in events)
    winner = state.players[state.wins.index(max(state.wins))]
    if kinds[EventKind.MATCH_WON] != 1 or events[-1].kind is not EventKind.MATCH_WON \
            or events[-1].args["player"] != winner or max(state.wins) != state.target:
        wrong("the match did not end once, on its winner's last needed win")
    if sum(state.wins) != kinds[EventKind.ROUND_WON]:
        wrong(f"wins {state.wins} but {kinds[EventKind.ROUND_WON]} round wins told")
    if kinds[EventKind.ROUND_ENDED] != kinds[EventKind.ROUND_WON] + sum(
            e.kind is EventKind.ROUND_RESULT and e.args["winner"] is None for e in events):
        wrong("a round ended without a winner or a tie")
    markers = sum(len(m) for m in state.markers)
    if markers != kinds[EventKind.MARKER_GIVEN] or markers != kinds[EventKind.ROUND_WON] - 1:
        wrong(f"{markers} markers for {kinds[EventKind.ROUND_WON]} round wins")
    if kinds[EventKind.NEW_ROUND] != kinds[EventKind.ROUND_ENDED] - 1:
        wrong("not one new deal per round that did not end the match")
    cycles = [e.args["number"] for e in events if e.kind is EventKind.CYCLE]
    if any(n > state.owed for n in cycles):
        wrong(f"more cycles than owed: {cycles}")
    for e in events:
        if e.kind is EventKind.SCORED:
            cards = [*e.args["treasure"], *e.args["hand"]]
            if e.args["gold"] != sum(DEMONSTRATION_DECK[c].gold for c in cards) \
                    or e.args["cards"] != len(cards) or len(e.args["hand"]) != 2:
                wrong(f"a wrong count: {e.args}")
    last_end = max(i for i, e in enumerate(events) if e.kind is EventKind.ROUND_ENDED)
    if events[last_end].args["reason"] == "deck-out":
        gold = {e.args["player"]: e.args["gold"] for e in events[last_end:]
                if e.kind is EventKind.SCORED}
        if gold != {p: g for p, g in state.scores().items() if p in gold} \
                or max(gold, key=lambda p: (gold[p], p == winner)) != winner:
            wrong(f"the last count {gold} does not make {winner} the winner")
    elif len(state.still_in()) != 1 or state.players[state.still_in()[0]] != winner:
        wrong("a round won by ambushes left more than its winner in")
    return problems


def test_the_checker_reports_a_lost_card_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    # as if the removed cards vanished
    assert_checker_fails(play_and_check, 6,
                         lambda: monkeypatch.setattr(State, "aside", lambda self: []))


test_random_matches_end_consistently, test_ten_thousand_random_matches_end_consistently = \
    consistency_tests(play_and_check, QUICK_GAMES, SLOW_GAMES, chunks=3)
