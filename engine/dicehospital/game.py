"""The registry entry of Dice Hospital, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .track import BONUS, MAX_PATIENTS, SCORES, points

_EXAMPLE = 7
"""The tips page's worked example: seven patients in one round."""

GAME = calculator(
    "dicehospital", {"en": "Dice Hospital", "fr": "Dice Hospital", "zh": "Dice Hospital"},
    # An input is a few small numbers: far below a game's scenario limits.
    players=(1, 4),
    calcs=("discharge", "rounds"),
    pages=("index", "discharge", "questions", "rulings", "glossary", "workshop", "aid"),
    description="Dice Hospital calculator: the points of the patients discharged in one round",
    facts={"max_patients": MAX_PATIENTS, "bonus": BONUS, "example_patients": _EXAMPLE,
           "example_points": points(_EXAMPLE), "max_points": points(MAX_PATIENTS),
           # the player aid's track: each group of patients scoring the same
           "scores": ", ".join(str(s) for s in SCORES),
           **{f"score_{n}": s for n, s in enumerate(SCORES, 1)}},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # Red Rock Games' page in the game's Sources; the drawing in this folder.
    extra=home_card((1, 4), (45, 90)),
)
