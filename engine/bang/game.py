"""The registry entry of Bang!, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ..entries import calculator, home_card
from .cards import DRAWS, VALUES, deck, draw_chance, draw_count
from .table import MAX_PLAYERS, MAX_SEATS, MIN_PLAYERS, MIN_SEATS, RANGES, WEAPONS

_COUNTS = Counter(name for name, _ in deck())
"""Copies of each card in the deck, counted from the page's list (the aid's card counts)."""
_BOOM = [value for value in VALUES if DRAWS["dynamite"]((value, "♠"))]
"""The spade values that explode the Dynamite, lowest first (the aid writes the run)."""
_COLT = min(WEAPONS, key=lambda weapon: (WEAPONS[weapon], weapon))
"""Everyone's weapon without another: the shortest range (the aid names it, digits and all)."""

def describe(slot: str, value: Any, lang: str) -> int | None:
    """A refusal's parameter as a reader sees it: a seat (``{seat}``, ``{first_seat}``...) is
    numbered from 1, as the drawing and the pages number it (the Sheriff's seat is 1); the
    calculator's inputs and its command line count from 0 and keep doing so (``str(error)``
    never calls this). A number, so the message writes it as its language writes numbers."""
    if (slot == "seat" or slot.endswith("_seat")) and isinstance(value, int) \
            and not isinstance(value, bool):
        return value + 1
    return None


GAME = calculator(
    "bang", {"en": "Bang!", "fr": "Bang!", "zh": "砰！"},
    # An input is a few seats: far below a game's scenario limits.
    players=(MIN_SEATS, MAX_SEATS),
    describe=describe,
    calcs=("distance", "table", "credit"),
    pages=("index", "turn", "cards", "characters", "distance", "questions", "rulings",
           "glossary", "workshop", "aid"),
    description="Bang! calculator: the distance between two players, who each weapon reaches, "
                "the chance of a draw!, and who answers for a death",
    facts={"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS, "cards": len(deck()),
           "min_seats": MIN_SEATS, "max_seats": MAX_SEATS,
           "longest_range": max(RANGES), "shortest_range": min(RANGES),
           # the player aid: each weapon's range, the key cards' copies, each draw!'s odds
           "colt": _COLT, "dynamite_low": _BOOM[0], "dynamite_high": _BOOM[-1],
           **{re.sub(r"[^a-z0-9]+", "_", weapon.lower()).strip("_") + "_range": reach
              for weapon, reach in WEAPONS.items()},
           **{f"{name.rstrip('!').lower()}_cards": _COUNTS[name]
              for name in ("Bang!", "Missed!", "Beer", "Barrel", "Jail", "Dynamite", "Mustang",
                           "Scope")},
           **{f"{check}_hits": draw_count(check)[0] for check in DRAWS},
           # "1/4": one chance in four, as the engine's fraction reduces it
           **{f"{check}_chance": f"{draw_chance(check).numerator}/"
                                 f"{draw_chance(check).denominator}" for check in DRAWS}},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the role table and the help page's header (the game's Sources); the drawing here.
    extra=home_card((4, 7), (30, 30)),
)
