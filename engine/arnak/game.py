"""The registry entry of Lost Ruins of Arnak, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .calc import calc
from .examples import EXAMPLES
from .values import MAX_COUNT, UNITS

ROUNDS = 5
"""Rounds in a game (the published rules; the page counts its income over them)."""
ARCHAEOLOGISTS = 2
"""Archaeologists each player starts with (the published rules, and the page's capital)."""
HAND_UNITS = 3
"""The page's worth of a hand of five cards, in units (its estimate of the starting deck)."""
START_RESOURCES = (2, 3)
"""Coins and compasses a player starts with, by seat: 2 for the first two, 3 for the others
(the published rules; the page says "2 or 3")."""
START_CAPITAL = tuple(ARCHAEOLOGISTS * UNITS["archaeologist"] + HAND_UNITS + r
                      for r in START_RESOURCES)
"""The page's starting capital: two archaeologists (4) + a hand (3) + 2 or 3 units: 9 or 10."""
INCOME = ARCHAEOLOGISTS * UNITS["archaeologist"] + HAND_UNITS
"""The page's least income at the start of each later round: 4 + 3 = 7 units."""
GAME_UNITS = START_CAPITAL[0] + (ROUNDS - 1) * INCOME
"""The fewest units a player handles in a game by the page's count: 9 + 4 x 7 = 37 (so a
score of 37 points is, the page says, a poor one)."""

GAME = calculator(
    "arnak", {"en": "Lost Ruins of Arnak", "fr": "Les Ruines perdues d’Arnak",
           "zh": "失落的阿納克遺跡"},
    # An input is two small objects of counts: far below a game's scenario limits.
    players=(1, 4),
    calcs=("value", "example"),
    pages=("index", "worth", "questions", "rulings", "glossary", "workshop", "aid"),
    description="Lost Ruins of Arnak calculator: what a move is worth in the tips page's units "
                "(costs, gains and the net), and the page's worked examples",
    facts={"rounds": ROUNDS, "archaeologists": ARCHAEOLOGISTS, "hand_units": HAND_UNITS,
           "capital_low": START_CAPITAL[0], "capital_high": START_CAPITAL[1],
           "income": INCOME, "game_units": GAME_UNITS, "max_count": MAX_COUNT,
           **{f"{token}_units": units for token, units in UNITS.items()},
           # the player aid: each worked example's net, as the calculator finds it
           **{f"{name.replace('-', '_')}_net": calc({"calc": "example", "example": name})["net"]
              for name in EXAMPLES},
           **{f"{name.replace('-', '_')}_points": example.gains["vp"]
              for name, example in EXAMPLES.items() if name.startswith("temple-")}},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the game's Sources (the length: the beginner guide there, 30 to 120 minutes; a review
    # there says 45 to 120); the drawing in this folder.
    extra=home_card((1, 4), (30, 120)),
)
