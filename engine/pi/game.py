"""The registry entry of Pi (P.I.), a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..registry import CalcSpec, Limits
from .calc import calc
from .rulings import READINGS, Ruling
from .score import (CLUE_CARDS, DETECTIVES, ELEMENTS, MAX_PLAYERS, MIN_PLAYERS, PENALTY, ROUNDS,
                    SOLVE_POINTS)

GAME = CalcSpec(
    id="pi",
    names={"en": "Pi", "fr": "Pi", "zh": "P.I. 私家偵探"},
    # An input is a few players of three small numbers: far below a game's scenario limits.
    limits=Limits(players=(MIN_PLAYERS, MAX_PLAYERS), max_bytes=4_096, max_cards=64,
                  max_actions=64, max_depth=4),
    calc=calc,
    calcs=("round", "table"),
    rulings=Ruling,
    readings=READINGS,
    pages=("index", "setup", "detectives", "clues", "solving", "score", "tips", "questions",
           "rulings", "glossary", "workshop", "aid"),
    description="Pi calculator: a round's points for solving in order, penalties and the "
                "tie-break",
    facts={"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS, "rounds": ROUNDS,
           "detectives": DETECTIVES, "penalty": PENALTY, "clue_cards": CLUE_CARDS,
           "first": SOLVE_POINTS[0], "second": SOLVE_POINTS[1], "third": SOLVE_POINTS[2],
           "fourth": SOLVE_POINTS[3], "later": 0, "elements": ELEMENTS},
    extra={
        # The home page's card (sitebuild/pages/home.py): the box's players and length, from
        # tabletopfinder in the game's Sources; the drawing in this folder.
        "box": {"players": (2, 5), "minutes": (45, 60)}, "drawing": "drawing.svg",
    },
)
