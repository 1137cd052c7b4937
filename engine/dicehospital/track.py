"""The discharge track: what the n-th patient discharged in one round scores.

The tips page lists twelve values (``nth-patient-scores``); a round's points are their running
sum (``running-total``), restarted every round (``count-per-round``); the list stops at twelve
(``twelve-at-most``). Discharging every patient of the hospital adds :data:`BONUS`
(``empty-hospital-bonus``). Standard library only.
"""

from __future__ import annotations

from itertools import accumulate

SCORES: tuple[int, ...] = (1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5)
"""Points of the 1st, 2nd, ... 12th patient discharged in one round (the tips page)."""
MAX_PATIENTS = len(SCORES)
"""The most patients the page scores in one round."""
BONUS = 5
"""Points added when a round's discharges leave the hospital empty."""
TOTALS: tuple[int, ...] = (0, *accumulate(SCORES))
"""``TOTALS[n]``: the points of ``n`` patients discharged in one round, 0 to 12."""


def points(patients: int) -> int:
    """Points of ``patients`` (0 to :data:`MAX_PATIENTS`) discharged in one round, bonus
    left out (``bonus-apart``)."""
    return TOTALS[patients]


def round_points(patients: int, empties: bool) -> int:
    """A round's points with the bonus: ``empties`` when no patient is left in the hospital
    once these are discharged."""
    return points(patients) + (BONUS if empties else 0)


def split(ready: int, coming: int, hold: int, empty_now: bool, empty_later: bool) \
        -> tuple[int, int]:
    """Points of this round and the next when ``hold`` of the ``ready`` patients wait for the
    next round, where ``coming`` others are ready anyway. A held patient stays in the
    hospital, so this round keeps its bonus only when nobody is held."""
    return (round_points(ready - hold, empty_now and hold == 0),
            round_points(coming + hold, empty_later))


__all__ = ["BONUS", "MAX_PATIENTS", "SCORES", "TOTALS", "points", "round_points", "split"]
