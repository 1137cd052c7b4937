"""Art Decko's end of game against hand-worked positions and against every position of a
small range, read independently of the engine."""

from __future__ import annotations

import itertools
from typing import Any

from engine import registry
from engine.artdecko.museum import MARKETS, markets_over

CALM = {market: 10 for market in MARKETS}
"""Every market well under the end."""


def run(**inputs: Any) -> dict[str, Any]:
    return registry.calculator("artdecko").run({"calc": "end", **inputs})


def test_a_quiet_museum_goes_on() -> None:
    """3 + 2 + 0 + 1 + 2 = 8 paintings (< 12), 20 cards left, every rating 10: no trigger.
    Markers 3 each (the default): exhibition 1 is full (3 of 3), so its tile alone would
    score."""
    answer = run(paintings=[3, 2, 0, 1, 2], deck=20, ratings=CALM)
    assert answer == {"ends": False, "triggers": [], "when": None, "exhibited": 8,
                      "bonus_rule": "full", "bonus": [1]}


def test_the_twelfth_painting_ends_the_game_and_fills_two_exhibitions() -> None:
    """Markers 2, 3, 3, 4, 4; paintings 2 + 3 + 1 + 3 + 3 = 12: the museum trigger; exhibitions
    1 (2 of 2) and 2 (3 of 3) are full, so their two tiles score and no other."""
    answer = run(paintings=[2, 3, 1, 3, 3], markers=[2, 3, 3, 4, 4], deck=9, ratings=CALM)
    assert answer["triggers"] == ["museum"] and answer["when"] == "end-of-turn"
    assert (answer["exhibited"], answer["bonus_rule"], answer["bonus"]) == (12, "full", [1, 2])


def test_no_full_exhibition_the_most_paintings_score_ties_included() -> None:
    """Markers 4 each; paintings 1, 3, 0, 3, 2 (9 < 12); deck empty: the deck trigger. No
    exhibition full (3 < 4): the most is 3, held by 2 and 4: both tiles."""
    answer = run(paintings=[1, 3, 0, 3, 2], markers=[4] * 5, deck=0, ratings=CALM)
    assert answer["ends"] and answer["triggers"] == ["deck"]
    assert (answer["bonus_rule"], answer["bonus"]) == ("most", [2, 4])


def test_all_three_at_once() -> None:
    """12 paintings (3 + 3 + 3 + 3 + 0), deck 0, gold at 70: every condition, in page order."""
    answer = run(paintings=[3, 3, 3, 3, 0], deck=0, ratings={**CALM, "gold": 70})
    assert answer["triggers"] == ["museum", "deck", "market"]
    assert answer["bonus"] == [1, 2, 3, 4]


def test_any_market_at_seventy_ends_the_game_and_is_named() -> None:
    """``any-trigger``: a rating of 70 or more in any market meets the market condition; the
    widget names those markets, in the track's order, and none at 69."""
    ratings = {**CALM, "gold": 71, "art-nouveau": 70, "renaissance": 69}
    assert markets_over(ratings) == ["art-nouveau", "gold"]
    assert markets_over({**CALM, "gold": 69}) == []


# -- brute force ----------------------------------------------------------------------------

def scored_by_hand(paintings: tuple[int, ...], markers: tuple[int, ...]) -> list[int]:
    """An independent reading of the tiles: a tile scores when its exhibition is full; if no
    exhibition anywhere is full, when its exhibition has paintings and none has more."""
    any_full = any(p == m for p, m in zip(paintings, markers))
    chosen = []
    for number, (p, m) in enumerate(zip(paintings, markers), start=1):
        beaten = any(other > p for other in paintings)
        if p == m or (not any_full and p > 0 and not beaten):
            chosen.append(number)
    return chosen


def test_every_museum_of_up_to_three_markers_scores_the_right_tiles() -> None:
    """Markers 1 to 3 per exhibition, every painting count each allows: 9^5 = 59,049
    museums."""
    checked = 0
    for markers in itertools.product((1, 2, 3), repeat=5):
        for paintings in itertools.product(*(range(m + 1) for m in markers)):
            answer = run(paintings=list(paintings), markers=list(markers), deck=5,
                         ratings=CALM)
            assert answer["bonus"] == scored_by_hand(paintings, markers), (paintings, markers)
            checked += 1
    assert checked == 9 ** 5


def test_every_trigger_combination_in_a_small_range() -> None:
    """Paintings 0 to 3 in each exhibition (1,024 museums), deck 0, 1 or 75, each of the six
    ratings 69 or 70 (64 markets): the game ends exactly when one condition reads true."""
    counted = {"museum": 0, "deck": 0, "market": 0, "none": 0}
    for paintings in itertools.product(range(4), repeat=5):
        shown = sum(1 for p in paintings for _ in range(p))   # counted one by one
        for deck in (0, 1, 75):
            for levels in itertools.product((69, 70), repeat=6):
                ratings = dict(zip(MARKETS, levels))
                expected = [name for name, met in (("museum", shown > 11), ("deck", not deck),
                                                   ("market", 70 in levels)) if met]
                answer = run(paintings=list(paintings), deck=deck, ratings=ratings)
                assert answer["triggers"] == expected and answer["ends"] == bool(expected)
                for name in expected or ["none"]:
                    counted[name] += 1
    # 12 or more in five exhibitions of 0..3 mirrors 3 or fewer (p -> 3 - p): C(3 + 5, 5) = 56
    assert counted["museum"] == 56 * 3 * 64
    assert counted["deck"] == 1024 * 64 and counted["market"] == 1024 * 3 * 63
