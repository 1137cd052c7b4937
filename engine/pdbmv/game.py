"""The registry entry of Please Don't Burn My Village! (see :mod:`engine.registry`)."""

from __future__ import annotations

from typing import Any

from ..registry import GameSpec
from .actions import action_from_json, parse_action
from .bots import BOTS
from .components import LIMITS
from .messages import card_name, explain
from .rulings import READINGS, Ruling
from .scenario import from_json, run_json, run_scenario, to_json
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
    run_json=run_json,
    run_scenario=run_scenario,
    parse_action=parse_action,
    action_from_json=action_from_json,
    explain=explain,
    describe=describe,
    rulings=Ruling,
    readings=READINGS,
    pages=("index", "setup", "turn", "bribe", "favor", "refill", "buy", "draw", "game-end",
           "scoring", "tie-breaks", "rulings", "glossary", "sandbox"),
    simulate=simulate,
    bots=BOTS,
    description="Please Don't Burn My Village! rules engine",
    extra={"bench_target": "2,000 complete 4-player random games per second"},
)
