"""One test per ruling of Can't Stop (``engine/cantstop/rulings.py``), named after it."""

from __future__ import annotations

from engine import registry
from engine.cantstop.dice import (CLIMBERS, COLUMNS_TO_WIN, LENGTHS, SUMS, goes_on, pairings,
                                  usable_sums)
from engine.cantstop.rulings import READINGS, Ruling
from tests.calckit import calls

SPEC = registry.calculator("cantstop")

run, refusal = calls("cantstop")


def test_four_dice_two_pairs() -> None:
    assert pairings((1, 2, 3, 4)) == [(3, 7), (4, 6), (5, 5)]
    assert pairings((6, 6, 6, 6)) == [(12, 12)] * 3
    err = refusal(calc="odds", allowed=[7, 13])
    assert err.where == "allowed[1]" and err.ruling == Ruling.FOUR_DICE_TWO_PAIRS


def test_either_sum() -> None:
    """1 1 6 6 splits into 2 + 12: 2 is usable and 12 is not, and the roll goes on."""
    assert goes_on((1, 1, 6, 6), [2])
    assert not goes_on((1, 1, 6, 6), [3, 4, 5, 6, 8, 9, 10, 11])


def test_three_climbers() -> None:
    assert CLIMBERS == 3
    assert usable_sums([6, 8], closed=[]) == list(SUMS)
    assert usable_sums([5, 7, 9], closed=[]) == [5, 7, 9]
    assert run(calc="board", climbers=[5, 7, 9], closed=[], more=1)["allowed"] == [5, 7, 9]
    err = refusal(calc="board", climbers=[2, 3, 4, 5], closed=[])
    assert err.where == "climbers" and err.ruling == Ruling.THREE_CLIMBERS


def test_bust() -> None:
    """4 4 4 4 offers only 8: with climbers on 6, 7 and 9 the turn stops."""
    assert not goes_on((4, 4, 4, 4), [6, 7, 9])
    answer = run(calc="board", climbers=[6, 7, 9], closed=[], more=1)
    assert [4, 4, 4, 4] in [s["dice"] for s in answer["stops"]]  # type: ignore[union-attr]
    assert run(calc="odds", allowed=[]) == {"rolls": 0, "of": 1296, "probability": 0.0}


def test_closed_columns() -> None:
    """A closed column is usable by no one: 7 closed, a climber free, 7 is not among the sums
    (and still nothing stops the roll: 7 is odd)."""
    answer = run(calc="board", climbers=[], closed=[7], more=1)
    assert answer["allowed"] == [s for s in SUMS if s != 7]
    assert answer["rolls"] == 1296
    assert run(calc="odds", allowed=[6, 8])["rolls"] < run(calc="odds", allowed=[6, 7, 8])["rolls"]


def test_column_lengths() -> None:
    assert LENGTHS == {2: 3, 3: 5, 4: 7, 5: 9, 6: 11, 7: 13, 8: 11, 9: 9, 10: 7, 11: 5, 12: 3}


def test_three_columns_win() -> None:
    assert COLUMNS_TO_WIN == 3 == SPEC.facts["columns_to_win"]


def test_topped_is_closed() -> None:
    """Our reading: a climber that topped column 8 this turn is listed in both ``climbers``
    and ``closed``. With the others on 6 and 7, all three are used: only 6 and 7 are usable.
    With two climbers, one topped at 8 and one on 6, a climber is free: every column but 8,
    and only 4444 stops."""
    assert Ruling.TOPPED_IS_CLOSED.value in READINGS
    assert run(calc="board", climbers=[6, 7, 8], closed=[8], more=1)["allowed"] == [6, 7]
    answer = run(calc="board", climbers=[6, 8], closed=[8], more=1)
    assert answer["allowed"] == [s for s in SUMS if s != 8]
    assert answer["stops"] == [{"dice": [4, 4, 4, 4], "rolls": 1}]


def test_one_free_climber() -> None:
    """2345 with climbers on 6 and 8 (one free): 5 + 9 needs two new climbers, so the player
    climbs on 5 or on 9, not on both; 6 + 8 climbs on both (no new climber), 7 + 7 on one
    new column only. With no climber placed, 5 + 9 climbs on both."""
    answer = run(calc="moves", dice=[5, 4, 3, 2], climbers=[6, 8], closed=[])
    climbs = [o["climbs"] for o in answer["options"]]  # type: ignore[union-attr]
    assert climbs == [[5], [9], [6, 8], [7, 7]]
    assert [5, 9] not in climbs
    free = run(calc="moves", dice=[2, 3, 4, 5], climbers=[], closed=[])
    assert [5, 9] in [o["climbs"] for o in free["options"]]  # type: ignore[union-attr]
    err = refusal(calc="moves", dice=[1, 2, 3], climbers=[], closed=[])
    assert err.where == "dice" and err.ruling == Ruling.FOUR_DICE_TWO_PAIRS
    err = refusal(calc="moves", dice=[1, 2, 3, 7], climbers=[], closed=[])
    assert err.where == "dice[3]"
