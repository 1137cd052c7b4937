"""The registry entry of Can't Stop, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .dice import CLIMBERS, COLUMNS_TO_WIN, DICE, LENGTHS, ROLLS, SUMS

GAME = calculator(
    "cantstop", {"en": "Can't Stop", "fr": "Can't Stop", "zh": "欲罷不能"},
    # An input is a few short lists of sums: far below a game's scenario limits.
    players=(2, 4),
    calcs=("odds", "board", "moves"),
    pages=("index", "tips", "odds", "questions", "rulings", "glossary", "workshop", "aid"),
    description="Can't Stop calculator: the chance that a roll of four dice goes on",
    facts={"dice": DICE, "rolls": ROLLS, "climbers": CLIMBERS, "columns_to_win": COLUMNS_TO_WIN,
           "shortest_column": min(LENGTHS.values()), "longest_column": max(LENGTHS.values()),
           # the player aid's board: how many columns, and the sums that name them
           "columns": len(SUMS), "lowest_sum": min(SUMS), "highest_sum": max(SUMS),
           "longest_sum": max(LENGTHS, key=LENGTHS.__getitem__)},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the game's Sources; no source gives a length; the drawing in this folder.
    extra=home_card((2, 4)),
)
