"""The registry entry of Goblin Hood (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import home_card, playable
from .components import (CYCLES_OWED, DEFAULT_REMOVED, DEMONSTRATION_DECK, HAND_SIZE,
                         LIMITS, MAX_PLAYERS, MIN_PLAYERS, TREASURES_DEALT, WINS_CHOICES)
from .observer import view
from .scenario import check_position

GAME = playable(
    "goblinhood", {"en": "Goblin Hood", "fr": "Goblin Hood", "zh": "Goblin Hood"},
    LIMITS,
    check_start=check_position,
    observe=view,
    pages=("index", "setup", "turn", "laying", "ambush", "cycles", "round-end", "match",
           "rulings", "glossary", "workshop", "aid", "sandbox"),
    # The numbers the player aid prints (docs/<lang>/goblinhood/aid.md), from the engine's own
    # constants.
    facts={
        "players_min": MIN_PLAYERS, "players_max": MAX_PLAYERS, "hand_size": HAND_SIZE,
        "treasures_dealt": TREASURES_DEALT, "removed": DEFAULT_REMOVED,
        "deck_cards": len(DEMONSTRATION_DECK),
        "one_cycle_players": min(n for n, owed in CYCLES_OWED.items() if owed == 1),
        "two_cycles_players": min(n for n, owed in CYCLES_OWED.items() if owed == 2),
        "wins_min": min(WINS_CHOICES), "wins_max": max(WINS_CHOICES),
        "gold_min": min(card.gold for card in DEMONSTRATION_DECK.values()),
        "gold_max": max(card.gold for card in DEMONSTRATION_DECK.values()),
    },
    description="Goblin Hood rules engine (demonstration deck: the printed cards are unknown)",
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the platform's game page (shared/seeds/README.md); the drawing in this folder.
    extra=home_card((2, 4), (8, 8)),
)
