"""The registry entry of Pook (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import home_card, playable
from .components import (CARDS_PER_FACTION, DEFAULT_LEVELS, FACTIONS, GRID_SIZE, HAND_SIZE,
                         LEVELS, LIMITS, MAX_PLAYERS, MIN_PLAYERS)
from .view import observe

GAME = playable(
    "pook", {"en": "Pook", "fr": "Pook", "zh": "Pook"},
    LIMITS,
    observe=observe,
    pages=("index", "setup", "turn", "cost", "powers", "shield", "piggy", "scoring", "tie-break",
           "rulings", "glossary", "workshop", "aid", "sandbox"),
    description="Pook rules engine",
    # The numbers the player aid prints (docs/<lang>/pook/aid.md), from the engine's own
    # constants.
    facts={
        "players_min": MIN_PLAYERS, "players_max": MAX_PLAYERS, "hand_size": HAND_SIZE,
        "factions": len(FACTIONS), "cards_per_faction": CARDS_PER_FACTION,
        "faction_cards": len(FACTIONS) * CARDS_PER_FACTION, "grid_size": GRID_SIZE,
        "level_min": min(LEVELS), "level_max": max(LEVELS),
        "cards_per_level": DEFAULT_LEVELS.count(min(LEVELS)),
    },
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the publisher's page (shared/seeds/README.md); the drawing in this folder.
    extra=home_card((2, 4), (10, 10), bench_target="1,000 complete random games per second "
                                                   "(10,000 in CI in about 10 s)"),
)
