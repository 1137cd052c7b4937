"""The registry entry of Art Decko, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .calc import DEFAULT_MARKERS
from .museum import (BONUS_TILES, EXHIBITIONS, GOLD_CARDS, MARKET_LIMIT, MARKETS, MAX_PLAYERS,
                     MIN_PLAYERS, MUSEUM_LIMIT, PAINTING_CARDS)

GAME = calculator(
    "artdecko", {"en": "Art Decko", "fr": "Art Decko", "zh": "Art Decko"},
    # An input is a dozen numbers: far below a game's scenario limits.
    players=(MIN_PLAYERS, MAX_PLAYERS), max_bytes=2_048, max_cards=16, max_actions=16, max_depth=3,
    calcs=("end",),
    pages=("index", "setup", "barter", "buy", "exhibit", "gold", "end", "questions",
           "rulings", "glossary", "workshop", "aid"),
    description="Art Decko calculator: does the game end now (which trigger), and which "
                "exhibitions' bonus tiles score",
    facts={"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS,
           "exhibitions": EXHIBITIONS, "museum_limit": MUSEUM_LIMIT,
           "market_limit": MARKET_LIMIT, "genres": len(MARKETS) - 1,
           "painting_cards": PAINTING_CARDS, "gold_cards": GOLD_CARDS,
           "bonus_tiles": BONUS_TILES, "default_markers": DEFAULT_MARKERS},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the game's Sources (docs/<lang>/artdecko/index.md); the drawing in this folder.
    extra=home_card((2, 4), (30, 60)),
)
