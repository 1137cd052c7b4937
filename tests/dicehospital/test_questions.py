"""The questions-at-the-table answers the calculator can decide
(``docs/*/dicehospital/questions.md``), each a test named after what it checks."""

from __future__ import annotations

import pytest

from engine import registry
from engine.errors import RulesError

SPEC = registry.calculator("dicehospital")


def points(n: int) -> int:
    return int(SPEC.run({"calc": "discharge", "patients": n})["points"])


def test_seven_patients_make_fourteen() -> None:
    assert points(7) == 1 + 2 * 5 + 3 == 14


def test_twelve_patients_make_thirty_five_and_a_thirteenth_is_not_scored() -> None:
    assert points(12) == 35
    with pytest.raises(RulesError) as caught:
        points(13)
    assert caught.value.where == "patients"


def test_one_round_of_ten_beats_two_rounds_of_five() -> None:
    assert points(10) == 25 > points(5) + points(5) == 18


def test_holding_six_for_a_round_of_four_pays_only_if_all_are_held() -> None:
    """6 ready now, 4 next round, the hospital empty after each: all home now 28, all six held
    30, and every partial hold less than 28."""
    answer = SPEC.run({"calc": "rounds", "now": 6, "later": 4, "hold": 0,
                       "empty_now": True, "empty_later": True})
    totals = {o["hold"]: o["total"] for o in answer["options"]}  # type: ignore[union-attr]
    assert totals[0] == 28 and totals[6] == 30
    assert all(totals[h] < 28 for h in range(1, 6))
    assert answer["best"] == {"total": 30, "hold": [6]}


def test_a_round_that_holds_a_patient_back_earns_no_bonus() -> None:
    held = SPEC.run({"calc": "rounds", "now": 6, "later": 4, "hold": 1,
                     "empty_now": True, "empty_later": True})
    assert held["now"]["bonus"] == 0 and held["later"]["bonus"] == 5  # type: ignore[index]
