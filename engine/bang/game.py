"""The registry entry of Bang!, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..registry import CalcSpec, Limits
from .calc import calc
from .cards import deck
from .rulings import READINGS, Ruling
from .table import MAX_PLAYERS, MIN_PLAYERS, RANGES

GAME = CalcSpec(
    id="bang",
    names={"en": "Bang!", "fr": "Bang!", "zh": "Bang!"},
    # An input is a few seats: far below a game's scenario limits.
    limits=Limits(players=(MIN_PLAYERS, MAX_PLAYERS), max_bytes=4_096, max_cards=64,
                  max_actions=64, max_depth=4),
    calc=calc,
    calcs=("distance", "table"),
    rulings=Ruling,
    readings=READINGS,
    pages=("index", "distance", "cards", "rulings", "glossary"),
    description="Bang! calculator: the distance between two players, who each weapon reaches, "
                "and the chance of a draw!",
    facts={"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS, "cards": len(deck()),
           "longest_range": max(RANGES)},
)
