"""The registry entry of Pook (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..registry import GameSpec
from .actions import action_from_json, parse_action
from .bots import BOTS, make_bot
from .components import (CARDS_PER_FACTION, DEFAULT_LEVELS, FACTIONS, GRID_SIZE, HAND_SIZE,
                         LEVELS, LIMITS, MAX_PLAYERS, MIN_PLAYERS)
from .messages import describe, explain
from .rulings import READINGS, Ruling
from .scenario import check_turn, from_json, result_json, to_json
from .setup import new_game
from .simulate import simulate
from .view import observe

GAME = GameSpec(
    id="pook",
    names={"en": "Pook", "fr": "Pook", "zh": "Pook"},
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
    pages=("index", "setup", "turn", "cost", "powers", "shield", "piggy", "scoring", "tie-break",
           "rulings", "glossary", "workshop", "aid", "sandbox"),
    simulate=simulate,
    bots=BOTS,
    make_bot=make_bot,
    observe=observe,
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
    extra={
        # The home page's card (sitebuild/pages/home.py): the box's players and length, from
        # the publisher's page (shared/seeds/README.md); the drawing in this folder.
        "box": {"players": (2, 4), "minutes": (10, 10)}, "drawing": "drawing.svg",
        "bench_target": "1,000 complete random games per second (10,000 in CI in about 10 s)"},
)
