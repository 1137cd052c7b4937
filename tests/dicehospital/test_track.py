"""The discharge points, against values worked out by hand and against an independent count.

The hand values add the tips page's list, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, patient by
patient; the independent count reads the page's other wording (the first patient 1, the second
to sixth 2 each, the seventh and eighth 3, the ninth and tenth 4, the eleventh and twelfth 5)
and never looks at the engine's table.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from engine import registry
from engine.dicehospital.track import BONUS, MAX_PATIENTS, points, split

SPEC = registry.calculator("dicehospital")
BRACKETS = ((1, 1, 1), (2, 6, 2), (7, 8, 3), (9, 10, 4), (11, 12, 5))
"""(first patient, last patient, points each): the page's ranges, typed from its wording."""


def by_brackets(n: int) -> int:
    """Points of ``n`` patients, each looked up in the page's ranges."""
    return sum(each for k in range(1, n + 1) for low, high, each in BRACKETS
               if low <= k <= high)


@pytest.mark.parametrize(("patients", "expected"), [
    (0, 0),    # nobody discharged
    (1, 1),    # 1
    (2, 3),    # 1 + 2
    (6, 11),   # 1 + 2 + 2 + 2 + 2 + 2
    (7, 14),   # 11 + 3: the page's own example
    (8, 17),   # 14 + 3
    (10, 25),  # 17 + 4 + 4
    (12, 35),  # 25 + 5 + 5
])
def test_hand_worked_points(patients: int, expected: int) -> None:
    assert SPEC.run({"calc": "discharge", "patients": patients}) == {"points": expected}


def test_every_count_agrees_with_the_pages_ranges() -> None:
    assert [points(n) for n in range(MAX_PATIENTS + 1)] == \
        [by_brackets(n) for n in range(MAX_PATIENTS + 1)]


def test_two_rounds_by_hand() -> None:
    """6 ready now, 4 next round, the hospital empty after each. Everyone now: (11 + 5) +
    (7 + 5) = 28. Hold one back: 5 now (9, no bonus: the held one stays) and 5 next (9 + 5)
    = 23. Hold all six: nobody now (0, no bonus) and 10 next (25 + 5) = 30, the best."""
    answer = SPEC.run({"calc": "rounds", "now": 6, "later": 4, "hold": 0, "empty_now": True,
                       "empty_later": True})
    assert answer["now"] == {"patients": 6, "track": 11, "bonus": 5, "points": 16}
    assert answer["later"] == {"patients": 4, "track": 7, "bonus": 5, "points": 12}
    assert answer["total"] == 28
    totals = {o["hold"]: o["total"] for o in answer["options"]}
    assert (totals[0], totals[1], totals[6]) == (28, 23, 30)
    assert answer["best"] == {"total": 30, "hold": [6]}


@pytest.mark.parametrize("empty_now", [True, False])
@pytest.mark.parametrize("empty_later", [True, False])
@pytest.mark.parametrize(("ready", "coming"), [(0, 0), (3, 9), (5, 5), (7, 2), (12, 0)])
def test_the_best_choice_is_the_best_of_every_set_of_patients(
        ready: int, coming: int, empty_now: bool, empty_later: bool) -> None:
    """Brute force: every subset of this round's patients held back (the patients as named
    people, not a count), scored from the page's ranges; the calculator's best must match."""
    best = 0
    for size in range(ready + 1):
        for held in combinations(range(ready), size):
            if coming + len(held) > MAX_PATIENTS:
                continue
            now = by_brackets(ready - len(held)) + (BONUS if empty_now and not held else 0)
            later = by_brackets(coming + len(held)) + (BONUS if empty_later else 0)
            best = max(best, now + later)
    answer = SPEC.run({"calc": "rounds", "now": ready, "later": coming, "hold": 0,
                       "empty_now": empty_now, "empty_later": empty_later})
    assert answer["best"]["total"] == best
    assert all(sum(split(ready, coming, h, empty_now, empty_later)) == best
               for h in answer["best"]["hold"])
