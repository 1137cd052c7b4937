"""Distances round the table: values worked out by hand, then every seat pair of every table
of 4 to 7 players with every set of dead players, against an independent walk round the table.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

import pytest

from engine import registry
from engine.bang.table import RANGES, distance, reach


def run(**inputs: object) -> dict[str, object]:
    full = {"dead": [], "mustang": [], "scope": [], **inputs}
    return registry.entry("bang").run({"calc": "distance", **full})


def walk(players: int, dead: set[int], start: int, goal: int, step: int) -> int:
    """Living players passed going one way (``step`` +1 clockwise, -1 the other), counting
    the goal itself: the plain count a player makes pointing round the table."""
    count, seat = 0, start
    while seat != goal:
        seat = (seat + step) % players
        if seat not in dead:
            count += 1
    return count


def test_values_worked_out_by_hand() -> None:
    """Seven seats 0..6.

    - 0 to 3: clockwise 1, 2, 3 is 3 steps, the other way 6, 5, 4, 3 is 4: distance 3.
    - 0 to 3 with seat 1 dead: clockwise 2, 3 is 2 steps: distance 2.
    - the same with a Mustang on 3: 2 + 1 = 3.
    - the same with a Scope on 0 as well: 2 + 1 - 1 = 2.
    - 0 to 1, neighbours, shooter with a Scope: 1 - 1 = 0, raised to 1.
    - 3 to 0 with a Mustang on 3 only: 3 (the Mustang does not help its owner shoot).
    """
    assert run(players=7, **{"from": 0, "to": 3}) == {"distance": 3}
    assert run(players=7, dead=[1], **{"from": 0, "to": 3}) == {"distance": 2}
    assert run(players=7, dead=[1], mustang=[3], **{"from": 0, "to": 3}) == {"distance": 3}
    assert run(players=7, dead=[1], mustang=[3], scope=[0],
               **{"from": 0, "to": 3}) == {"distance": 2}
    assert run(players=7, scope=[0], **{"from": 0, "to": 1}) == {"distance": 1}
    assert run(players=7, mustang=[3], **{"from": 3, "to": 0}) == {"distance": 3}


def test_every_pair_and_every_dead_set_against_a_walk() -> None:
    """Every table of 4 to 7, every dead set leaving two or more alive, every living pair,
    with and without a Mustang on the target and a Scope on the shooter."""
    checked = 0
    for players in range(4, 8):
        seats = range(players)
        for k in range(players - 1):
            for dead in map(set, combinations(seats, k)):
                alive = [s for s in seats if s not in dead]
                for a in alive:
                    for b in alive:
                        if a == b:
                            continue
                        plain = min(walk(players, dead, a, b, 1), walk(players, dead, a, b, -1))
                        for horse in (False, True):
                            for scope in (False, True):
                                want = max(1, plain + horse - scope)
                                got = distance(players, dead, {b} if horse else set(),
                                               {a} if scope else set(), a, b)
                                assert got == want, (players, dead, a, b, horse, scope)
                                checked += 1
    # every case seen once: 4 card settings x ordered living pairs x dead sets
    assert checked == 4 * sum(comb(n, k) * (n - k) * (n - k - 1)
                              for n in range(4, 8) for k in range(n - 1))


def test_the_table_answer_agrees_with_the_distance_contract() -> None:
    inputs = {"players": 6, "dead": [2], "mustang": [4], "scope": [5], "from": 5}
    answer = registry.entry("bang").run({"calc": "table", **inputs})
    for seat, d in answer["distances"].items():
        assert run(**inputs, to=int(seat)) == {"distance": d}
    for r in RANGES:
        assert answer["reach"][str(r)] == sorted(int(s) for s, d in answer["distances"].items()
                                                 if d <= r)
    assert reach(6, {2}, {4}, {5}, 5) == {int(s): d for s, d in answer["distances"].items()}


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_the_farthest_player_is_half_the_table_away(players: int) -> None:
    """With nobody dead and no cards, the farthest seat is players // 2 away (4: 2, 5: 2,
    6: 3, 7: 3)."""
    assert max(reach(players, set(), set(), set(), 0).values()) == players // 2
