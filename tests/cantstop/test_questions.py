"""The questions-at-the-table answers the calculator can decide (``docs/*/cantstop/questions.md``),
each a test named after what it checks."""

from __future__ import annotations

from engine import registry

SPEC = registry.calculator("cantstop")


def climbs(dice: list[int], climbers: list[int], closed: list[int] | None = None) -> list[list[int]]:
    answer = SPEC.run({"calc": "moves", "dice": dice, "climbers": climbers,
                       "closed": closed or []})
    return [o["climbs"] for o in answer["options"]]  # type: ignore[union-attr]


def test_both_sums_with_one_free_climber_choose_one() -> None:
    """Climbers on 6 and 8, roll 1 1 6 6: 2 + 12 are two new columns for one free climber."""
    assert climbs([1, 1, 6, 6], [6, 8]) == [[2], [12], [7, 7]]


def test_both_sums_move_when_climbers_allow() -> None:
    """Climbers on 5, 7 and 9, roll 2345 (the tips page's example): 5 + 9 moves both."""
    assert climbs([2, 3, 4, 5], [5, 7, 9]) == [[5, 9], [7, 7]]


def test_double_sum_needs_one_climber() -> None:
    """One climber free (6 and 8 placed), roll 3344: 7 + 7 takes the free climber up twice."""
    assert [7, 7] in climbs([3, 3, 4, 4], [6, 8])


def test_one_usable_sum_is_enough() -> None:
    """All three climbers on 2, 3 and 4, roll 1 1 6 6: only 2 is usable, and the turn goes on."""
    assert climbs([1, 1, 6, 6], [2, 3, 4]) == [[2]]


def test_must_use_a_usable_sum() -> None:
    """Climbers on 6, 7 and 9, roll 4444: nothing usable, the turn busts."""
    assert climbs([4, 4, 4, 4], [6, 7, 9]) == []


def test_free_climber_with_closed_even_column_can_bust() -> None:
    """8 closed, no climber placed: 4444 offers only 8 and stops the turn; 4445 does not."""
    assert climbs([4, 4, 4, 4], [], closed=[8]) == []
    assert climbs([4, 4, 4, 5], [], closed=[8]) != []
    assert climbs([4, 4, 4, 5], [], closed=[8, 9]) == []


def test_free_climber_odd_closed_never_busts() -> None:
    """No climber placed, 7 and 9 closed: every one of the 126 sorted rolls can be used."""
    from itertools import combinations_with_replacement
    for dice in combinations_with_replacement(range(1, 7), 4):
        assert climbs(list(dice), [], closed=[7, 9]), dice


def test_fewer_climbers_keeps_a_safe_roll() -> None:
    """3344 with no climber placed: 7 + 7 uses one climber, 6 + 8 two; both are offered."""
    options = climbs([3, 3, 4, 4], [])
    assert [7, 7] in options and [6, 8] in options
