"""The rulings of Dice Hospital's discharge points: each a stable id, a section of every
language's rulings page and a test ``test_<id>`` under ``tests/dicehospital/``.

Source: the tips page of the seed, a single revision (2021-09-04T17:49:59Z, "création"): it
lists the points of the first to the twelfth patient discharged in one round, works out seven
patients (14 points), and adds a bonus of 5 points for discharging all one's patients. It has
no later revision, so no rule was lost or changed in its history. :data:`READINGS` are this
site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    NTH_PATIENT_SCORES = "nth-patient-scores"
    """The n-th patient discharged in a round scores 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5."""
    RUNNING_TOTAL = "running-total"
    """A round's discharge points are the sum over its patients: 7 patients make 14."""
    COUNT_PER_ROUND = "count-per-round"
    """The count starts again at the first patient every round: two rounds of 5 score less
    than one round of 10."""
    TWELVE_AT_MOST = "twelve-at-most"
    """The page's list stops at the twelfth patient: the calculator refuses more than 12 in
    one round rather than invent a value."""
    EMPTY_HOSPITAL_BONUS = "empty-hospital-bonus"
    """Discharging every patient of the hospital in a round adds 5 points; a patient held
    back stays in the hospital, so a round that holds one loses the bonus."""
    BONUS_APART = "bonus-apart"
    """The ``discharge`` calculation gives the track's points only; the bonus is added by the
    two-round comparison, where the reader says whether the hospital empties."""


READINGS: frozenset[str] = frozenset({Ruling.TWELVE_AT_MOST.value, Ruling.BONUS_APART.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
