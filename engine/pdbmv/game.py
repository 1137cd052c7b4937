"""The registry entry of Please Don't Burn My Village! (see :mod:`engine.registry`)."""

from __future__ import annotations

from typing import Any

from ..registry import GameSpec
from .actions import action_from_json, parse_action
from .bots import BOTS, make_bot
from .components import (CARDS_PER_TREASURE, DEFAULT_TRACK_VALUES, HAND_SIZE, LIMITS,
                         MAX_PLAYERS, MIN_PLAYERS, STALLS, TREASURES, WILD_HAND_PENALTY,
                         WILDS_IN_BOX)
from .messages import card_name, explain
from .rulings import READINGS, Ruling
from .scenario import check_turn, from_json, result_json, to_json
from .setup import new_game
from .simulate import simulate

CARD_SLOTS = frozenset({"card", "treasure", "curse"})
"""Slots of this game's refusal messages that hold one card id."""


def describe(slot: str, value: Any, lang: str) -> str | None:
    """A refusal's parameter in words of ``lang``: a card id in a card slot becomes the card's
    name (an id of no known card stays itself); None leaves any other value as given."""
    if slot in CARD_SLOTS and isinstance(value, str):
        return card_name(value, lang)
    return None


GAME = GameSpec(
    id="pdbmv",
    names={"en": "Please Don't Burn My Village!", "fr": "Please Don't Burn My Village!",
           "zh": "Please Don't Burn My Village!"},
    limits=LIMITS,
    new_game=new_game,
    from_json=from_json,
    to_json=to_json,
    result_json=result_json,
    check_turn=check_turn,
    parse_action=parse_action,
    action_from_json=action_from_json,
    explain=explain,
    describe=describe,
    rulings=Ruling,
    readings=READINGS,
    pages=("index", "setup", "turn", "bribe", "favor", "refill", "buy", "draw", "game-end",
           "scoring", "tie-breaks", "rulings", "glossary", "workshop", "aid", "sandbox"),
    simulate=simulate,
    bots=BOTS,
    make_bot=make_bot,
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
    extra={
        # The home page's card (sitebuild/pages/home.py): the box's players and length, from
        # seed 001, the platform's game page (shared/seeds/README.md); the drawing in this folder.
        "box": {"players": (2, 5), "minutes": (17, 17)}, "drawing": "drawing.svg",
        "bench_target": "2,000 complete 4-player random games per second"},
)
