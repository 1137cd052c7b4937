"""The registry entry of Bonsai, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .calc import MAX_TILES
from .places import describe
from .tree import POINTS, ROWS, SIDES

HAND_LIMIT = 5
"""Tiles a player may keep at the end of a turn (the page's "Meditate" section; the
calculator does not use it: the aid states it)."""
MIN_PLAYERS, MAX_PLAYERS = 1, 4
"""Players of the published game: the help page gives no count; reviews of the published game
do (Le Meeple Jaune, Il Topo di Ludoteca: the index page's Sources)."""

GAME = calculator(
    "bonsai", {"en": "Bonsai", "fr": "Bonsai", "zh": "Bonsai"},
    # An input is one tree: at most the board's hexes, each a small object.
    players=(MIN_PLAYERS, MAX_PLAYERS), max_bytes=8_192,
    describe=describe,
    calcs=("score", "place"),
    pages=("index", "setup", "turn", "meditate", "cards", "cultivate", "goals", "end", "tree",
           "questions", "rulings", "glossary", "workshop", "aid"),
    description="Bonsai calculator: grow a tree tile by tile under the placement rules, score "
                "it, and ask whether one more tile may grow",
    facts={"wood_points": POINTS["wood"], "leaf_points": POINTS["leaf"],
           "fruit_points": POINTS["fruit"], "flower_most": SIDES - 1, "sides": SIDES,
           "hand_limit": HAND_LIMIT, "board_hexes": MAX_TILES, "board_rows": ROWS,
           "min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the publisher's page in the game's Sources; the drawing in this folder.
    extra=home_card((1, 4), (40, 40)),
)
