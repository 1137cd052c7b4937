"""The registry entry of Pi (P.I.), a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .score import (CLUE_CARDS, DETECTIVES, ELEMENTS, MAX_PLAYERS, MIN_PLAYERS, PENALTY, ROUNDS,
                    SOLVE_POINTS)

GAME = calculator(
    "pi", {"en": "Pi", "fr": "Pi", "zh": "P.I. 私家偵探"},
    # An input is a few players of three small numbers: far below a game's scenario limits.
    players=(MIN_PLAYERS, MAX_PLAYERS),
    calcs=("round", "table"),
    pages=("index", "setup", "detectives", "clues", "solving", "score", "tips", "questions",
           "rulings", "glossary", "workshop", "aid"),
    description="Pi calculator: a round's points for solving in order, penalties and the "
                "tie-break",
    facts={"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS, "rounds": ROUNDS,
           "detectives": DETECTIVES, "penalty": PENALTY, "clue_cards": CLUE_CARDS,
           "first": SOLVE_POINTS[0], "second": SOLVE_POINTS[1], "third": SOLVE_POINTS[2],
           "fourth": SOLVE_POINTS[3], "later": 0, "elements": ELEMENTS},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # tabletopfinder in the game's Sources; the drawing in this folder.
    extra=home_card((2, 5), (45, 60)),
)
