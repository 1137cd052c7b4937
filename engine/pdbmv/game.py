"""The registry entry of Please Don't Burn My Village! (see :mod:`engine.registry`)."""

from __future__ import annotations

from typing import Any

from ..entries import home_card, playable
from .components import (CARDS_PER_TREASURE, DEFAULT_TRACK_VALUES, HAND_SIZE, LIMITS,
                         MAX_PLAYERS, MIN_PLAYERS, STALLS, TREASURES, WILD_HAND_PENALTY,
                         WILDS_IN_BOX)
from .messages import card_name

CARD_SLOTS = frozenset({"card", "treasure", "curse"})
"""Slots of this game's refusal messages that hold one card id."""


def describe(slot: str, value: Any, lang: str) -> str | None:
    """A refusal's parameter in words of ``lang``: a card id in a card slot becomes the card's
    name (an id of no known card stays itself); None leaves any other value as given."""
    if slot in CARD_SLOTS and isinstance(value, str):
        return card_name(value, lang)
    return None


GAME = playable(
    "pdbmv", {"en": "Please Don't Burn My Village!", "fr": "Please Don't Burn My Village!",
              "zh": "Please Don't Burn My Village!"},
    LIMITS,
    describe=describe,
    pages=("index", "setup", "turn", "bribe", "favor", "refill", "buy", "draw", "game-end",
           "scoring", "tie-breaks", "rulings", "glossary", "workshop", "aid", "sandbox"),
    description="Please Don't Burn My Village! rules engine",
    # The numbers the player aid prints (docs/<lang>/pdbmv/aid.md), from the engine's own
    # constants: the aid cannot say another number than the engine plays with.
    facts={
        "players_min": MIN_PLAYERS, "players_max": MAX_PLAYERS, "hand_size": HAND_SIZE,
        "treasure_types": len(TREASURES), "cards_per_treasure": CARDS_PER_TREASURE,
        "wilds": WILDS_IN_BOX, "stalls": len(STALLS), "stall_costs": ", ".join(map(str, STALLS)),
        "most_expensive_stall": max(STALLS),
        "free_stall": min(STALLS), "track_spaces": len(DEFAULT_TRACK_VALUES),
        "track_values": ", ".join(map(str, DEFAULT_TRACK_VALUES)),
        "wild_penalty": WILD_HAND_PENALTY,
    },
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # seed 001, the platform's game page (shared/seeds/README.md); the drawing in this folder.
    extra=home_card((2, 5), (17, 17),
                    bench_target="2,000 complete 4-player random games per second"),
)
