"""One test per ruling of Dice Hospital (``engine/dicehospital/rulings.py``), named after it."""

from __future__ import annotations

from engine.dicehospital.rulings import READINGS, Ruling
from engine.dicehospital.track import BONUS, SCORES, points
from tests.calckit import calls


run, refusal = calls("dicehospital")


def test_nth_patient_scores() -> None:
    """Each patient adds its own value: the difference between n and n - 1 patients."""
    gains = [points(n) - points(n - 1) for n in range(1, 13)]
    assert gains == [1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5] == list(SCORES)


def test_running_total() -> None:
    """7 patients: 1 + 2 + 2 + 2 + 2 + 2 + 3 = 14, the page's example."""
    assert run(calc="discharge", patients=7) == {"points": 14}


def test_count_per_round() -> None:
    """Two rounds of 5 (9 + 9 = 18) score less than one of 10 (25): each round restarts."""
    answer = run(calc="rounds", now=5, later=5, hold=0, empty_now=False, empty_later=False)
    assert answer["total"] == 18
    held = run(calc="rounds", now=5, later=5, hold=5, empty_now=False, empty_later=False)
    assert held["total"] == 25
    err = refusal(calc="rounds", now=2, later=0, hold=3)
    assert err.where == "hold" and err.ruling == Ruling.COUNT_PER_ROUND


def test_twelve_at_most() -> None:
    assert run(calc="discharge", patients=12) == {"points": 35}
    err = refusal(calc="discharge", patients=13)
    assert err.where == "patients" and err.ruling == Ruling.TWELVE_AT_MOST
    over = refusal(calc="rounds", now=6, later=8, hold=5)
    assert over.where == "hold" and over.ruling == Ruling.TWELVE_AT_MOST
    assert Ruling.TWELVE_AT_MOST.value in READINGS


def test_empty_hospital_bonus() -> None:
    """4 now with the hospital emptied: 7 + 5 = 12; hold one back and the bonus is gone:
    3 now scores 5 alone."""
    kept = run(calc="rounds", now=4, later=0, hold=0, empty_now=True, empty_later=False)
    assert kept["now"] == {"patients": 4, "track": 7, "bonus": BONUS, "points": 12}
    held = run(calc="rounds", now=4, later=0, hold=1, empty_now=True, empty_later=False)
    assert held["now"] == {"patients": 3, "track": 5, "bonus": 0, "points": 5}
    err = refusal(calc="rounds", empty_later="yes")
    assert err.where == "empty_later" and err.ruling == Ruling.EMPTY_HOSPITAL_BONUS


def test_bonus_apart() -> None:
    """The contract's points are the track alone, whatever the hospital holds."""
    assert run(calc="discharge", patients=4) == {"points": 7}
    assert run(calc="rounds", now=4, later=0, empty_now=True)["now"]["points"] == 7 + BONUS  # type: ignore[index]
    assert Ruling.BONUS_APART.value in READINGS
