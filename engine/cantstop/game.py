"""The registry entry of Can't Stop, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..registry import CalcSpec, Limits
from .calc import calc
from .dice import CLIMBERS, COLUMNS_TO_WIN, DICE, LENGTHS, ROLLS, SUMS
from .rulings import READINGS, Ruling

GAME = CalcSpec(
    id="cantstop",
    names={"en": "Can't Stop", "fr": "Can't Stop", "zh": "欲罷不能"},
    # An input is a few short lists of sums: far below a game's scenario limits.
    limits=Limits(players=(2, 4), max_bytes=4_096, max_cards=64, max_actions=64, max_depth=4),
    calc=calc,
    calcs=("odds", "board", "moves"),
    rulings=Ruling,
    readings=READINGS,
    pages=("index", "tips", "odds", "questions", "rulings", "glossary", "workshop", "aid"),
    description="Can't Stop calculator: the chance that a roll of four dice goes on",
    facts={"dice": DICE, "rolls": ROLLS, "climbers": CLIMBERS, "columns_to_win": COLUMNS_TO_WIN,
           "shortest_column": min(LENGTHS.values()), "longest_column": max(LENGTHS.values()),
           # the player aid's board: how many columns, and the sums that name them
           "columns": len(SUMS), "lowest_sum": min(SUMS), "highest_sum": max(SUMS),
           "longest_sum": max(LENGTHS, key=LENGTHS.__getitem__)},
    extra={
        # The home page's card (sitebuild/pages/home.py): the box's players and length, from
        # the game's Sources; no source gives a length; the drawing in this folder.
        "box": {"players": (2, 4)}, "drawing": "drawing.svg",
    },
)
