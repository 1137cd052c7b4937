"""The odds of going on, against counts worked out by hand and against brute force.

Brute force here means the rules read literally, written independently of the engine: every one
of the 6**4 = 1,296 ordered rolls, split into its three pairings (ab|cd, ac|bd, ad|bc), goes on
when a pairing offers a usable sum.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

import pytest

from engine.cantstop.calc import board, odds
from engine.cantstop.dice import (LENGTHS, ROLLS, SUMS, chance, rolls_going_on, sorted_rolls,
                                  stopping_rolls)

ALL_ROLLS = list(product(range(1, 7), repeat=4))
SPLITS = [((a + b, c + d), (a + c, b + d), (a + d, b + c)) for a, b, c, d in ALL_ROLLS]
"""Each ordered roll's three pairings, as their two sums."""


def brute_force(allowed: set[int]) -> int:
    """Ordered rolls with a pairing that offers a sum in ``allowed``."""
    return sum(1 for splits in SPLITS
               if any(x in allowed or y in allowed for x, y in splits))


def brute_force_stops(allowed: set[int]) -> set[tuple[int, ...]]:
    """The stopping rolls, as sorted dice."""
    return {tuple(sorted(r)) for r in ALL_ROLLS
            if not any(x in allowed or y in allowed
                       for x, y in ((r[0] + r[1], r[2] + r[3]), (r[0] + r[2], r[1] + r[3]),
                                    (r[0] + r[3], r[1] + r[2])))}


def test_there_are_1296_rolls_in_126_sorted_ones() -> None:
    assert ROLLS == len(ALL_ROLLS) == 1296
    assert len(sorted_rolls()) == 126
    assert sum(r.count for r in sorted_rolls()) == 1296


def test_columns_6_7_8_by_hand() -> None:
    """Columns 6, 7 and 8, counted by hand. Any two of the four dice form a pair of one
    pairing, so a roll stops exactly when no two of its dice add up to 6, 7 or 8. Two faces
    that may sit together: 1-2, 1-3, 1-4, 2-3, 3-6, 4-5, 4-6, 5-6 (and 1-1, 2-2, 5-5, 6-6;
    never 3-3 nor 4-4, which make 6 and 8). So a stopping roll uses only faces of {1, 2, 3}
    with at most one 3, or of {1, 4} with at most one 4, or of {4, 5, 6} with at most one 4,
    or of {3, 6} with at most one 3:

    - {1, 2, 3}: 2**4 = 16 rolls without a 3, 4 * 2**3 = 32 with one: 48;
    - {1, 4}: 1111 and the 4 places of the 4: 5;
    - {4, 5, 6}: 16 + 32 = 48, the mirror of the first;
    - {3, 6}: 6666 and the 4 places of the 3: 5;
    - 1111 and 6666 are counted twice: minus 2.

    48 + 5 + 48 + 5 - 2 = 104 rolls stop, so 1296 - 104 = 1192 go on: 1192 / 1296 = 92.0%.
    """
    assert odds([6, 7, 8]) == {"rolls": 1192, "of": 1296, "probability": 1192 / 1296}
    assert brute_force({6, 7, 8}) == 1192


def test_column_7_alone_by_hand() -> None:
    """Column 7 alone, by hand. A roll stops when no two dice add up to 7: its faces hold at
    most one of each pair 1-6, 2-5, 3-4. Faces from k of the 3 pairs, one side each:
    C(3, k) * 2**k sets of k faces, each shown by the rolls onto exactly those k faces
    (1, 14, 36 rolls for k = 1, 2, 3): 6 * 1 + 12 * 14 + 8 * 36 = 462 rolls stop.
    1296 - 462 = 834 go on (64.4%)."""
    assert rolls_going_on([7]) == 834 == brute_force({7})


def test_column_2_alone_by_hand() -> None:
    """Column 2 alone, by hand: 2 needs two 1s, so a roll goes on when it shows at least two 1s:
    C(4, 2) * 5**2 + C(4, 3) * 5 + 1 = 150 + 20 + 1 = 171."""
    assert rolls_going_on([2]) == 171 == brute_force({2})


def test_the_closed_8_and_10_cases_of_the_tips_page() -> None:
    """The tips page's examples, with a climber still free (every open column usable):
    8 closed, only 4444 stops; 8 and 9 closed, 4444 and 4445; 8 and 10 closed, 3555, 4444,
    4446 and 5555, that is 4 + 1 + 4 + 1 = 10 ordered rolls."""
    def stops(closed: list[int]) -> list[tuple[int, ...]]:
        return [r.dice for r in stopping_rolls([s for s in SUMS if s not in closed])]
    assert stops([8]) == [(4, 4, 4, 4)]
    assert stops([8, 9]) == [(4, 4, 4, 4), (4, 4, 4, 5)]
    assert stops([8, 10]) == [(3, 5, 5, 5), (4, 4, 4, 4), (4, 4, 4, 6), (5, 5, 5, 5)]
    answer = board([], [8, 10], 1)
    assert answer["rolls"] == 1296 - 10
    assert [(s["dice"], s["rolls"]) for s in answer["stops"]] == [
        ([3, 5, 5, 5], 4), ([4, 4, 4, 4], 1), ([4, 4, 4, 6], 4), ([5, 5, 5, 5], 1)]


def test_closed_odd_columns_never_stop_a_free_climber() -> None:
    """Of any three dice, two have the same parity, so some pair sum is even: with only odd
    columns closed and a climber free, no roll stops (the tips page says this for one odd
    column; it holds for all of them at once)."""
    odd = [s for s in SUMS if s % 2]
    assert rolls_going_on([s for s in SUMS if s not in odd]) == 1296


@pytest.mark.parametrize("size", range(0, 12))
def test_every_set_of_columns_matches_brute_force(size: int) -> None:
    for allowed in combinations(SUMS, size):
        expected = brute_force(set(allowed))
        assert rolls_going_on(allowed) == expected, allowed
        if size <= 2 or size >= 10:
            assert {r.dice for r in stopping_rolls(allowed)} == brute_force_stops(set(allowed))


def test_the_chance_of_surviving_n_rolls_is_the_chance_to_the_nth() -> None:
    """Rolls are independent: going on n times in a row is p**n (p = 1192/1296 for 6, 7, 8:
    84.6% twice, 65.8% five times)."""
    answer = board([6, 7, 8], [], 5)
    p = Fraction(1192, 1296)
    assert answer["survive"] == pytest.approx([float(p ** n) for n in range(1, 6)])
    assert round(answer["survive"][1], 3) == 0.846 and round(answer["survive"][4], 3) == 0.658
    assert chance([6, 7, 8]) == p


def test_columns_are_3_to_13_steps() -> None:
    assert [LENGTHS[s] for s in SUMS] == [3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3]
