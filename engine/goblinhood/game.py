"""The registry entry of Goblin Hood (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..registry import GameSpec
from .actions import action_from_json, parse_action
from .bots import BOTS, make_bot
from .components import (CYCLES_OWED, DEFAULT_REMOVED, DEMONSTRATION_DECK, HAND_SIZE,
                         LIMITS, MAX_PLAYERS, MIN_PLAYERS, TREASURES_DEALT, WINS_CHOICES)
from .messages import describe, explain
from .rulings import READINGS, Ruling
from .observer import view
from .scenario import check_position, check_turn, from_json, result_json, to_json
from .setup import new_game
from .simulate import simulate

GAME = GameSpec(
    id="goblinhood",
    names={"en": "Goblin Hood", "fr": "Goblin Hood", "zh": "Goblin Hood"},
    limits=LIMITS,
    new_game=new_game,
    from_json=from_json,
    to_json=to_json,
    result_json=result_json,
    check_turn=check_turn,
    check_start=check_position,
    parse_action=parse_action,
    action_from_json=action_from_json,
    explain=explain,
    rulings=Ruling,
    readings=READINGS,
    pages=("index", "setup", "turn", "laying", "ambush", "cycles", "round-end", "match",
           "rulings", "glossary", "workshop", "aid", "sandbox"),
    describe=describe,
    simulate=simulate,
    bots=BOTS,
    make_bot=make_bot,
    observe=view,
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
    extra={
        # The home page's card (sitebuild/pages/home.py): the box's players and length, from
        # the platform's game page (shared/seeds/README.md); the drawing in this folder.
        "box": {"players": (2, 4), "minutes": (8, 8)}, "drawing": "drawing.svg",
    },
)
